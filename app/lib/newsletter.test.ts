import { describe, expect, it } from "vitest";
import { comeBackHref, isAcceptableEmail, newsletterMessages } from "./newsletter";

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

describe("the way back from the do-not-email list", () => {
  it("is a message to the team, from the address, with a subject in the page's language", () => {
    expect(comeBackHref("en")).toBe(
      "mailto:hello@maplestack.ca?subject=Subscribe%20me%20to%20the%20newsletter%20again",
    );
    const french = new URL(comeBackHref("fr"));
    expect(french.pathname).toBe("hello@maplestack.ca");
    expect(french.searchParams.get("subject")).toBe("Me réabonner à l’infolettre");
  });
});
