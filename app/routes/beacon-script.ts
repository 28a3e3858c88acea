import { PAGE_MODULE } from "~/lib/page-module.server";

/** The page module (app/lib/page-module.server.ts), prerendered under its hashed name. */
export function loader() {
  return new Response(PAGE_MODULE, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
