import { describe, expect, it } from "vitest";
import about from "./company/about";
import aboutFr from "./company/about.fr";
import { claims, claimsFr, copyrightLine, site } from "./site";
import { caseStudyContent, projectContent } from "./work";

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

  it("claims at least as many projects delivered as it publishes, and at least as many as clients", () => {
    expect(floor(claims.projects)).toBeGreaterThanOrEqual(published);
    expect(floor(claims.projects)).toBeGreaterThanOrEqual(floor(claims.clients));
    expect(floor(claims.clients)).toBeGreaterThanOrEqual(clientsNamed.size);
  });

  it("sums the team's experience from each member's start in the trade: true, and not stale", () => {
    const years = about.team.members.reduce(
      (sum, member) => sum + (thisYear - member.inTradeSince),
      0,
    );
    expect(floor(claims.experienceYears)).toBeLessThanOrEqual(years);
    expect(floor(claims.experienceYears)).toBeGreaterThan(years - 20);
  });

  it("gives the founders fewer years at the founding than the team has today", () => {
    const founders = about.team.members.filter((member) => "founder" in member && member.founder);
    expect(founders.length).toBeGreaterThan(0);
    const atFounding = founders.reduce((sum, m) => sum + (site.founded - m.inTradeSince), 0);
    expect(atFounding).toBeLessThan(floor(claims.experienceYears));
    expect(about.story.paragraphs.join(" ")).toContain(`${atFounding} years`);
    expect(aboutFr.story.paragraphs.join(" ")).toContain(`${atFounding} ans`);
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
  const initialsOf = (name: string) =>
    name
      .split(/[\s-]+/)
      .map((part) => part[0])
      .join("")
      .toUpperCase();

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
    const clash = quoted.filter(({ name }) =>
      teamInitials.has(initialsOf(name).slice(0, 1) + initialsOf(name).slice(-1)),
    );
    expect(clash).toEqual([]);
  });
});
