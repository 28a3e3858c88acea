import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";
import { fixedQuote } from "../promise";

const consultation = `${claims.copywritingConsultation.minutes}-minute`;
const consultationSteps = claims.copywritingConsultation.steps;

export default {
  category: "web",
  slug: "copywriting",
  name: "Copywriting",
  meta: {
    title: "Website & Marketing Copywriting in Canada",
    description: `Clear, persuasive copy for Canadian businesses: web pages, product descriptions and emails. Start with a free ${consultation} consultation.`,
  },
  hero: {
    title: { text: "Words that make customers", accent: "pick up the phone" },
    description: `We write website, product and marketing copy that explains what you do in plain language and gives readers a reason to act. Every project starts with a free ${consultation} consultation.`,
    showCTA: true,
    image: {
      scene: "print",
      alt: "Illustration of a printed page of marketing copy with headlines and edits marked in the margin",
    },
  },
  intro: {
    title: { text: "Good copy answers questions", accent: "before they are asked" },
    paragraphs: [
      "Visitors skim. They want to know what you offer, whether it fits their situation and what happens next, and they decide in seconds. We write copy that answers those questions in your customers' own words, with a clear next step on every page.",
      `Getting started is easy: our free ${consultation} consultation works in ${consultationSteps} steps. We learn about your business and audience, review the copy you have today, and outline a plan. You then get ${fixedQuote}, with no obligation to go further.`,
    ],
    image: {
      scene: "chat",
      alt: "Illustration of a conversation between a copywriter and a client planning the message for a website",
    },
  },
  features: {
    title: { text: "How we write", accent: "copy that works" },
    description:
      "Our writing is grounded in research and shaped for the page, the reader and the goal.",
    items: [
      {
        title: "Customer research first",
        description:
          "We interview your team, read reviews and study competitors to find the words your customers actually use and the objections they raise.",
        icon: "search",
      },
      {
        title: "A consistent brand voice",
        description:
          "We define how your business sounds, with a short voice guide your team can follow so every page and email feels like the same company.",
        icon: "megaphone",
      },
      {
        title: "Written for search",
        description:
          "Pages are built around the phrases people search for, with natural headings and metadata, without stuffing keywords into every sentence.",
        icon: "file-search",
      },
      {
        title: "Plain language",
        description:
          "Short sentences, familiar words and clear structure make your copy easier to read, more accessible and more persuasive.",
        icon: "type",
      },
      {
        title: "English and French",
        description:
          "We write both languages in-house: our French copy is written in Quebec French by our own team, led by Isabelle Gagnon, so Quebec customers read copy written for them rather than a literal translation.",
        icon: "globe",
      },
      {
        title: "Clear calls to action",
        description:
          "Every page ends with one obvious next step, whether that is booking a call, requesting a quote or adding to cart.",
        icon: "target",
      },
      {
        title: "Compliance-aware wording",
        description:
          "Email and promotional copy is written with CASL consent rules and Competition Act guidance on advertising claims in mind.",
        icon: "scale",
      },
    ],
  },
  process: {
    title: { text: "From first conversation", accent: "to final draft" },
    description: `Every project begins with the free ${consultation} consultation, then moves through research, drafting and revisions.`,
    steps: [
      {
        title: "Free consultation",
        description: `In ${consultationSteps} steps over ${claims.copywritingConsultation.minutes} minutes, we learn your goals, review your current copy and outline a plan.`,
      },
      {
        title: "Research and messaging",
        description:
          "We interview your team and, where possible, a few customers, then agree on key messages, audience and tone before writing begins.",
      },
      {
        title: "First drafts",
        description:
          "We write the copy in a shared document, laid out the way it will appear on the page, with notes explaining our choices.",
      },
      {
        title: "Revisions",
        description:
          "Two rounds of revisions are included, so you can refine details and check every claim before anything goes live.",
      },
      {
        title: "Handover and publishing",
        description:
          "We deliver final, proofread copy with search metadata, and can publish it to your website or pass it to your designer.",
      },
    ],
  },
  showcase: {
    title: { text: "Copy that", accent: "delivered results" },
    description: "A few of the businesses whose websites and campaigns we have written for.",
    items: [
      "copywriting-cedar-ridge-law",
      "copywriting-fundy-coast-outfitters",
      "copywriting-ironwood-hvac-services",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "What happens in the free consultation?",
      answer: `The ${consultation} consultation runs in ${consultationSteps} steps: we ask about your business and customers, look at your current copy together, and outline what we would write and why. You leave with a clear plan, whether or not you work with us.`,
    },
    {
      question: "How much does website copywriting cost?",
      answer: `Pricing depends on the number of pages and the research involved. A single service page usually costs between $350 and $900 CAD, and a full small business website of 8 to 12 pages typically lands between $3,000 and $7,500 CAD. You get ${fixedQuote}.`,
    },
    {
      question: "Do you write in French?",
      answer:
        "Yes. Our French copy is written in-house in Quebec French, under our French-language lead, Isabelle Gagnon, and several of us work in French every day. We write the message for Quebec and other French-speaking audiences rather than translating the English word for word. This also helps businesses meet Quebec's French-language requirements.",
    },
    {
      question: "Will the copy sound like us?",
      answer:
        "That is the goal. We study how you talk to customers, agree on a voice before drafting, and include two rounds of revisions so the final copy sounds like your business at its best.",
    },
    {
      question: "Can you write copy for an existing website?",
      answer:
        "Yes. Many clients keep their design and ask us to rewrite the pages that matter most, such as the home page, service pages and contact page. We can also audit your current copy and tell you where changes will have the most effect.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Copy we", accent: "write" },
      description: "From a single landing page to a full website and the emails that follow it.",
      items: [
        {
          title: "Website pages",
          description:
            "Home, about, service and contact pages that explain what you do, who it is for and how to get started.",
          icon: "monitor",
        },
        {
          title: "Landing pages",
          description:
            "Focused pages for ads and campaigns, written around one offer and one action to improve conversion rates.",
          icon: "rocket",
        },
        {
          title: "Product descriptions",
          description:
            "Accurate, scannable product copy for online stores that answers sizing, material and shipping questions up front.",
          icon: "tag",
        },
        {
          title: "Email campaigns",
          description:
            "Welcome series, newsletters and promotional emails with subject lines people open and content they click.",
          icon: "mail",
        },
        {
          title: "Blog and long-form articles",
          description:
            "Researched articles and guides that answer real customer questions and build search visibility over time.",
          icon: "newspaper",
        },
        {
          title: "Brochures and sales sheets",
          description:
            "Print and PDF materials that give sales teams and trade show visitors a clear, memorable summary of your offer.",
          icon: "file-text",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "What better copy", accent: "does for you" },
      items: [
        "Visitors understand your offer faster, so more of them contact you instead of returning to search results.",
        "Clear, specific pages give search engines more to rank and give ads a better landing experience.",
        "A consistent voice makes a small business look established and trustworthy.",
        "Your sales team spends less time explaining the basics because the website already has.",
        `You start with a free ${consultation} consultation, so you see the plan and price before committing.`,
      ],
    },
  ],
  cta: {
    title: { text: "Let's find the words", accent: "your customers need to hear" },
    description: `Book your free ${consultation} consultation and leave with a clear plan for your copy, in ${consultationSteps} simple steps.`,
    button: "Book a free consultation",
  },
  closing: `Send us the pages or materials that need new words, or tell us what you are about to launch. Within ${site.responseTime} we reply with honest advice on your copy, a rough budget and a timeline for the drafts.`,
} satisfies ServiceInput;
