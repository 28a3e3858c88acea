/**
 * What stands between the forms and bots: a signed render time (a minimum fill time that a
 * script cannot fake), remembered once used. The Origin rule and the rate limit are in
 * request.server.
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

/** Two secrets compared in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
