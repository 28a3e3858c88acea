/**
 * What stands between the forms and bots: a signed render time (a minimum fill time that a
 * script cannot fake) and the Origin rule. The rate limit is counted in the database (db.server).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export function newSecret(): string {
  return randomBytes(32).toString("hex");
}

/** A token saying "this form was shown at `now`", signed so it cannot be forged. */
export function signFormToken(secret: string, now = Date.now()): string {
  const stamp = String(now);
  return `${stamp}.${createHmac("sha256", secret).update(stamp).digest("hex")}`;
}

export type TokenCheck = "ok" | "invalid" | "too-fast" | "expired";

export function checkFormToken(
  secret: string,
  token: unknown,
  {
    now = Date.now(),
    minFillMs,
    maxAgeMs = 24 * 60 * 60 * 1000,
  }: {
    now?: number;
    minFillMs: number;
    maxAgeMs?: number;
  },
): TokenCheck {
  if (typeof token !== "string") return "invalid";
  const [stamp, signature] = token.split(".");
  if (!stamp || !signature || !/^\d{1,15}$/.test(stamp)) return "invalid";
  const expected = createHmac("sha256", secret).update(stamp).digest();
  const given = Buffer.from(signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const age = now - Number(stamp);
  if (age < minFillMs) return "too-fast";
  if (age > maxAgeMs) return "expired";
  return "ok";
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

/** Two secrets compared in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
