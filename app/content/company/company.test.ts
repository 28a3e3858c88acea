import { describe, expect, it } from "vitest";
import { categories, categoryPath, servicePath, services } from "../catalogue";
import { claims, site, whyPath } from "../site";
import about from "./about";
import accessibility from "./accessibility";
import faqs from "./faqs";
import privacy from "./privacy";
import {
  aboutPageSchema,
  accessibilityPageSchema,
  faqPageSchema,
  privacyPageSchema,
  whyPageSchema,
} from "./schema";
import why from "./why";

const faqGroupIds = [
  "working-with-us",
  "pricing",
  "web",
  "software",
  "artificial-intelligence",
  "digital-marketing",
  "branding",
  "hosting",
];

/** Pages a FAQ answer may point to. */
const knownPages = new Set<string>([
  "/portfolio",
  "/about-us",
  "/contact-us",
  "/book",
  whyPath,
  "/privacy",
  "/accessibility",
  ...categories.map((category) => categoryPath(category.slug)),
  ...services.map(servicePath),
]);

const sources = import.meta.glob<string>("./{why,about,faqs,accessibility}.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});

const modules = [
  { file: "why.ts", schema: whyPageSchema, data: why },
  { file: "about.ts", schema: aboutPageSchema, data: about },
  { file: "faqs.ts", schema: faqPageSchema, data: faqs },
  { file: "accessibility.ts", schema: accessibilityPageSchema, data: accessibility },
] as const;

describe.each(modules)("company page $file", ({ file, schema, data }) => {
  const text = JSON.stringify(data);

  it("matches its schema", () => {
    expect(schema.safeParse(data).error?.issues ?? []).toEqual([]);
  });

  it("has no placeholder copy, markup or exclamation marks", () => {
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|coming soon|\[insert/i);
    expect(text).not.toMatch(/<[a-z/][^>]*>/i);
    expect(text).not.toContain("!");
  });

  it("reads the brand name and claimed figures from the site module", () => {
    const source = sources[`./${file}`] ?? "";
    expect(source.length).toBeGreaterThan(0);
    expect(source).not.toContain(site.name);
    const figures = [
      claims.timeline,
      claims.uptime,
      claims.experienceYears,
      claims.projects,
      claims.clients,
      claims.seoFirstGains,
      claims.seoFullResults,
      ...claims.maintenancePlans.map((plan) => plan.price).filter((price) => price.includes("$")),
    ];
    for (const figure of figures) {
      expect(source).not.toContain(figure);
    }
  });

  it("gives artwork alt text that starts with 'Illustration of'", () => {
    const alts = [...text.matchAll(/"alt":"([^"]*)"/g)].map((match) => match[1] ?? "");
    for (const alt of alts) {
      expect(alt.startsWith("Illustration of")).toBe(true);
    }
  });
});

describe("the why page", () => {
  it("keeps every carousel line between 20 and 140 characters", () => {
    for (const slide of why.carousel.slides) {
      for (const line of slide.lines) {
        expect(line.length, line).toBeGreaterThanOrEqual(20);
        expect(line.length, line).toBeLessThanOrEqual(140);
      }
    }
  });
});

describe("the about page", () => {
  it("has unique team members, initials matching their names", () => {
    const members = about.team.members;
    expect(new Set(members.map((member) => member.name)).size).toBe(members.length);
    for (const member of members) {
      const parts = member.name.split(" ");
      const expected = `${parts[0]?.[0]}${parts.at(-1)?.[0]}`.toUpperCase();
      expect(member.initials).toBe(expected);
    }
  });
});

describe("the FAQ page", () => {
  const items = faqs.groups.flatMap((group) => group.items);

  it("has exactly the eight groups, in order", () => {
    expect(faqs.groups.map((group) => group.id)).toEqual(faqGroupIds);
  });

  it("gives each group 4-6 questions", () => {
    for (const group of faqs.groups) {
      expect(group.items.length, group.id).toBeGreaterThanOrEqual(4);
      expect(group.items.length, group.id).toBeLessThanOrEqual(6);
    }
  });

  it("has unique question ids that do not clash with group ids", () => {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(faqGroupIds).not.toContain(id);
    }
  });

  it("has unique questions", () => {
    const questions = items.map((item) => item.question);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("links only to pages that exist", () => {
    const targets = items.flatMap((item) => ("link" in item && item.link ? [item.link.to] : []));
    expect(targets.length).toBeGreaterThan(0);
    for (const to of targets) {
      expect(to.startsWith("/"), to).toBe(true);
      expect(knownPages.has(to), to).toBe(true);
    }
  });
});

describe("the privacy page", () => {
  const ids = privacy.sections.map((section) => section.id);

  it("matches its schema", () => {
    expect(privacyPageSchema.safeParse(privacy).error?.issues ?? []).toEqual([]);
  });

  it("has unique section ids", () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has the sections the policy needs", () => {
    const required = [
      "what-we-collect",
      "why",
      "retention",
      "who-sees-it",
      "access-and-correction",
      "withdraw-consent",
      "cookies",
      "contact",
    ];
    for (const id of required) {
      expect(ids, id).toContain(id);
    }
  });

  it("has no placeholder copy", () => {
    expect(JSON.stringify(privacy)).not.toMatch(/lorem|ipsum|\btodo\b|coming soon|tbd/i);
  });
});

describe("the accessibility statement", () => {
  const ids = accessibility.sections.map((section) => section.id);
  const text = JSON.stringify(accessibility);
  const contacts = accessibilityPageSchema
    .parse(accessibility)
    .sections.flatMap((section) => section.contacts ?? []);

  it("has unique section ids", () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has the sections a statement needs", () => {
    const required = [
      "standard",
      "how-we-test",
      "keyboard",
      "not-tested",
      "known-limitations",
      "another-format",
      "how-we-answer",
      "aoda",
      "reviews",
    ];
    for (const id of required) {
      expect(ids, id).toContain(id);
    }
  });

  it("names the standard, the Ontario law and its regulation", () => {
    expect(text).toContain("WCAG) 2.2 at level AA");
    expect(text).toContain("Accessibility for Ontarians with Disabilities Act");
    expect(text).toContain("O. Reg. 191/11");
  });

  it("was last reviewed on 2026-11-23, with the next review planned after it", () => {
    expect(accessibility.reviewed).toBe("2026-11-23");
    expect(accessibility.nextReview > accessibility.reviewed).toBe(true);
    const { success } = accessibilityPageSchema.safeParse({
      ...accessibility,
      nextReview: accessibility.reviewed,
    });
    expect(success).toBe(false);
  });

  it("takes requests by email, phone and post, through the site's own contacts", () => {
    expect(contacts.map((contact) => contact.label)).toEqual(["Email", "Phone", "Post"]);
    expect(contacts).toContainEqual({
      label: "Email",
      value: site.email.display,
      href: site.email.href,
    });
    expect(contacts).toContainEqual({
      label: "Phone",
      value: site.phone.display,
      href: site.phone.href,
    });
    expect(contacts.find((contact) => contact.label === "Post")?.value).toContain(
      site.mailingAddress,
    );
    const addresses = [...text.matchAll(/[\w.+-]+@[\w-]+\.[\w.]+/g)].map((match) => match[0]);
    expect(new Set(addresses)).toEqual(new Set([site.email.display]));
  });

  it("says who answers, how fast, and at what cost", () => {
    const answers = accessibility.sections.find((section) => section.id === "how-we-answer");
    const commitments = JSON.stringify(answers);
    expect(commitments).toContain("accessibility lead");
    expect(commitments).toMatch(/within 2 business days/);
    expect(commitments).toMatch(/within \d+ business days/);
    expect(commitments).toMatch(/no extra cost/);
  });

  it("says plainly what has not been tested", () => {
    const untested = JSON.stringify(
      accessibility.sections.find((section) => section.id === "not-tested"),
    );
    for (const gap of ["JAWS", "NVDA", "VoiceOver", "TalkBack", "speech input", "switch access"]) {
      expect(untested, gap).toContain(gap);
    }
  });
});
