import { localeOf } from "~/i18n/locale";
import { ogCard, ogPng } from "~/lib/og.server";
import type { Route } from "./+types/og-image";

/** A page's share image: /og/home.png, /og/services/web.png… prerendered for every page. */
export function loader({ params }: Route.LoaderArgs) {
  const file = params["*"] ?? "";
  const pagePath = file === "home.png" ? "/" : `/${file.replace(/\.png$/, "")}`;
  const card = file.endsWith(".png") ? ogCard(pagePath) : undefined;
  if (!card) return new Response("Not found", { status: 404 });
  return new Response(Buffer.from(ogPng(card, localeOf(pagePath))), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
