import type { IconName } from "../components/ui/icon";
import { claims, site } from "./site";
import { featuredTestimonial } from "./testimonials";
import type { Widen } from "./types";

export const homeContent = {
  meta: {
    title: `${site.name} | Web, software and marketing agency in Toronto`,
    description:
      "Toronto digital agency building fast websites, custom software, AI tools and marketing that bring Canadian businesses qualified enquiries. Free consultation.",
  },
  hero: {
    eyebrow: `Toronto digital agency · since ${site.founded}`,
    title: { text: "Websites, software and growth for", accent: "ambitious Canadian businesses" },
    description:
      "We design, build and market the digital side of your business: a site that loads in a second, software that removes busywork, and campaigns that fill your calendar with the right enquiries.",
    primary: { label: "Book a free consultation", to: "/book" },
    secondary: { label: "See how we work", to: "#process" },
    sectors: [
      "Healthcare",
      "Retail",
      "Professional services",
      "SaaS",
      "Trades",
      "Financial services",
    ],
  },
  services: {
    eyebrow: "What we do",
    title: { text: "One team for everything your business", accent: "does online" },
    description:
      "Six practices, one project lead. Start with the service you need today; add the rest when the business is ready, without briefing a new agency each time.",
  },
  whyUs: {
    title: { text: "Why Choose", accent: "Us?" },
    subtitle: "We Help You Succeed",
    description:
      "Small enough that a senior person answers your call, experienced enough to have solved your problem before.",
    values: [
      {
        icon: "award",
        title: "Expertise & Experience",
        description: `${claims.experienceYears} years of combined experience across design, engineering and marketing, applied to ${claims.projects} delivered projects for Canadian organizations.`,
      },
      {
        icon: "handshake",
        title: "Client-Centric Approach",
        description:
          "You work with the people doing the work. Weekly check-ins, a shared roadmap and plain-language reports, so you always know what is done and what is next.",
      },
      {
        icon: "layers",
        title: "End-to-End Services",
        description:
          "Strategy, brand, website, software, hosting and marketing under one roof, which means one contract, one point of contact and no finger-pointing between vendors.",
      },
      {
        icon: "shield-check",
        title: "Commitment to Quality",
        description: `Accessible (WCAG 2.2 AA), fast and secure by default, tested before launch and hosted with our ${claims.uptime} uptime target. We fix what we ship.`,
      },
    ] satisfies Array<{ icon: IconName; title: string; description: string }>,
  },
  figures: {
    title: "The numbers behind the work",
  },
  process: {
    eyebrow: "How we work",
    title: { text: "From first call to launch in", accent: claims.timeline },
    description:
      "Most projects launch within that window. A fixed scope and a named lead keep it there, and you see working software from the second week on.",
    steps: [
      {
        icon: "search",
        title: "Discover",
        description:
          "A free consultation call, then a short workshop to agree goals, audience, budget and how success will be measured.",
      },
      {
        icon: "pen-tool",
        title: "Design",
        description:
          "Wireframes and a clickable prototype you can test with real customers before a single line of production code is written.",
      },
      {
        icon: "code-xml",
        title: "Build",
        description:
          "Two-week sprints with a staging link you can open at any time. Accessibility, speed and security are checked on every release.",
      },
      {
        icon: "rocket",
        title: "Launch & grow",
        description:
          "We launch, watch the numbers and keep improving through maintenance, hosting and marketing plans sized to your business.",
      },
    ] satisfies Array<{ icon: IconName; title: string; description: string }>,
  },
  testimonial: featuredTestimonial,
  cta: {
    title: { text: "Let's build what's next for", accent: "your business" },
    description: `Tell us where you want to be in a year. We reply within one business day with honest advice, a rough budget and a timeline, usually ${claims.timeline}.`,
    button: { label: `Get Started with ${site.name}`, to: "/contact-us" },
  },
} as const;

/** What the French home page must write: the same sections, lists of the same length. */
export type HomeContent = Widen<typeof homeContent>;
