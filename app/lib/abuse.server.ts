/**
 * What stands between the forms and bots: a signed render time (a minimum fill time that a
 * script cannot fake) and the Origin rule. The rate limit is counted in the database (db.server).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export function newSecret(): string {
  return randomBytes(32).toString("hex");
}

/** How long a shown form can be sent; a used token is remembered for as long. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A token saying "this form was shown at `now`", signed so it cannot be forged. A random part
 * tells apart two forms shown in the same millisecond, since each token is good for one post.
 */
export function signFormToken(secret: string, now = Date.now()): string {
  const shown = `${now}.${randomBytes(12).toString("base64url")}`;
  return `${shown}.${createHmac("sha256", secret).update(shown).digest("hex")}`;
}

export type TokenCheck = "ok" | "invalid" | "too-fast" | "expired";

export function checkFormToken(
  secret: string,
  token: unknown,
  {
    now = Date.now(),
    minFillMs,
    maxAgeMs = FORM_TOKEN_MAX_AGE_MS,
  }: {
    now?: number;
    minFillMs: number;
    maxAgeMs?: number;
  },
): TokenCheck {
  if (typeof token !== "string") return "invalid";
  const [stamp, nonce, signature, ...rest] = token.split(".");
  if (!stamp || !nonce || !signature || rest.length > 0) return "invalid";
  if (!/^\d{1,15}$/.test(stamp) || !/^[\w-]{16}$/.test(nonce)) return "invalid";
  const expected = createHmac("sha256", secret).update(`${stamp}.${nonce}`).digest();
  const given = Buffer.from(signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const age = now - Number(stamp);
  if (age < minFillMs) return "too-fast";
  if (age > maxAgeMs) return "expired";
  return "ok";
}

/** What remembers a token once used: its hash, kept until the token would expire anyway. */
export function usedFormToken(token: string): { hash: string; expiresAt: number } {
  return {
    hash: createHash("sha256").update(token).digest("hex"),
    expiresAt: Number(token.split(".")[0]) + FORM_TOKEN_MAX_AGE_MS,
  };
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
