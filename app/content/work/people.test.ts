/**
 * The people the work quotes are real-sounding clients, each one person: a name is never given
 * to two people, never to someone of the agency's own team, and the avatar initials of a client
 * are never those of a team member (a reader would take one for the other).
 */
import { describe, expect, it } from "vitest";
import { initialsOf } from "~/lib/initials";
import { team as teamIn } from "../company/team";
import { featuredTestimonial, featuredTestimonialFr } from "../testimonials";
import { caseStudyContent, projectContent, workIn } from "./index";

const french = [...workIn.fr.caseStudies, ...workIn.fr.projects];
const english = [...caseStudyContent, ...projectContent];

const quoted = english.flatMap((work) =>
  work.quote ? [{ slug: work.slug, client: work.client, ...work.quote }] : [],
);
const team = teamIn.en;
const surname = (name: string) => name.split(/\s+/).at(-1)?.split("-") ?? [];

describe("the people quoted in the work", () => {
  it("are each quoted once: no name belongs to two people", () => {
    const names = quoted.map((person) => person.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("are no one else the site names: not a team member", () => {
    const others = team.map((member) => member.name);
    expect(quoted.filter((person) => others.includes(person.name))).toEqual([]);
  });

  it("include the home page's testimonial: a client whose story is published", () => {
    expect(quoted.map((person) => person.name)).toContain(featuredTestimonial.name);
    expect(featuredTestimonialFr.name).toBe(featuredTestimonial.name);
  });

  it("share no surname with one another or with the team", () => {
    const surnames = [...team.map((member) => member.name), ...quoted.map((p) => p.name)].flatMap(
      surname,
    );
    expect(surnames.filter((name, index) => surnames.indexOf(name) !== index)).toEqual([]);
  });

  it("never show a team member's initials", () => {
    const teamInitials = new Set(
      team.flatMap((member) => [member.initials, initialsOf(member.name)]),
    );
    const clashes = quoted
      .filter((person) => teamInitials.has(initialsOf(person.name)))
      .map((person) => `${person.name} (${initialsOf(person.name)})`);
    expect(clashes).toEqual([]);
  });

  it("each speak for one company, in both languages", () => {
    for (const person of quoted) {
      expect(person.role, person.slug).toContain(person.client);
      const twin = french.find((work) => work.slug === person.slug);
      expect(twin?.quote?.name, person.slug).toBe(person.name);
      expect(twin?.quote?.role, person.slug).toContain(twin?.client);
      expect(
        french.filter((work) => work.quote?.name === person.name).map((work) => work.slug),
      ).toEqual([person.slug]);
    }
  });
});
