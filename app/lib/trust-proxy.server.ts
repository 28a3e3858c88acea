/**
 * TRUST_PROXY: which proxies in front may name the visitor's address (X-Forwarded-For) and
 * scheme (X-Forwarded-Proto). Either how many there are, counted from the server (1 behind
 * nginx alone), or their addresses. "true" is refused: trusting every hop lets a visitor
 * choose the address the rate limits count, by writing their own X-Forwarded-For.
 *
 * The value returned is what Express's `trust proxy` setting takes.
 */
import { isIP } from "node:net";
import { z } from "zod";

/** Express's names for address ranges, which its `trust proxy` setting accepts too. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * The most proxies a request may cross before it reaches the server: a CDN, a load balancer and
 * nginx are three. Any more, and the hop trusted is one the visitor's own X-Forwarded-For
 * wrote.
 */
export const MAX_PROXY_HOPS = 5;

/**
 * The widest range of proxies that may be trusted: 10.0.0.0/8 for IPv4, the largest private
 * block; /32 for IPv6 (an Internet provider's allocation), or /7 for its unique-local block
 * (fc00::/7), which no visitor can come from. A wider range trusts strangers, and
 * `0.0.0.0/1,128.0.0.0/1` is every address, the same hole as "true".
 */
const widestPrefix = (version: number, address: string) => {
  if (version === 4) return 8;
  return /^f[cd]/i.test(address) ? 7 : 32;
};

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^[1-9]\d{0,2}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits <= (version === 4 ? 32 : 128) && bits >= widestPrefix(version, address);
}

export const trustProxySetting = z.string().transform((value, context): number | string[] => {
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PROXY_HOPS) {
    if (!value.startsWith("0")) return Number(value);
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length === 0) return entries;
  context.addIssue({
    code: "custom",
    message: `must be the number of proxies in front, 1 to ${MAX_PROXY_HOPS} (1 behind nginx), or their addresses, comma-separated, ranges no wider than /8 (IPv4), /32 (IPv6) or /7 (IPv6 unique-local): 127.0.0.1, 10.0.0.0/8, fd00::/8, loopback; not ${wrong.map((entry) => JSON.stringify(entry)).join(", ")}`,
  });
  return z.NEVER;
});
