/**
 * What stands between the forms and bots: a signed render time (a minimum fill time that a
 * script cannot fake), a per-IP sliding-window rate limit held in memory, and the Origin rule.
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

/** At most `limit` requests per key within `windowMs`; counts every attempt, good or bad. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  allow(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return recent.length <= this.limit;
  }

  private prune(now: number) {
    for (const [key, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(key);
    }
  }
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
