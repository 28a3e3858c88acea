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

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A /0 range is every address: the same hole as "true".
  return /^[1-9]\d{0,2}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const trustProxySetting = z.string().transform((value, context): number | string[] => {
  if (/^[1-9]\d{0,2}$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length === 0) return entries;
  context.addIssue({
    code: "custom",
    message: `must be the number of proxies in front (1 behind nginx) or their addresses, comma-separated (127.0.0.1, 10.0.0.0/8, fd00::/8, loopback); not ${wrong.map((entry) => JSON.stringify(entry)).join(", ")}`,
  });
  return z.NEVER;
});
