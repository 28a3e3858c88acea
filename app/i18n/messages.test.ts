import { describe, expect, it } from "vitest";
import { claims, claimsFr } from "~/content/site";
import bookingEn from "./booking-messages.en";
import bookingFr from "./booking-messages.fr";
import { bookingRefusals } from "./booking-refusals.server";
import manageEn from "./manage-messages.en";
import manageFr from "./manage-messages.fr";
import { messages } from "./messages";
import messagesEn from "./messages.en";
import messagesFr from "./messages.fr";
import { typographyFaults } from "./typography";

/** Every string of a catalogue, with functions called on sample arguments. */
function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return leaves(value("7", "Exemple", "Autre"), `${path}()`);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  }
  return [];
}

/** Words that are the same in both languages: the short, explicit list of exceptions. */
const sameInBothLanguages = new Set(["Services"]);

const pageKinds = import.meta.glob<Record<string, unknown>>("./words/*.ts", { eager: true });

/** The catalogue every page loads, the booking pages' words and each page kind's (words/*.ts). */
const catalogues: Array<[string, Record<"en" | "fr", unknown>]> = [
  ["messages", { en: messagesEn, fr: messagesFr }],
  ["booking-messages", { en: bookingEn, fr: bookingFr }],
  ["manage-messages", { en: manageEn, fr: manageFr }],
  ["booking-refusals", bookingRefusals],
  ...Object.entries(pageKinds).flatMap(([file, module]) =>
    Object.entries(module).map(([name, words]): [string, Record<"en" | "fr", unknown>] => [
      `${file} ${name}`,
      words as Record<"en" | "fr", unknown>,
    ]),
  ),
];

it("reads every page kind's words", () => {
  expect(catalogues.length).toBeGreaterThan(10);
});

describe.each(catalogues)("the interface words: %s", (_, catalogue) => {
  const english = new Map(leaves(catalogue.en));
  const french = leaves(catalogue.fr);

  it("has every English message in French, and none left in English", () => {
    expect(french.map(([path]) => path)).toEqual([...english.keys()]);
    const same = french.filter(
      ([path, text]) => english.get(path) === text && !sameInBothLanguages.has(text),
    );
    expect(same).toEqual([]);
  });

  it("leaves no name in braces unfilled (content/en/pages templates)", () => {
    const unfilled = [...english, ...french].filter(([, text]) => /\{[A-Za-z]\w*\}/.test(text));
    expect(unfilled).toEqual([]);
  });

  it("writes French the Canadian French way", () => {
    const faults = french.flatMap(([path, text]) =>
      typographyFaults(text).map((fault) => `${path}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });
});

describe("the interface catalogue", () => {
  it("keeps the spec's English newsletter messages exactly", () => {
    expect(messages.en.newsletter.invalid).toBe("Please enter a valid email address");
    expect(messages.en.newsletter.success).toBe("Thanks for subscribing!");
    expect(messages.en.errors.notFound).toBe("Page not found");
    expect(messages.en.errors.returnHome).toBe("Return Home");
    expect(messages.en.errors.unexpected).toBe("Unexpected Application Error!");
  });
});

describe("the claims in French", () => {
  it("say the same figures in a sentence as in the figures", () => {
    for (const key of ["experienceYears", "projects", "clients"] as const) {
      expect(claimsFr.inProse[key].replace(/\D/g, "")).toBe(claims[key].replace(/\D/g, ""));
    }
  });

  it("state the same figures as the English claims", () => {
    const digits = (value: unknown) => JSON.stringify(value).match(/\d+/g)?.join(" ");
    for (const key of Object.keys(claims) as Array<keyof typeof claims>) {
      if (!(key in claimsFr)) throw new Error(`claimsFr has no ${key}`);
      expect(digits(claimsFr[key])?.replace(/\b(\d) (\d{3})\b/g, "$1$2"), key).toBe(
        digits(claims[key])?.replace(/\b(\d) (\d{3})\b/g, "$1$2"),
      );
    }
  });
});
