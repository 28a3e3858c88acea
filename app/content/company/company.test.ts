/**
 * Rules every company page, FAQ question and team member keeps, checked once over all of them.
 * Each file was checked against its schema when it was loaded; these are what a schema cannot
 * see. No test here names a sentence: rewording a page fails none of them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { personKey } from "../insights/schema";
import { publicPages } from "../routes-table";
import { claims, claimsFr, site } from "../site";
import { companyContent } from "./index";
import { accessibilityPageSchema } from "./schema";
import { team } from "./team";

const { en, fr } = companyContent;
const pages = [...Object.values(en), ...Object.values(fr)];

/** Every file of the company pages, the FAQ and the team, with its text. */
const folders = ["en", "fr"].flatMap((locale) =>
  ["company", "faqs", "team"].map((area) => `content/${locale}/${area}`),
);
const files = folders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(md|yaml)$/.test(name))
    .map((name) => ({
      file: path.join(folder, name),
      text: readFileSync(path.join(folder, name), "utf8"),
    })),
);

describe("the company pages' files", () => {
  it("name the brand and the brief's figures as facts, never spell them out", () => {
    const figures = [
      site.name,
      claims.timeline,
      claims.uptime,
      claims.experienceYears,
      claims.projects,
      claims.clients,
      claims.seoFirstGains,
      claims.seoFullResults,
      site.email.display,
      site.privacyEmail,
      ...claims.maintenancePlans.map((plan) => plan.price).filter((price) => price.includes("$")),
      claimsFr.timeline,
      claimsFr.uptime,
      claimsFr.seoFirstGains,
      claimsFr.seoFullResults,
      ...Object.values(claimsFr.inProse),
      ...claimsFr.maintenancePlans.map((plan) => plan.price).filter((price) => price.includes("$")),
    ];
    const spelled = files.flatMap(({ file, text }) =>
      figures.filter((figure) => text.includes(figure)).map((figure) => `${file}: ${figure}`),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(spelled).toEqual([]);
  });

  it("hold no placeholder, markup or exclamation mark", () => {
    const text = JSON.stringify(pages);
    expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|coming soon|\[insert/i);
    expect(text).not.toMatch(/<[a-z/][^>]*>/i);
    expect(text).not.toContain("!");
  });

  it("describe every artwork as an illustration", () => {
    // An artwork is named by its scene; a member's portrait is a photo, described as one.
    const alts = (page: unknown) =>
      [
        ...JSON.stringify(page).matchAll(
          /"scene":"[^"]*","alt":"([^"]*)"|"alt":"([^"]*)","scene"/g,
        ),
      ].map((match) => match[1] ?? match[2] ?? "");
    expect(Object.values(en).flatMap(alts).length).toBeGreaterThan(3);
    for (const alt of Object.values(en).flatMap(alts)) expect(alt).toMatch(/^Illustration of /);
    for (const alt of Object.values(fr).flatMap(alts)) expect(alt).toMatch(/^Illustration d/);
  });
});

describe("the why page", () => {
  it("keeps every carousel line short enough for its slide", () => {
    for (const line of en.why.carousel.slides.flatMap((slide) => slide.lines)) {
      expect(line.length, line).toBeLessThanOrEqual(140);
    }
  });
});

describe("the team", () => {
  it("is the about page's team, in both languages, the same people in the same order", () => {
    expect(en.about.team.members.map((member) => member.name)).toEqual(
      team.en.map((member) => member.name),
    );
    expect(fr.about.team.members.map((member) => member.name)).toEqual(
      team.en.map((member) => member.name),
    );
  });

  it("has one file per person, named after them, with initials matching their name", () => {
    const names = team.en.map((member) => member.name);
    expect(new Set(names).size).toBe(names.length);
    for (const member of team.en) {
      expect(member.key).toBe(personKey(member.name));
      const parts = member.name.split(" ");
      expect(member.initials).toBe(`${parts[0]?.[0]}${parts.at(-1)?.[0]}`.toUpperCase());
    }
  });
});

describe("the FAQ", () => {
  const questions = [en, fr].flatMap((pages) =>
    pages.faq.groups.flatMap((group) => group.items.map((item) => item.question)),
  );
  const pagesThatExist = new Set(publicPages().map((pair) => pair.en));

  it("asks each question once", () => {
    expect(questions.filter((question, at) => questions.indexOf(question) !== at)).toEqual([]);
  });

  it("links only to pages that exist", () => {
    const targets = en.faq.groups.flatMap((group) =>
      group.items.flatMap((item) => (item.link ? [item.link.to] : [])),
    );
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((to) => !pagesThatExist.has(to))).toEqual([]);
  });

  it("has the same topics and questions in both languages", () => {
    const ids = (pages: typeof en) =>
      pages.faq.groups.map((group) => [group.id, group.items.map((item) => item.id)]);
    expect(ids(fr)).toEqual(ids(en));
  });
});

describe("the privacy policy and the accessibility statement", () => {
  it("give each section an anchor of its own", () => {
    for (const page of [en.privacy, en.accessibility]) {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("cover what a policy must say", () => {
    expect(en.privacy.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining([
        "what-we-collect",
        "why",
        "retention",
        "who-sees-it",
        "access-and-correction",
        "withdraw-consent",
        "cookies",
        "contact",
      ]),
    );
  });

  it("cover what a statement must say", () => {
    expect(en.accessibility.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining([
        "standard",
        "how-we-test",
        "keyboard",
        "not-tested",
        "known-limitations",
        "another-format",
        "how-we-answer",
        "aoda",
        "reviews",
      ]),
    );
  });

  it("plan the statement's next review after its last one", () => {
    const { success } = accessibilityPageSchema.safeParse({
      ...en.accessibility,
      nextReview: en.accessibility.reviewed,
    });
    expect(success).toBe(false);
  });

  it("take accessibility requests through the site's own email and phone", () => {
    for (const page of [en.accessibility, fr.accessibility]) {
      const contacts = page.sections.flatMap((section) => section.contacts ?? []);
      expect(contacts.map((contact) => contact.href).filter(Boolean)).toEqual([
        site.email.href,
        site.phone.href,
      ]);
      const addresses = [...JSON.stringify(page).matchAll(/[\w.+-]+@[\w-]+\.[\w.]+/g)];
      expect(new Set(addresses.map((match) => match[0]))).toEqual(new Set([site.email.display]));
    }
  });
});
