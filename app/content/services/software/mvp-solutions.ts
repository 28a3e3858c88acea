import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "software",
  slug: "mvp-solutions",
  name: "MVP Solutions",
  meta: {
    title: "MVP Development for Canadian Startups",
    description:
      "Launch a minimum viable product in 8 to 12 weeks. We help Canadian founders test demand with real users before committing a full budget.",
  },
  hero: {
    title: { text: "Test your idea with real users", accent: "in 8 to 12 weeks" },
    description:
      "We build focused minimum viable products for Canadian startups and established businesses exploring a new line, so you learn what customers will pay for before spending your full budget.",
    showCTA: true,
    image: {
      scene: "code",
      alt: "Illustration of a product prototype taking shape in a code editor beside a launch checklist",
    },
  },
  intro: {
    title: { text: "Learn fast,", accent: "spend carefully" },
    paragraphs: [
      "Most new products fail because they solve a problem people do not have badly enough, not because the code was poor. An MVP is the smallest version of your product that lets real customers use it, pay for it or reject it, so you learn quickly and cheaply.",
      `We help you cut the idea down to the one workflow that proves or disproves it, then build that properly in 8 to 12 weeks. The result is a working product on a foundation you can extend, not a throwaway demo.`,
    ],
    image: {
      scene: "chart",
      alt: "Illustration of early user sign-ups and activation rates charted week by week after launch",
    },
  },
  features: {
    title: { text: "What an MVP", accent: "with us includes" },
    description:
      "Everything you need to put a credible product in front of users and learn from them.",
    items: [
      {
        title: "Scope workshop",
        description:
          "A structured session that turns a long feature wish list into the short list needed to test your riskiest assumption.",
        icon: "target",
      },
      {
        title: "Clickable prototype",
        description:
          "A realistic prototype you can show to prospects and investors within the first two weeks, before development starts.",
        icon: "pen-tool",
      },
      {
        title: "Production-quality core",
        description:
          "Clean, tested code on a mainstream stack, so the MVP can grow into the full product instead of being rewritten.",
        icon: "code-xml",
      },
      {
        title: "Payments from day one",
        description:
          "Stripe or Moneris checkout, pre-orders or subscriptions, because a willingness to pay is the strongest signal you can get.",
        icon: "credit-card",
      },
      {
        title: "Built-in analytics",
        description:
          "Sign-up, activation and retention tracking set up before launch, with consent handled to respect PIPEDA and CASL.",
        icon: "bar-chart-3",
      },
      {
        title: "Investor-ready documentation",
        description:
          "Architecture notes, a technical roadmap and clear ownership of code and accounts to support due diligence and grant applications.",
        icon: "file-text",
      },
    ],
  },
  process: {
    title: { text: "Our MVP process,", accent: "8 to 12 weeks end to end" },
    description:
      "Short, fixed phases with a decision point at the end of each one: a prototype in the first two weeks and, for most products, launch by week twelve.",
    steps: [
      {
        title: "Define the hypothesis",
        description:
          "We agree on who the customer is, the problem you solve and the result that would prove the idea is worth pursuing.",
      },
      {
        title: "Prototype and validate",
        description:
          "We design a clickable prototype and put it in front of five to ten prospective users to catch wrong turns early.",
      },
      {
        title: "Build the core",
        description:
          "Weekly demos of working software keep scope tight and let you adjust course as you learn.",
      },
      {
        title: "Launch to first users",
        description:
          "We release to a controlled group, set up support channels and monitor every step of the user journey.",
      },
      {
        title: "Measure and decide",
        description:
          "We review the data with you and plan the next move: double down, adjust the offer or stop before spending more.",
      },
    ],
  },
  showcase: {
    title: { text: "MVPs that", accent: "found their market" },
    description: "Early-stage products we built with Canadian founders.",
    items: [
      "mvp-tutorloop-booking",
      "mvp-cratewise-surplus-marketplace",
      "mvp-claimready-contractor-invoicing",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How long does it take to build an MVP?",
      answer: `Most MVPs take 8 to 12 weeks, depending on the number of user types, integrations and how much design work is needed. We agree the timeline in writing after the scope workshop and hold to it by trimming scope, not by slipping dates.`,
    },
    {
      question: "How much does an MVP cost?",
      answer: `Most MVPs we build land between $25,000 and $80,000 CAD. A prototype-only engagement for investor conversations or user testing can cost considerably less. You get ${fixedQuote}.`,
    },
    {
      question: "Can Canadian grants or tax credits help fund an MVP?",
      answer:
        "Some founders use programs such as IRAP or claim SR&ED tax credits for eligible development work. We are not a grant advisor, but we keep the technical records and documentation those programs typically ask for.",
    },
    {
      question: "Will we have to rebuild the MVP later?",
      answer:
        "Not if we do our job properly. We cut features, not quality, and build on a mainstream stack, so the MVP becomes version one of the real product.",
    },
    {
      question: "What if the MVP shows the idea does not work?",
      answer:
        "Then it has done its job at a fraction of the cost of a full build. Often the data points to a different customer or a narrower offer, and we help you plan that pivot.",
    },
  ],
  sections: [
    {
      type: "reasons",
      title: { text: "Why founders build", accent: "their MVP with us" },
      items: [
        "A launch date fixed in writing, usually 8 to 12 weeks out, with scope managed openly so it does not drift.",
        "Senior people on your project who have taken products from idea to paying customers before.",
        "Honest advice, including when a landing page or manual service would test your idea more cheaply than software.",
        "You own the code, designs and accounts from day one, which keeps investors and acquirers comfortable.",
        "We understand the Canadian context, from bilingual launches to PIPEDA-ready data handling.",
      ],
    },
    {
      type: "case-studies",
      title: { text: "MVP", accent: "case studies" },
      description:
        "What happened after our clients put their first version in front of real customers.",
      items: [
        {
          title: "From spreadsheet service to paid platform",
          client: "Tutorloop, Vancouver edtech startup",
          results: [
            "400 paid tutoring sessions booked in the first 8 weeks",
            "Tutor onboarding time cut from 3 days to 1 hour",
            "Pre-seed round closed on the strength of MVP traction",
          ],
          technologies: ["React Native", "Node.js", "PostgreSQL", "Stripe"],
          cta: { label: "Discuss a similar project", to: "/contact-us" },
        },
        {
          title: "Validating a two-sided marketplace in one city",
          client: "Cratewise, Winnipeg food-surplus marketplace",
          results: [
            "60 restaurants and 2,100 buyers joined during the pilot",
            "38% of first-time buyers ordered again within a month",
            "Expansion to Regina and Saskatoon planned on pilot data",
          ],
          technologies: ["Next.js", "Supabase", "Stripe Connect"],
          cta: { label: "See more of our work", to: "/portfolio" },
        },
      ],
    },
  ],
  cta: {
    title: { text: "Have an idea", accent: "worth testing?" },
    description: `Book a scope workshop: you leave with a clear MVP plan and a launch date within 8 to 12 weeks, and you get ${fixedQuote}.`,
    button: "Plan my MVP",
  },
  closing: `Tell us the problem your product solves and who your first customers would be. Within ${site.responseTime} we reply with honest advice on the smallest version worth launching, a rough budget and a timeline.`,
} satisfies ServiceInput;
