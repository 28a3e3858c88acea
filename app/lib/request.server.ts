/**
 * What the server reads from a request before trusting it, shared by the public forms, the
 * beacon and the back office: the visitor's address, the Origin rule, the page's language, and
 * the count of posts per address that every server shares.
 */
import { RateLimiterRes } from "rate-limiter-flexible";
import { type Locale, localeOf } from "~/i18n/locale";
import type { RateLimiter } from "./db.server";
import { errorText } from "./errors";

/** The visitor's address as the server saw it (set by server/app.mjs), for throttling. */
export function clientIp(request: Request): string {
  return request.headers.get("x-maplestack-client-ip") ?? "unknown";
}

/**
 * A POST must come from a page of this site: its Origin is the address it was served from
 * or the configured public origin. Browsers always send Origin with a form POST.
 */
export function isSameOrigin(request: Request, publicOrigin: string | undefined): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("host");
  const allowed = new Set([new URL(request.url).origin]);
  if (host) allowed.add(`http://${host}`).add(`https://${host}`);
  if (publicOrigin) allowed.add(publicOrigin);
  return allowed.has(origin);
}

/** The language of a form post: the language of the address it was posted to. */
export function localeOfRequest(request: Request): Locale {
  return localeOf(new URL(request.url).pathname);
}

/**
 * Counts a post against its address's window, shared by every server. "limited" when over;
 * "unavailable" when the count cannot be kept (the database is down): the post is not taken.
 */
export async function countPost(
  limiter: RateLimiter,
  request: Request,
): Promise<"ok" | "limited" | "unavailable"> {
  try {
    await limiter.consume(clientIp(request));
    return "ok";
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return "limited";
    console.error("Counting a post failed:", errorText(rejection));
    return "unavailable";
  }
}
