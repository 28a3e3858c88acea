// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkFormToken, signFormToken, usedFormToken } from "./abuse.server";
import { isSameOrigin } from "./request.server";

const secret = "s".repeat(64);

describe("the signed form token", () => {
  const shown = 1_700_000_000_000;
  const token = signFormToken(secret, shown);

  it("passes once the minimum fill time has gone by", () => {
    expect(checkFormToken(secret, token, { now: shown + 3000, minFillMs: 3000 })).toBe("ok");
  });

  it("is too fast before it", () => {
    expect(checkFormToken(secret, token, { now: shown + 2999, minFillMs: 3000 })).toBe("too-fast");
  });

  it("expires after a day", () => {
    expect(checkFormToken(secret, token, { now: shown + 86_400_001, minFillMs: 0 })).toBe(
      "expired",
    );
  });

  it.each([
    ["missing", undefined],
    ["not signed", String(shown)],
    ["forged time", `${shown - 60_000}.${token.split(".").slice(1).join(".")}`],
    ["without its random part", `${shown}.${token.split(".")[2]}`],
    ["signed with another secret", signFormToken("t".repeat(64), shown)],
    ["garbage", "../../etc/passwd"],
  ])("is invalid when %s", (_, value) => {
    expect(checkFormToken(secret, value, { now: shown + 5000, minFillMs: 0 })).toBe("invalid");
  });
});

describe("a used form token", () => {
  it("is told apart from another form shown in the same millisecond", () => {
    const shown = 1_700_000_000_000;
    const [first, second] = [signFormToken(secret, shown), signFormToken(secret, shown)];
    expect(first).not.toBe(second);
    expect(checkFormToken(secret, second, { now: shown + 5000, minFillMs: 0 })).toBe("ok");
    expect(usedFormToken(first).hash).not.toBe(usedFormToken(second).hash);
  });

  it("is remembered until it would have expired anyway", () => {
    const shown = 1_700_000_000_000;
    expect(usedFormToken(signFormToken(secret, shown)).expiresAt).toBe(shown + 86_400_000);
  });
});

describe("the Origin rule", () => {
  const post = (origin?: string) =>
    new Request("http://localhost:3000/contact-us", {
      method: "POST",
      headers: origin ? { origin, host: "localhost:3000" } : { host: "localhost:3000" },
    });

  it("accepts the site's own origin and the configured public one", () => {
    expect(isSameOrigin(post("http://localhost:3000"), undefined)).toBe(true);
    expect(isSameOrigin(post("https://maplestack.ca"), "https://maplestack.ca")).toBe(true);
  });

  it("refuses another origin, or none", () => {
    expect(isSameOrigin(post("https://evil.example"), "https://maplestack.ca")).toBe(false);
    expect(isSameOrigin(post(), undefined)).toBe(false);
  });
});
