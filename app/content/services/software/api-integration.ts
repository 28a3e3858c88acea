import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "software",
  slug: "api-integration",
  name: "API Integration",
  meta: {
    title: "API Integration for Canadian Business Systems",
    description:
      "Connect QuickBooks Online, Shopify, Salesforce, Moneris, Canada Post and more. Reliable API integrations that end double entry for Canadian businesses.",
  },
  hero: {
    title: { text: "Make your business systems", accent: "talk to each other" },
    description:
      "We connect the accounting, sales, e-commerce, payment and shipping tools your team already uses, so data moves on its own and people stop copying it by hand.",
    showCTA: true,
    image: {
      scene: "network",
      alt: "Illustration of connected nodes linking accounting, store, CRM and shipping systems",
    },
  },
  intro: {
    title: { text: "Double entry is", accent: "a hidden payroll cost" },
    paragraphs: [
      "Every time someone copies an order from Shopify into QuickBooks, or a new lead from a web form into a CRM, you pay for the minutes and for the mistakes. Over a year, that quiet busywork adds up to weeks of staff time and a steady trickle of billing errors.",
      `We build integrations that move that data automatically, check it, and tell you when something needs a human. Projects that connect several systems are usually live within 5 to 10 weeks, and a single connection between two well-documented systems often takes only 2 to 4.`,
    ],
    image: {
      scene: "code",
      alt: "Illustration of code mapping order fields from an online store to accounting invoice fields",
    },
  },
  features: {
    title: { text: "Integrations built", accent: "to be trusted" },
    description:
      "Connecting two systems is easy. Keeping the connection accurate for years is the real work.",
    items: [
      {
        title: "Two-way data sync",
        description:
          "Customers, orders, invoices, inventory and contacts stay consistent across systems, with clear rules about which one is the source of truth.",
        icon: "repeat",
      },
      {
        title: "Error handling and retries",
        description:
          "When a service is down or a record is rejected, the integration retries, queues the work and alerts the right person instead of failing silently.",
        icon: "life-buoy",
      },
      {
        title: "Tax-aware accounting",
        description:
          "GST, HST, PST and QST are mapped to the right tax codes in QuickBooks Online or Xero, so your bookkeeper is not fixing entries at quarter end.",
        icon: "percent",
      },
      {
        title: "Webhooks and real-time events",
        description:
          "Changes flow the moment they happen, such as a paid invoice triggering a shipment or a signed quote creating a project.",
        icon: "zap",
      },
      {
        title: "Secure credentials",
        description:
          "API keys and OAuth tokens are encrypted, scoped to the minimum access needed and rotated, with personal data handled in line with PIPEDA.",
        icon: "lock",
      },
      {
        title: "Monitoring and logs",
        description:
          "A simple activity log shows what synced, when and why anything was skipped, so questions are answered in minutes.",
        icon: "activity",
      },
    ],
  },
  process: {
    title: { text: "How we connect", accent: "your systems" },
    description: "A careful, staged approach that protects your live data throughout.",
    steps: [
      {
        title: "Systems audit",
        description:
          "We list every tool you use, where data is entered twice, and what each system allows through its API.",
      },
      {
        title: "Data mapping",
        description:
          "Together we agree on field mappings, tax codes, duplicates handling and which system wins when records conflict.",
      },
      {
        title: "Build against sandboxes",
        description:
          "We develop and test against sandbox accounts first, so your real books and customer records are never at risk.",
      },
      {
        title: "Staged go-live",
        description:
          "We switch the integration on for a subset of records, compare the results, then turn it on fully.",
      },
      {
        title: "Monitor and maintain",
        description:
          "Vendors change their APIs regularly. We watch for deprecations and update your integrations before anything breaks.",
      },
    ],
  },
  showcase: {
    title: { text: "Integrations that", accent: "saved real hours" },
    description: "Examples of connections we have built for Canadian businesses.",
    items: [
      "api-muskoka-outfitters-ledger-sync",
      "api-kelowna-physio-reporting",
      "api-saint-john-supply-shipping",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Can't we just use Zapier or Make?",
      answer:
        "Often you can, and we will say so. No-code tools work well for simple, low-volume connections. Custom integrations make sense when volumes are high, logic is complex, taxes and accounting are involved, or per-task fees start to add up.",
    },
    {
      question: "How much does an integration cost?",
      answer: `A single connection between two well-documented systems usually lands between $4,000 and $15,000 CAD. Multi-system projects with complex rules typically range from $15,000 to $50,000 CAD, plus a modest monthly fee for hosting and monitoring. You get ${fixedQuote}.`,
    },
    {
      question: "What if a system we use has no public API?",
      answer:
        "We look at the alternatives: scheduled file exports, email parsing, database access where the vendor permits it, or a supported middleware. If none are reliable, we will tell you rather than build something fragile.",
    },
    {
      question: "Where does the integration run and who can see our data?",
      answer:
        "Integrations run on cloud infrastructure we host in Canadian data centres, and only the fields needed are passed between systems. Access is restricted and logged, and we sign a confidentiality agreement before touching production data.",
    },
    {
      question: "What happens when a vendor changes its API?",
      answer:
        "Vendors usually announce changes months in advance. Under a support plan we track those notices, update and test your integration ahead of the deadline, and handle any unexpected breakage quickly.",
    },
  ],
  sections: [
    {
      type: "integrations",
      title: { text: "Systems we", accent: "integrate with" },
      description:
        "The platforms Canadian businesses rely on most. If yours is not listed, ask: if it has an API, we can most likely connect it.",
      items: [
        "QuickBooks Online",
        "Xero",
        "Sage 50",
        "Wave",
        "Shopify",
        "WooCommerce",
        "Lightspeed",
        "Salesforce",
        "HubSpot",
        "Zoho CRM",
        "Moneris",
        "Stripe",
        "Square",
        "Helcim",
        "PayPal",
        "Canada Post",
        "Purolator",
        "UPS",
        "FedEx",
        "Jane App",
        "Clio",
        "Microsoft 365",
        "Google Workspace",
        "Mailchimp",
        "Slack",
      ],
    },
    {
      type: "benefits",
      title: { text: "What connected systems", accent: "give you" },
      items: [
        "Staff stop re-typing orders, contacts and invoices, freeing hours every week for work that needs a person.",
        "Fewer keying errors means fewer billing disputes, fewer wrong shipments and cleaner books at tax time.",
        "Managers see sales, cash and inventory figures that are current, not last week's export.",
        "Customers get faster confirmations, tracking numbers and invoices because nothing waits in someone's inbox.",
        "New tools can be added later without another round of manual workarounds.",
      ],
    },
    {
      type: "reasons",
      title: { text: "Why businesses trust us", accent: "with their integrations" },
      items: [
        "We know the Canadian specifics, from provincial sales tax codes to bilingual customer records and Canadian carriers.",
        "We recommend off-the-shelf connectors when they will do the job, and build custom only when it pays off.",
        "Every integration comes with documentation and an activity log, so you are never dependent on guesswork.",
      ],
    },
  ],
  cta: {
    title: { text: "Tired of copying data", accent: "between systems?" },
    description:
      "Send us the list of tools you use and where the double entry happens. We will suggest the quickest way to connect them.",
    button: "Plan my integration",
  },
  closing: `Tell us which systems should be talking to each other and what goes wrong when they do not. Within ${site.responseTime} we reply with honest advice on connecting them, a rough budget and a timeline.`,
} satisfies ServiceInput;
