import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";

export default {
  category: "digital-marketing",
  slug: "email-marketing",
  name: "Email Marketing",
  meta: {
    title: "CASL-Compliant Email Marketing in Canada",
    description: `Email campaigns and automated flows for Canadian businesses: ${claims.emailCampaignsPerMonth} campaigns per month, CASL-compliant consent and clear unsubscribes.`,
  },
  hero: {
    title: { text: "Email that customers", accent: "want to open" },
    description: `We plan, design and send ${claims.emailCampaignsPerMonth} campaigns per month and build the automated flows that run between them. Every list is built on CASL-compliant consent, so growth never puts your sender reputation or your business at risk.`,
    showCTA: true,
    image: {
      scene: "mail",
      alt: "Illustration of a branded email newsletter opening in an inbox",
    },
  },
  intro: {
    title: { text: "Your most reliable channel,", accent: "run properly" },
    paragraphs: [
      "Email reaches people who have already asked to hear from you, which makes it one of the most cost-effective channels a small business has. The trouble is that it is easy to neglect: lists go stale, automations break and campaigns go out whenever someone finds the time.",
      "We take over the whole routine, from consent capture and segmentation to copy, design, testing and reporting. Because Canada's Anti-Spam Legislation applies to every commercial message, we document how each subscriber opted in and make sure every send identifies your business and offers a working unsubscribe.",
    ],
    image: {
      scene: "shield",
      alt: "Illustration of a consent checkbox and a shield representing CASL-compliant sign-up forms",
    },
  },
  features: {
    title: { text: "Everything your email program", accent: "needs" },
    description:
      "Strategy, creative and compliance are handled by one team, so your campaigns look consistent and stay on the right side of the law.",
    items: [
      {
        title: "Campaign planning",
        description: `A monthly calendar of ${claims.emailCampaignsPerMonth} campaigns per month, built around your promotions, seasons and content.`,
        icon: "calendar",
      },
      {
        title: "Automated flows",
        description:
          "Welcome series, abandoned cart reminders, post-purchase follow-ups and win-back sequences that work around the clock.",
        icon: "workflow",
      },
      {
        title: "CASL consent management",
        description:
          "Sign-up forms with unticked consent boxes, records of when and how each person opted in, and tracking of implied consent expiry dates.",
        icon: "shield-check",
      },
      {
        title: "Unsubscribe and preference centre",
        description:
          "One-click unsubscribes processed automatically, plus a preference centre that lets people choose topics or frequency instead of leaving.",
        icon: "user-check",
      },
      {
        title: "Segmentation and personalization",
        description:
          "We group subscribers by purchase history, location, language and engagement so each message fits the reader.",
        icon: "filter",
      },
      {
        title: "Design and copywriting",
        description:
          "Mobile-friendly templates in your brand, with accessible colour contrast and copy written to be read on a phone.",
        icon: "pen-tool",
      },
      {
        title: "Deliverability setup",
        description:
          "SPF, DKIM and DMARC records, domain warm-up and list hygiene keep your messages out of spam folders.",
        icon: "mail-check",
      },
      {
        title: "Testing and reporting",
        description:
          "Subject line and content tests on every campaign, with monthly reports on revenue, clicks and list growth.",
        icon: "chart-column",
      },
    ],
  },
  process: {
    title: { text: "From first audit", accent: "to steady results" },
    description:
      "A structured start gets your list and flows in order before regular campaigns begin.",
    steps: [
      {
        title: "List and compliance audit",
        description:
          "We review your platform, list sources and consent records, and flag any contacts you cannot legally email under CASL.",
      },
      {
        title: "Technical setup",
        description:
          "We configure sending domains, authentication records, sign-up forms and the integration with your store or CRM.",
      },
      {
        title: "Core automations",
        description:
          "We build the welcome, cart and post-purchase flows first, since they usually produce the quickest return.",
      },
      {
        title: "Campaign calendar",
        description: `Regular sends begin at ${claims.emailCampaignsPerMonth} campaigns per month, each reviewed by you before it goes out.`,
      },
      {
        title: "Optimize and report",
        description:
          "Monthly reviews compare results against targets and decide which tests, segments or flows to add next.",
      },
    ],
  },
  showcase: {
    title: { text: "Email programs", accent: "we have built" },
    description: "Examples of email work for Canadian retailers and service businesses.",
    items: [
      "email-bluewater-coffee-roasters",
      "email-kestrel-physiotherapy",
      "email-laurentide-outdoor-gear",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How many emails will you send each month?",
      answer: `Most clients run ${claims.emailCampaignsPerMonth} campaigns per month alongside their automated flows. We agree the pace based on how much you have to say and how your list responds, since sending too often drives unsubscribes.`,
    },
    {
      question: "What does CASL require for my email list?",
      answer:
        "You need express or implied consent for every commercial message, and implied consent from a purchase or inquiry expires after a set period. Each email must identify your business, include a mailing address and offer an unsubscribe that is honoured within 10 business days. We set up your forms and records so you can show how each subscriber opted in.",
    },
    {
      question: "Can I email a list I bought or collected at a trade show?",
      answer:
        "Purchased lists almost never carry valid consent under CASL, so we do not send to them. Trade show contacts who handed over a business card may be reachable under limited conditions, and we review those cases with you before anything is sent.",
    },
    {
      question: "Which email platform should I use?",
      answer:
        "It depends on your store, CRM and budget. Klaviyo suits Shopify retailers, Mailchimp and Brevo work well for smaller lists, and HubSpot fits businesses that already use it for sales; we can also migrate you between platforms.",
    },
    {
      question: "How much does email marketing cost?",
      answer:
        "Monthly management typically lands between $1,200 and $3,500 CAD, depending on campaign volume, the number of flows and whether you need French versions, plus applicable taxes (GST/HST, plus QST in Quebec). Platform fees are billed to you directly by the provider.",
    },
  ],
  sections: [
    {
      type: "platforms",
      title: { text: "Platforms we", accent: "work with" },
      description:
        "We work in the platform you already have or help you choose one that fits your tools and list size.",
      items: [
        {
          name: "Klaviyo",
          description:
            "Our usual choice for Shopify and WooCommerce stores, with detailed purchase data for segmentation and flows.",
        },
        {
          name: "Mailchimp",
          description:
            "A familiar, easy-to-use option for small businesses that mainly send newsletters and simple automations.",
        },
        {
          name: "HubSpot",
          description:
            "Best for B2B companies that want email, CRM records and sales follow-up in one place.",
        },
        {
          name: "Brevo",
          description:
            "A cost-effective platform for larger lists that also need transactional email and SMS.",
        },
        {
          name: "ActiveCampaign",
          description:
            "Flexible automation and lead scoring for service businesses with longer sales cycles.",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "What a well-run email program", accent: "gives you" },
      items: [
        "You own your list, so your reach does not depend on a social network's algorithm or ad prices.",
        "Automated flows bring in sales every day without anyone pressing send.",
        "Clean consent records reduce the risk of CASL complaints and penalties.",
        "Segmented campaigns earn more clicks and fewer unsubscribes than one message sent to everyone.",
      ],
    },
    {
      type: "case-studies",
      title: { text: "Email results", accent: "in numbers" },
      items: [
        {
          title: "Automated flows for a coffee subscription brand",
          client: "Bluewater Coffee Roasters, Halifax",
          results: [
            "Email share of online revenue up from 12% to 31% in 8 months",
            "Abandoned cart flow recovering 9% of carts",
            "Unsubscribe rate held below 0.3% per send",
          ],
          technologies: ["Klaviyo", "Shopify"],
          cta: { label: "Discuss your project", to: "/contact-us" },
        },
        {
          title: "Bilingual newsletter relaunch for an outdoor retailer",
          client: "Laurentide Outdoor Gear, Quebec City",
          results: [
            "French-language subscribers doubled in 6 months",
            "Click rate up from 1.9% to 3.6% after a re-permission campaign",
            "Inactive and non-consented contacts removed ahead of the relaunch",
          ],
          technologies: ["Brevo", "WooCommerce"],
          cta: { label: "See our portfolio", to: "/portfolio" },
        },
      ],
    },
  ],
  cta: {
    title: { text: "Let us take your email", accent: "off your to-do list" },
    description:
      "Share your current email platform and list size, and we will review your consent setup and suggest the first flows to build.",
    button: "Get an email audit",
  },
  closing: `Tell us how people join your list and what you send them now, if anything. We reply within ${site.responseTime} with honest advice on newsletters and automated emails, a rough monthly budget and a timeline.`,
} satisfies ServiceInput;
