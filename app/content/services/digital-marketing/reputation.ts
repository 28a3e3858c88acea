import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "digital-marketing",
  slug: "reputation",
  name: "Online Reputation Management",
  meta: {
    title: "Online Reputation Management in Canada",
    description:
      "Honest reputation management for Canadian businesses: more genuine reviews, thoughtful responses and monitoring, with no fake reviews or shortcuts.",
  },
  hero: {
    title: { text: "Earn the reviews", accent: "your work deserves" },
    description:
      "We help Canadian businesses collect more genuine reviews, respond well to every one of them and keep an eye on what people say online, so a stranger's first impression matches the service you deliver.",
    showCTA: true,
    image: {
      scene: "shield",
      alt: "Illustration of a shield over a business listing with star ratings and customer reviews",
    },
  },
  intro: {
    title: { text: "A better reputation,", accent: "built the honest way" },
    paragraphs: [
      "Most customers read reviews before they call a contractor, book a clinic or choose a restaurant. Happy customers rarely think to leave one, while unhappy ones often do, so the public picture can be worse than reality. We close that gap by making it easy for real customers to share their experience.",
      "We never write fake reviews, buy them, or ask only happy customers while steering others away. That kind of shortcut breaks platform rules, can be a misleading representation under the Competition Act, and does lasting damage when it comes out. Our methods follow the Competition Bureau's guidance on online reviews and endorsements, as well as each platform's own policies.",
    ],
    image: {
      scene: "chat",
      alt: "Illustration of a business owner's reply to a customer review in a conversation thread",
    },
  },
  features: {
    title: { text: "What reputation", accent: "management includes" },
    description:
      "Practical, ongoing work that improves what people find when they search for your business name.",
    items: [
      {
        title: "Review request workflows",
        description:
          "Automated, well-timed requests by email or text after a visit or purchase, sent under CASL consent rules and easy for customers to act on.",
        icon: "send",
      },
      {
        title: "Review monitoring",
        description:
          "We track new reviews and mentions across Google, Facebook, Yelp and industry sites, and alert you the same business day to anything urgent.",
        icon: "bell",
      },
      {
        title: "Response writing",
        description:
          "We draft thoughtful, on-brand replies to positive and negative reviews, in English or French, for you to approve or to post under agreed guidelines.",
        icon: "message-circle",
      },
      {
        title: "Policy-based flagging",
        description:
          "Reviews that break platform rules, such as spam, conflicts of interest or reviews of the wrong business, are reported through the proper channels.",
        icon: "flag",
      },
      {
        title: "Listing accuracy",
        description:
          "Hours, addresses, phone numbers and categories are kept consistent across Google Business Profile and other directories, so customers are not sent astray.",
        icon: "map-pin",
      },
      {
        title: "Feedback insights",
        description:
          "We group review themes, from wait times to pricing, and share them each month so you can fix the causes rather than only the comments.",
        icon: "lightbulb",
      },
      {
        title: "Branded search review",
        description:
          "We check what appears when people search your business name and strengthen the accurate pages you control, such as profiles and your own site.",
        icon: "search",
      },
      {
        title: "Monthly reporting",
        description:
          "Rating trends, review volume, response times and recurring themes are summarized in a short report with recommended next steps.",
        icon: "chart-line",
      },
    ],
  },
  process: {
    title: { text: "How we improve", accent: "your reputation" },
    description: "A steady, transparent process that builds a reputation you can rely on.",
    steps: [
      {
        title: "Reputation audit",
        description:
          "We review your ratings, reviews, listings and branded search results across platforms and identify the biggest gaps and risks.",
      },
      {
        title: "Response guidelines",
        description:
          "Together we agree on tone, escalation rules and what can be said publicly, keeping privacy obligations under PIPEDA in mind.",
      },
      {
        title: "Review request setup",
        description:
          "We connect review requests to your booking, point-of-sale or CRM system so every customer gets the same fair invitation.",
      },
      {
        title: "Monitor and respond",
        description:
          "New reviews are answered promptly, concerns are passed to your team and policy violations are reported to the platform.",
      },
      {
        title: "Report and improve",
        description:
          "Each month we share trends and recurring themes, and suggest operational changes that tend to lead to better reviews.",
      },
    ],
  },
  showcase: {
    title: { text: "Recent", accent: "reputation work" },
    description: "A few of the Canadian businesses we help earn and manage their reviews.",
    items: [
      "reputation-lakehead-auto-service",
      "reputation-residence-les-erables",
      "reputation-maple-grove-veterinary",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Can you remove negative reviews?",
      answer:
        "Only when a review breaks the platform's rules, for example spam, hate speech, a conflict of interest or a review meant for another business. In those cases we report it through the proper process, though the platform makes the final decision. Genuine negative reviews stay up, and a calm, helpful reply usually does more good than removal would.",
    },
    {
      question: "Do you write or buy reviews?",
      answer:
        "No, never. Fake reviews and reviews written by staff or relatives mislead customers, break platform policies and can be treated as misleading advertising under the Competition Act. Every review we help you collect comes from a real customer describing a real experience.",
    },
    {
      question: "Can we offer customers a discount for leaving a review?",
      answer:
        "We advise against it. Google prohibits offering incentives for reviews, and the Competition Bureau expects any material connection, such as a reward, to be clearly disclosed. A simple, well-timed request to every customer works well without those risks.",
    },
    {
      question: "Why not only ask our happiest customers?",
      answer:
        "Filtering who gets asked, sometimes called review gating, is against Google's policies and gives an unfair picture to future customers. We send the same request to everyone and handle concerns directly when they come up. It produces a rating people trust.",
    },
    {
      question: "How much does reputation management cost?",
      answer: `Most plans for small and mid-sized Canadian businesses land between $500 and $2,000 CAD a month, depending on the number of locations, platforms and languages. Setup of review request workflows is usually a one-time fee. You get ${fixedQuote}; here the fixed price is a monthly fee, based on a short audit.`,
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Reputation", accent: "services" },
      description: "Choose the pieces you need, or combine them in one monthly plan.",
      items: [
        {
          title: "Review generation",
          description:
            "Fair, consistent review invitations sent to every customer by email, text or printed card, linked directly to the right review page.",
          icon: "star",
        },
        {
          title: "Review response management",
          description:
            "Prompt, professional replies to every review, with sensitive cases escalated to you and personal details kept out of public responses.",
          icon: "message-circle",
        },
        {
          title: "Google Business Profile management",
          description:
            "Accurate details, photos, posts and answers to common questions on the listing that most customers see before your website.",
          icon: "map-pin",
        },
        {
          title: "Multi-location reputation",
          description:
            "One view of ratings and reviews across every branch or franchise, with response standards shared by all locations.",
          icon: "store",
        },
        {
          title: "Issue response support",
          description:
            "When a complaint spreads or a news story appears, we help you prepare clear, honest statements and respond consistently across channels.",
          icon: "life-buoy",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "What an honest reputation", accent: "does for you" },
      items: [
        "A higher rating built on genuine reviews makes new customers more willing to call, book or buy.",
        "More recent reviews signal an active business, which supports your visibility in local map results.",
        "Thoughtful replies to criticism show future customers how you treat people when something goes wrong.",
        "Review themes give you honest, free feedback on service, staff and pricing.",
        "Following platform rules and Competition Bureau guidance protects you from removed reviews, penalties and embarrassing headlines.",
      ],
    },
    {
      type: "reasons",
      title: { text: "How we work", accent: "differently" },
      items: [
        "We never create, buy or trade reviews, and we will not take on work that asks us to.",
        "Every customer receives the same review request, with no filtering of unhappy customers.",
        "Responses are written in your voice and approved under rules you set, in English, French or both.",
        "Review requests and customer data are handled under CASL, PIPEDA and, for Quebec customers, Law 25.",
      ],
    },
  ],
  cta: {
    title: { text: "See what customers find", accent: "when they search for you" },
    description:
      "Send us your business name and locations. We will review your ratings, listings and search results and tell you honestly where to start.",
    button: "Request a reputation audit",
  },
  closing: `Tell us which review sites matter in your line of work and what has been bothering you there. We reply within ${site.responseTime} with honest advice on protecting your good name, a rough budget and a timeline.`,
} satisfies ServiceInput;
