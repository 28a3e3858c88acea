import { describe, expect, it } from "vitest";
import { companyPages } from "~/lib/company.server";
import { initialsOf } from "~/lib/initials";
import { homeContent, homeContentFr } from "./home";
import { claims, claimsFr, copyrightLine, site, siteFr } from "./site";
import { featuredTestimonial, featuredTestimonialFr } from "./testimonials";
import { caseStudyContent, projectContent, workIn } from "./work";

const { about, accessibility, faq: faqs, why } = companyPages.en;
const { about: aboutFr, accessibility: accessibilityFr, faq: faqsFr, why: whyFr } = companyPages.fr;

/**
 * The company's figures agree with each other and with what the site publishes: a careful
 * reader who counts the case studies, the team and the years finds no contradiction.
 */
const floor = (figure: string) => Number.parseInt(figure.replace(/\D/g, ""), 10);
const thisYear = new Date().getFullYear();

describe("the company's figures", () => {
  const published = caseStudyContent.length + projectContent.length;
  const clientsNamed = new Set(
    [...caseStudyContent, ...projectContent].map((work) => work.client.toLowerCase()),
  );

  it("states the brief's own figures, exactly", () => {
    expect(claims).toMatchObject({
      timeline: "4-12 weeks",
      uptime: "99.9%",
      experienceYears: "25+",
      projects: "30+",
      clients: "80+",
    });
  });

  it("publishes a selection of the projects it says it delivered, for clients it can name", () => {
    expect(published).toBeGreaterThanOrEqual(floor(claims.projects));
    expect(clientsNamed.size).toBeGreaterThan(0);
  });

  it("gives the team at least the experience it claims, summed from each member's start", () => {
    const years = about.team.members.reduce(
      (sum, member) => sum + (thisYear - member.inTradeSince),
      0,
    );
    expect(years).toBeGreaterThanOrEqual(floor(claims.experienceYears));
  });

  it("gives the founders fewer years at the founding than the team has today", () => {
    const founders = about.team.members.filter((member) => "founder" in member && member.founder);
    expect(founders.length).toBeGreaterThan(0);
    const atFounding = founders.reduce((sum, m) => sum + (site.founded - m.inTradeSince), 0);
    expect(atFounding).toBeLessThan(floor(claims.experienceYears));
    expect(about.story.paragraphs.join(" ")).toContain(`${atFounding} years`);
    expect(aboutFr.story.paragraphs.join(" ")).toMatch(new RegExp(`${atFounding}\\sans`));
  });

  it("says the same figures in French", () => {
    for (const key of ["experienceYears", "projects", "clients"] as const) {
      expect(floor(claimsFr[key])).toBe(floor(claims[key]));
      expect(floor(claimsFr.inProse[key])).toBe(floor(claims[key]));
    }
  });

  it("keeps the same team in both languages, with the same years", () => {
    expect(aboutFr.team.members.map((m) => [m.name, m.inTradeSince])).toEqual(
      about.team.members.map((m) => [m.name, m.inTradeSince]),
    );
  });

  it("dates its copyright from the founding", () => {
    expect(copyrightLine(new Date("2026-06-01"))).toMatch(new RegExp(`^© ${site.founded}–2026 `));
  });
});

describe("the people the site names", () => {
  const team = about.team.members.map((member) => ({ name: member.name, at: site.name }));
  const quoted = [...caseStudyContent, ...projectContent].flatMap((work) =>
    work.quote ? [{ name: work.quote.name, at: work.client }] : [],
  );

  it("gives no name to two people: one name, one company", () => {
    const companies = new Map<string, Set<string>>();
    for (const { name, at } of [...team, ...quoted]) {
      if (!companies.has(name)) companies.set(name, new Set());
      companies.get(name)?.add(at);
    }
    const twice = [...companies]
      .filter(([, at]) => at.size > 1)
      .map(([name, at]) => `${name}: ${[...at].join(", ")}`);
    expect(twice).toEqual([]);
  });

  it("quotes no client who shares a team member's initials", () => {
    const teamInitials = new Set(about.team.members.map((member) => member.initials));
    const clash = quoted.filter(({ name }) => teamInitials.has(initialsOf(name)));
    expect(clash).toEqual([]);
  });
});

describe("the home page", () => {
  const stories = [...caseStudyContent, ...projectContent];
  const french = [...workIn.fr.caseStudies, ...workIn.fr.projects];

  it("quotes a client whose story is published, in that story's words, in both languages", () => {
    const story = stories.find((work) => work.quote?.name === featuredTestimonial.name);
    expect(story?.quote).toEqual({
      text: featuredTestimonial.quote,
      name: featuredTestimonial.name,
      role: featuredTestimonial.role,
    });
    const twin = french.find((work) => work.slug === story?.slug);
    expect(twin?.quote).toEqual({
      text: featuredTestimonialFr.quote,
      name: featuredTestimonialFr.name,
      role: featuredTestimonialFr.role,
    });
  });

  /** What a story's sector says when it belongs to a sector the home page names. */
  const sectorWords: Record<string, RegExp> = {
    Healthcare: /health|dental|physio|clinic|veterinary/i,
    Retail: /retail/i,
    "Professional services": /professional|law|legal|accounting|engineering|insurance/i,
    SaaS: /saas/i,
    Trades: /hvac|heating|landscaping|millwork|home services|renovation|auto repair/i,
    "Financial services": /financial|credit|insurance/i,
  };

  it("names only sectors the published stories cover", () => {
    const uncovered = homeContent.hero.sectors.filter(
      (sector) => !stories.some((work) => sectorWords[sector]?.test(work.sector)),
    );
    expect(uncovered).toEqual([]);
    expect(homeContentFr.hero.sectors).toHaveLength(homeContent.hero.sectors.length);
  });
});

describe("the support hours and the uptime target", () => {
  const english = JSON.stringify([homeContent, why, faqs, accessibility]);
  const frenchCopy = JSON.stringify([homeContentFr, whyFr, faqsFr, accessibilityFr]);

  it("give support hours only as the site module states them", () => {
    expect(english).toContain(site.hours);
    expect(frenchCopy).toContain(siteFr.hours);
    const times = /\b\d{1,2}(:\d{2})? ?(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}[ \u00a0]h\b/gi;
    expect(english.replaceAll(site.hours, "").match(times)).toBeNull();
    expect(frenchCopy.replaceAll(siteFr.hours, "").match(times)).toBeNull();
  });

  it("state the uptime as a target, never as a promise", () => {
    const en = english.split(claims.uptime).slice(1);
    expect(en.length).toBeGreaterThan(0);
    for (const after of en) expect(after.startsWith(" uptime target")).toBe(true);
    const fr = frenchCopy.split(claimsFr.uptime).slice(0, -1);
    expect(fr.length).toBeGreaterThan(0);
    for (const before of fr) expect(before.endsWith("objectif de disponibilité de ")).toBe(true);
  });
});
