import { claims, site } from "../site";
import type { WhyPageInput } from "./schema";

const [basic] = claims.maintenancePlans;

export default {
  meta: {
    title: "Why Work With Us: Senior Team, Fixed Quotes",
    description: `Why Canadian businesses choose ${site.name}: senior people on every project, fixed quotes in CAD, one named lead and support that continues after launch.`,
  },
  hero: {
    title: { text: "Why Canadian businesses choose", accent: site.name },
    description: `We are a Toronto digital team that gives you senior people, a fixed quote and one accountable lead, then stays with you after launch. Most projects go live in ${claims.timeline}.`,
    image: {
      scene: "network",
      alt: "Illustration of a connected team linking design, development, marketing and hosting work",
    },
  },
  intro: {
    title: { text: "An agency built around", accent: "what happens after the pitch" },
    paragraphs: [
      "Many business owners have hired an agency on the strength of a senior pitch team, only to meet junior staff once the contract was signed. Quotes grew, deadlines slipped, and after launch nobody answered the phone when a form stopped sending enquiries.",
      `${site.name} was set up to work the other way round. The people you meet are the people who do the work, the price is agreed before we start, and the same team looks after your website, software or campaigns for as long as you need them.`,
    ],
    image: {
      scene: "chat",
      alt: "Illustration of a project lead and a client reviewing a plan together in a chat window",
    },
  },
  carousel: {
    title: { text: "Six reasons clients", accent: "stay with us" },
    description:
      "What working with us looks like in practice, from the first call to the monthly report.",
    slides: [
      {
        key: "expertise",
        title: "Experience you can check",
        icon: "award",
        lines: [
          "Senior designers, developers and marketers do the work on every project, not only the sales call.",
          `Our team brings ${claims.experienceYears} years of combined experience from agencies and in-house teams.`,
          `Read our case studies, a selection from the ${claims.projects} projects we have delivered, and talk to past clients before you sign.`,
          "We build on mainstream, well-documented tools such as WordPress, Shopify, React and Laravel.",
        ],
      },
      {
        key: "client-centric",
        title: "Shaped around your business",
        icon: "target",
        lines: [
          "Every engagement starts with your goals, your customers and the numbers your business is judged on.",
          "One named lead is your contact from the first call to launch and beyond.",
          `We meet by video or in person, ${site.hours}: hours that overlap the working day in every Canadian time zone.`,
          "A short weekly update says what was done, what comes next and what we need from you.",
        ],
      },
      {
        key: "full-service",
        title: "One team from brand to hosting",
        icon: "layers",
        lines: [
          "Branding, websites, software, AI, marketing and hosting sit under one roof and one project plan.",
          "Designers and developers work side by side, so the design you approve is the one that gets built.",
          "With no handoffs between agencies, nobody can blame another supplier when something needs fixing.",
          "You can start with one service and add others later without briefing a new team.",
        ],
      },
      {
        key: "data-driven",
        title: "Decisions backed by evidence",
        icon: "chart-line",
        lines: [
          "Analytics and conversion tracking are set up before launch, not added as an afterthought.",
          "Monthly reports tie our work to enquiries, bookings and revenue, not only clicks and impressions.",
          "We test changes against a baseline and tell you plainly when something did not work.",
          `SEO plans come with honest timings: first gains in ${claims.seoFirstGains}, full results in ${claims.seoFullResults}.`,
        ],
      },
      {
        key: "affordability",
        title: "Fixed quotes in Canadian dollars",
        icon: "circle-dollar-sign",
        lines: [
          "A written, fixed-price quote in CAD within a week of a free consultation, plus applicable taxes (GST/HST, plus QST in Quebec).",
          "Any change in scope is priced in writing before extra work begins.",
          `Most builds launch in ${claims.timeline}, so your budget is not eaten by a drifting schedule.`,
          `Maintenance plans start at ${basic.price}, so ongoing care fits a small business budget.`,
        ],
      },
      {
        key: "caring-team",
        title: "Still here after launch",
        icon: "life-buoy",
        lines: [
          "Your staff get training and written guides, so they can update content with confidence.",
          `Sites on our hosting run in Canadian data centres, monitored against our ${claims.uptime} uptime target.`,
          "Updates, backups and monitoring continue every month, with a short report in plain language.",
          "When something breaks, you reach people who know your project, not a general ticket queue.",
        ],
      },
    ],
  },
  cta: {
    title: { text: "Tell us what you", accent: "want to get done" },
    description:
      "Book a free consultation. We will ask about your goals, suggest an approach and follow up with a fixed quote in Canadian dollars, with no obligation to go further.",
  },
} satisfies WhyPageInput;
