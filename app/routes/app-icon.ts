import { Resvg } from "@resvg/resvg-js";
import { appIconSizes } from "~/content/routes-table";
import favicon from "../../public/favicon.svg?raw";
import type { Route } from "./+types/app-icon";

/** The favicon drawn as PNG at the sizes phones and the web manifest ask for, at build time. */
export function loader({ request }: Route.LoaderArgs) {
  // Prerendering asks for "<path>.data" first; the icon is the same either way.
  const size = appIconSizes[new URL(request.url).pathname.replace(/\.data$/, "")];
  if (!size) return new Response("Not found", { status: 404 });
  const png = new Resvg(favicon, { fitTo: { mode: "width", value: size } }).render().asPng();
  return new Response(Buffer.from(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
