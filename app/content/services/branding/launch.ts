import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "branding",
  slug: "launch",
  name: "Brand Launch",
  meta: {
    title: "Brand Launch and Rebrand Rollout Services",
    description:
      "Plan and roll out a new brand across your website, social media, signage, PR and team, on one schedule, for Canadian businesses of every size.",
  },
  hero: {
    title: { text: "Launch your new brand", accent: "everywhere, on the same day" },
    description:
      "We plan and run the rollout of a new or refreshed brand across your website, social channels, signage, press and your own team, so customers see one clear change instead of a slow patchwork.",
    showCTA: true,
    image: {
      scene: "globe",
      alt: "Illustration of a new brand appearing at once on a website, a phone and a storefront sign",
    },
  },
  intro: {
    title: { text: "A great identity can still", accent: "launch badly" },
    paragraphs: [
      "Many rebrands stall after the design is approved. The website changes in March, the trucks in August, and the invoices still carry the old logo a year later. Customers notice the inconsistency, and some wonder whether the company has been sold or is in trouble.",
      "A planned launch avoids that. We inventory every place your brand appears, decide what changes on launch day and what follows, and coordinate designers, developers, printers and sign installers against one calendar. Your team hears the story first, your customers hear it clearly, and search engines keep the rankings you have earned.",
    ],
    image: {
      scene: "dashboard",
      alt: "Illustration of a launch plan dashboard listing brand touchpoints grouped by rollout phase",
    },
  },
  features: {
    title: { text: "What a brand launch", accent: "covers" },
    description: "We coordinate every moving part so nothing is forgotten on launch day.",
    items: [
      {
        title: "Touchpoint audit",
        description:
          "A complete inventory of where your brand lives today, from the website and Google Business Profile to uniforms, invoices and email signatures.",
        icon: "clipboard-check",
      },
      {
        title: "Rollout calendar",
        description:
          "A phased plan that separates what must change on day one from what can follow, with owners and deadlines for every item.",
        icon: "calendar",
      },
      {
        title: "Website and SEO migration",
        description:
          "A refreshed or rebuilt site with redirects, updated structured data and search console changes, so a rename or new domain does not cost you rankings.",
        icon: "monitor-smartphone",
      },
      {
        title: "Social media refresh",
        description:
          "New profile images, covers, bios and handle changes across every channel, plus an announcement series ready to publish.",
        icon: "share-2",
      },
      {
        title: "Public relations",
        description:
          "A bilingual press release, media list and pitch to trade publications and local outlets that cover your sector.",
        icon: "newspaper",
      },
      {
        title: "Internal launch",
        description:
          "A staff briefing, brand story presentation and simple toolkit so your team can explain the change confidently.",
        icon: "users",
      },
      {
        title: "Customer communications",
        description:
          "Email announcements to existing customers, sent in line with CASL consent rules, and updated templates for quotes and invoices.",
        icon: "mail",
      },
    ],
  },
  process: {
    title: { text: "How we run", accent: "your launch" },
    description:
      "Most launches take 6 to 16 weeks from planning to launch day: an online launch for a single location sits at the short end, a rollout across several locations, signage included, at the long end.",
    steps: [
      {
        title: "Audit and plan",
        description:
          "We list every brand touchpoint, agree on launch goals and build a phased rollout calendar with a realistic budget.",
      },
      {
        title: "Produce",
        description:
          "We design and build the new website pages, social assets, print files, signage drawings and announcement copy.",
      },
      {
        title: "Brief the team",
        description:
          "Before anything goes public, we help you introduce the new brand to staff so they hear it from you first.",
      },
      {
        title: "Launch",
        description:
          "On launch day the website, social profiles, press release and customer email go live together, with our team on hand to fix issues.",
      },
      {
        title: "Follow through",
        description:
          "We track the remaining physical changes such as signs and vehicles, monitor search traffic and mentions, and report on results.",
      },
    ],
  },
  showcase: {
    title: { text: "Brands we have", accent: "launched" },
    description: "Rollouts we have planned and delivered for Canadian businesses.",
    items: [
      "launch-tidewater-credit-union",
      "launch-okanagan-trail-outfitters",
      "launch-verity-home-care",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Do we need a launch plan if we already have a new logo?",
      answer:
        "Usually, yes. The logo is one piece; a launch makes sure the website, social profiles, signage, documents and staff all switch over in a planned order. Without one, the old and new brands tend to coexist for months and confuse customers.",
    },
    {
      question: "What does a brand launch cost?",
      answer: `A launch for a single-location business focused on web, social and a press release typically costs $8,000 to $18,000 CAD. Multi-location rollouts that include signage, vehicles and a new website usually land between $25,000 and $70,000 CAD, plus third-party production costs and applicable taxes (GST/HST, plus QST in Quebec). You get ${fixedQuote}.`,
    },
    {
      question: "Will changing our name or domain hurt our search rankings?",
      answer:
        "It can if it is done carelessly. We map every old URL to its new one with permanent redirects, update your Google Business Profile and directory listings, and monitor rankings closely after launch. Handled this way, most sites see little or no lasting drop in organic traffic.",
    },
    {
      question: "Can we launch in English and French at the same time?",
      answer:
        "Yes, and we recommend it if you serve Quebec or bilingual markets. We prepare French and English versions of the website, press release, social posts and signage together, so neither language looks like an afterthought.",
    },
    {
      question: "Should we tell our staff before customers?",
      answer:
        "Always. Employees are your first ambassadors, and hearing about a rebrand from a customer or a press release undermines trust. We help you plan a short internal launch a few days before the public one, with talking points and answers to the questions staff are likely to get.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Launch", accent: "services" },
      description: "Book the full rollout or the parts your internal team cannot cover.",
      items: [
        {
          title: "Web rollout",
          description:
            "Website refresh or rebuild, domain change, redirects and updated listings on Google, Apple Maps and industry directories.",
          icon: "globe",
        },
        {
          title: "Social rollout",
          description:
            "Updated profiles on every network, a teaser and announcement series, and answers prepared for comments and messages.",
          icon: "message-circle",
        },
        {
          title: "Signage and fleet",
          description:
            "Coordination of exterior signs, interior graphics and vehicle wraps with permits and installers in each municipality.",
          icon: "truck",
        },
        {
          title: "PR and announcements",
          description:
            "Press release, media outreach, customer emails and partner letters that explain what has changed and why.",
          icon: "megaphone",
        },
        {
          title: "Internal launch",
          description:
            "Staff presentation, brand toolkit, updated templates and email signatures ready on the morning of launch.",
          icon: "users",
        },
      ],
    },
    {
      type: "case-studies",
      title: { text: "Launch", accent: "results" },
      description: "What a coordinated rollout achieved for two of our clients.",
      items: [
        {
          title: "Renaming a regional credit union without losing members",
          client: "Tidewater Credit Union",
          results: [
            "All 9 branches re-signed over a single weekend",
            "Online banking sign-ins unchanged in the month after launch",
            "Coverage in 6 regional news outlets",
          ],
          technologies: ["Bilingual press kit", "Signage coordination", "Member email series"],
          cta: { label: "Discuss your launch", to: "/contact-us" },
        },
        {
          title: "Moving an outdoor retailer to a new name and domain",
          client: "Okanagan Trail Outfitters",
          results: [
            "Organic traffic within 4% of pre-launch levels after 30 days",
            "Online revenue up 27% in the following 6 months",
            "Over 1,200 redirects mapped with zero broken product links",
          ],
          technologies: ["Shopify", "Google Search Console", "Redirect mapping"],
          cta: { label: "See more of our work", to: "/portfolio" },
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "What a planned launch", accent: "gives you" },
      items: [
        "Customers see one clear, confident change instead of months of mixed old and new branding.",
        "Search rankings and online reviews carry over to your new name and domain.",
        "Staff understand the new brand and can explain it before customers start asking.",
        "Production costs for signs, vehicles and print are budgeted and scheduled up front, with no last-minute rush fees.",
        "Announcements respect CASL and reach customers in the language they prefer.",
      ],
    },
  ],
  cta: {
    title: { text: "Planning a rebrand or", accent: "a new name?" },
    description:
      "Talk to us before the launch day of your rebrand is set, and we will map out what needs to change, in what order and at what cost.",
    button: "Plan your launch",
  },
  closing: `Tell us what is changing, the name, the look or both, and when you hope to announce it. We reply within ${site.responseTime} with an honest read on the rollout, a rough budget and a realistic timeline.`,
} satisfies ServiceInput;
