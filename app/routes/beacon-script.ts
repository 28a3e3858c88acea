import { BEACON_SCRIPT } from "~/lib/beacon";

/** The analytics beacon's module (app/lib/beacon.ts), prerendered under its hashed name. */
export function loader() {
  return new Response(BEACON_SCRIPT, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
