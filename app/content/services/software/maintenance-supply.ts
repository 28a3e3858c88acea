import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";

export default {
  category: "software",
  slug: "maintenance-supply",
  name: "Software Maintenance & Supply",
  meta: {
    title: "Software Maintenance, Support and Supply",
    description:
      "Ongoing maintenance, security updates, licence supply and dedicated developers for Canadian businesses that depend on custom software.",
  },
  hero: {
    title: { text: "Keep your software", accent: "secure, supported and moving forward" },
    description:
      "We look after the applications your business depends on: security patches, bug fixes, monitoring and improvements, plus the licences, tools and developers you need to keep them running.",
    showCTA: true,
    image: {
      scene: "server",
      alt: "Illustration of monitored servers with health checks and update status indicators",
    },
  },
  intro: {
    title: { text: "Software that is not maintained", accent: "slowly becomes a liability" },
    paragraphs: [
      "Frameworks reach end of life, libraries publish security fixes, and cloud providers retire services on their own schedule. Left alone, a reliable application gradually becomes slow, fragile and exposed, and the eventual rescue costs far more than steady care would have.",
      "We take responsibility for that care, whether we built your software or inherited it from another team. You get a named team that knows your system, predictable monthly costs in CAD, and a clear record of what was done each month.",
    ],
    image: {
      scene: "shield",
      alt: "Illustration of a protective shield over an application with patched vulnerabilities listed",
    },
  },
  features: {
    title: { text: "What our maintenance", accent: "covers" },
    description: "The routine and the unexpected, handled by people who know your codebase.",
    items: [
      {
        title: "Security patching",
        description:
          "Dependencies, frameworks and servers are kept current, with critical vulnerabilities assessed and patched promptly.",
        icon: "shield-check",
      },
      {
        title: "Monitoring and alerting",
        description: `Uptime, errors and performance are watched around the clock, and hosting we manage is held to our ${claims.uptime} uptime target.`,
        icon: "activity",
      },
      {
        title: "Bug fixes and small changes",
        description:
          "Report an issue or request a tweak through one channel, and track it from acknowledgement to release.",
        icon: "wrench",
      },
      {
        title: "Backups and recovery",
        description:
          "Automated, encrypted backups stored in Canada, with restores tested on a schedule rather than assumed to work.",
        icon: "hard-drive",
      },
      {
        title: "Performance tuning",
        description:
          "Slow pages, heavy queries and rising cloud bills are investigated and fixed before users start to complain.",
        icon: "gauge",
      },
      {
        title: "Monthly reporting",
        description:
          "A plain-language report of updates applied, incidents handled, time used and recommendations for the months ahead.",
        icon: "file-text",
      },
    ],
  },
  process: {
    title: { text: "How we take over", accent: "your software" },
    description: "A careful onboarding so nothing is lost when responsibility changes hands.",
    steps: [
      {
        title: "Technical audit",
        description:
          "We review the code, infrastructure, dependencies and documentation, and report the risks in order of urgency.",
      },
      {
        title: "Handover and access",
        description:
          "We secure credentials, repositories and hosting accounts in your company's name and document how the system runs.",
      },
      {
        title: "Stabilize",
        description:
          "Urgent security updates, backups and monitoring go in first, so the system is safe before improvements begin.",
      },
      {
        title: "Ongoing care",
        description:
          "Routine updates and fixes follow an agreed schedule, with response times set out in your support agreement.",
      },
      {
        title: "Quarterly review",
        description:
          "Each quarter we review performance, costs and your roadmap, and plan upgrades before anything reaches end of life.",
      },
    ],
  },
  showcase: {
    title: { text: "Systems we", accent: "keep running" },
    description: "Examples of long-term support arrangements with Canadian organizations.",
    items: [
      "maintenance-ottawa-valley-member-tools",
      "maintenance-bow-river-legacy-rescue",
      "maintenance-maritime-home-care-scheduling",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Can you maintain software that another company built?",
      answer:
        "Yes, and much of our maintenance work starts that way. We begin with a paid technical audit so you know exactly what you have, then take over in stages once access and documentation are in order.",
    },
    {
      question: "How much does software maintenance cost?",
      answer:
        "It depends on the size of the system and the response times you need. Most software support agreements land between $1,500 and $8,000 CAD per month, and include a set number of development hours that can go towards improvements.",
    },
    {
      question: "What does the supply part of the service include?",
      answer:
        "We source and manage the licences, cloud subscriptions, certificates and developer tools your software depends on, on one invoice in CAD, plus applicable taxes (GST/HST, plus QST in Quebec). We can also supply dedicated developers who work as part of your team, month by month.",
    },
    {
      question: "How quickly do you respond to a critical issue?",
      answer: `Response times are written into your agreement. Our support team works ${site.hours}, and during those hours we acknowledge a critical incident within the hour. Monitoring runs around the clock, so an outage that starts overnight is logged with its alerts and error traces, ready for the team when it starts the day.`,
    },
    {
      question: "Will we get locked into working with you?",
      answer:
        "No. Your code, accounts and documentation stay in your name, and our agreements run month to month after an initial term. If you move on, we provide a proper handover.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Maintenance and supply", accent: "services" },
      description: "Choose the support you need, from routine upkeep to a dedicated team.",
      items: [
        {
          title: "Application support",
          description:
            "Ongoing maintenance, updates and fixes for web, mobile and SaaS applications, under a clear support agreement.",
          icon: "life-buoy",
        },
        {
          title: "Legacy modernization",
          description:
            "Planned upgrades from unsupported frameworks, languages or servers to current, maintainable versions, in manageable stages.",
          icon: "refresh-cw",
        },
        {
          title: "Licence and subscription supply",
          description:
            "We procure, renew and track the software licences, cloud services and certificates your systems depend on, so nothing lapses.",
          icon: "package",
        },
        {
          title: "Dedicated developers",
          description:
            "Experienced developers supplied on a monthly basis to extend your team, managed by us and working in your tools.",
          icon: "users",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "What steady maintenance", accent: "gives you" },
      items: [
        "Fewer outages and security incidents, because problems are caught and patched before they are exploited.",
        "Predictable monthly costs in CAD instead of expensive emergency call-outs.",
        "A system that stays compatible with current browsers, devices and operating systems.",
        "Records of updates and backups that help answer PIPEDA, insurance and client security questionnaires.",
        "Knowledge of your system held by a team, not a single contractor who might move on.",
      ],
    },
  ],
  cta: {
    title: { text: "Worried about the software", accent: "you depend on?" },
    description:
      "Start with a technical audit. We will tell you where the risks are, what to fix first and what ongoing care would cost.",
    button: "Request a software audit",
  },
  closing: `Tell us what the software does for your business, who built it and what worries you about it. We reply within ${site.responseTime} with honest advice, a rough budget for ongoing care and a timeline.`,
} satisfies ServiceInput;
