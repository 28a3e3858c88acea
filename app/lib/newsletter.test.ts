import { describe, expect, it } from "vitest";
import { isAcceptableEmail, newsletterMessages } from "./newsletter";

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

  it("answers with the spec's exact messages", () => {
    expect(newsletterMessages).toEqual({
      invalid: "Please enter a valid email address",
      success: "Thanks for subscribing!",
    });
  });
});
