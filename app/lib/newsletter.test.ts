import { describe, expect, it } from "vitest";
import { isAcceptableEmail, newsletterMessages, subscribeToNewsletter } from "./newsletter";

describe("newsletter rule (spec §5)", () => {
  it.each([
    ["", false],
    ["   ", false],
    ["owner.example.ca", false],
    ["owner@example.ca", true],
    ["  owner@example.ca  ", true],
    ["@", true],
  ])("%j acceptable: %s", (value, expected) => {
    expect(isAcceptableEmail(value)).toBe(expected);
  });

  it("answers with the spec's exact messages", async () => {
    await expect(subscribeToNewsletter("nope")).resolves.toEqual({
      ok: false,
      message: "Please enter a valid email address",
    });
    await expect(subscribeToNewsletter("owner@example.ca")).resolves.toEqual({
      ok: true,
      message: "Thanks for subscribing!",
    });
    expect(newsletterMessages.success).toContain("Thanks");
    expect(newsletterMessages.invalid).not.toContain("Thanks");
  });
});
