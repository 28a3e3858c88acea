import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "email-bluewater-coffee-roasters",
    client: "Bluewater Coffee Roasters",
    sector: "Specialty food",
    location: "Halifax, Nova Scotia",
    headline: "31% of online revenue from email",
    summary:
      "Automated flows and a planned campaign calendar raised email's share of online revenue from 12% to 31% in eight months for a Halifax coffee roaster.",
    services: ["digital-marketing/email-marketing", "digital-marketing/analytics-reporting"],
    image: {
      scene: "cart",
      alt: "Illustration of an abandoned cart email with a coffee subscription offer",
    },
    problem: [
      "Bluewater roasts small-batch coffee in Halifax and ships beans and subscriptions across Canada through its Shopify store. Its list of 9,000 subscribers received an occasional newsletter when a new origin arrived, and nothing else.",
      "Email brought in about 12% of online revenue, and the founders had no way to tell which sends worked. Many shoppers left coffee in their cart at the shipping step, and nobody followed up with them.",
    ],
    approach: [
      {
        title: "Consent and list clean-up",
        description:
          "We matched every subscriber to a sign-up source, set expiry dates for implied consent from past purchases and removed contacts with no valid basis under CASL.",
      },
      {
        title: "Core automated flows",
        description:
          "We built a welcome series, an abandoned cart flow that explains shipping costs and subscription savings, and a reorder reminder timed to when a bag usually runs out.",
      },
      {
        title: "Three campaigns a month",
        description:
          "A calendar of three campaigns a month covers new origins, brewing guides and seasonal blends, with the subject line tested on every send.",
      },
      {
        title: "Revenue reporting by flow",
        description:
          "A monthly report shows revenue per flow and per campaign next to unsubscribes, so the founders can see what each message earns and what it costs in list health.",
      },
    ],
    results: [
      { value: "31%", label: "of online revenue from email, up from 12% in 8 months" },
      { value: "9%", label: "of abandoned carts recovered by the cart flow" },
      { value: "< 0.3%", label: "unsubscribe rate per campaign send" },
    ],
    technologies: ["Klaviyo", "Shopify", "Google Analytics 4"],
    duration: "Ongoing since 2023",
    quote: {
      text: "We used to send an email when we remembered to. Now the reorder reminder alone pays for the whole program, and we can see exactly which messages bring in subscriptions.",
      name: "Colleen Dauphinee",
      role: "Co-founder, Bluewater Coffee Roasters",
    },
  },
  {
    slug: "email-kestrel-physiotherapy",
    client: "Kestrel Physiotherapy",
    sector: "Health clinics",
    location: "Kitchener, Ontario",
    headline: "+46% rebooked appointments",
    summary:
      "Follow-up emails timed to each treatment plan lifted rebooked appointments by 46% across two Kitchener-Waterloo physiotherapy clinics.",
    services: ["digital-marketing/email-marketing", "software/api-integration"],
    image: {
      scene: "phone",
      alt: "Illustration of a mobile appointment reminder email from a physiotherapy clinic",
    },
    problem: [
      "Kestrel runs two physiotherapy clinics in Kitchener and Waterloo. Many patients came for an assessment and one or two treatments, then stopped booking before their plan was finished, and front desk staff had no time to call them.",
      "The clinics' booking system sent appointment reminders but nothing between visits. Any new emails had to stay clear of health details, since Ontario's PHIPA governs personal health information and an inbox is not a private place.",
    ],
    approach: [
      {
        title: "Privacy review of every message",
        description:
          "With the clinic director we agreed what an email may contain: first name, clinic, practitioner and a booking link, with no diagnosis, injury or treatment details.",
      },
      {
        title: "Booking data connected to email",
        description:
          "We built a daily sync from the clinics' booking system to the email platform, so a patient's visit count and last appointment date trigger the right follow-up without staff exporting lists.",
      },
      {
        title: "Follow-ups between visits",
        description:
          "Patients who have not rebooked within 10 days of a visit receive a short, friendly reminder signed by their physiotherapist, with a second one a week later.",
      },
      {
        title: "Opt-in for clinic news",
        description:
          "Service messages go to every patient, while the monthly clinic newsletter goes only to patients who ticked a separate consent box at intake.",
      },
    ],
    results: [
      { value: "46%", label: "more rebooked appointments after a first treatment" },
      { value: "22%", label: "more patients completing their full treatment plan" },
      { value: "0", label: "health details included in any email sent" },
    ],
    technologies: ["Jane App", "ActiveCampaign", "Node.js"],
    duration: "Ongoing since 2024",
  },
  {
    slug: "email-laurentide-outdoor-gear",
    client: "Laurentide Outdoor Gear",
    sector: "Outdoor retail",
    location: "Quebec City, Quebec",
    headline: "2x list growth in French",
    summary:
      "A re-permission campaign and a true bilingual newsletter doubled French-language subscribers in six months for a Quebec City outdoor retailer.",
    services: ["digital-marketing/email-marketing", "digital-marketing/content-marketing"],
    image: {
      scene: "mail",
      alt: "Illustration of side-by-side English and French versions of a seasonal newsletter",
    },
    problem: [
      "Laurentide sells camping, paddling and ski touring gear from a store in Quebec City and an online shop that ships across Canada. Most of its customers are francophone, yet the newsletter was written in English and translated at the last minute, when it was translated at all.",
      "The list had grown for years from contests and store receipts with no record of consent. Click rates had fallen below 2%, and the owners worried about both CASL and Quebec's Law 25.",
    ],
    approach: [
      {
        title: "Re-permission before relaunch",
        description:
          "We sent a two-step re-permission campaign to contacts without clear consent, then removed everyone who did not confirm and all contacts inactive for two years.",
      },
      {
        title: "French written first",
        description:
          "A Quebec-based writer drafts each newsletter in French, and the English version is adapted from it, with gear terms checked against what staff say on the floor.",
      },
      {
        title: "Language chosen at sign-up",
        description:
          "Sign-up forms in store and online ask for a preferred language, and a preference centre lets subscribers switch language or choose topics such as paddling or ski touring.",
      },
      {
        title: "Seasonal campaign calendar",
        description:
          "We send two to three campaigns a month timed to the Quebec seasons, from snowshoes in January to paddling gear before the Fête nationale long weekend.",
      },
    ],
    results: [
      { value: "2x", label: "French-language subscribers in 6 months" },
      { value: "3.6%", label: "click rate, up from 1.9% after the re-permission campaign" },
      { value: "100%", label: "of remaining contacts with a recorded consent source" },
    ],
    technologies: ["Brevo", "WooCommerce", "Lightspeed Retail"],
    duration: "Ongoing since 2023",
    quote: {
      text: "Cutting the list felt risky, but the people who stayed actually read what we send. Writing in French first changed the tone completely, and our regulars noticed.",
      name: "Mathieu Bélanger",
      role: "E-commerce Manager, Laurentide Outdoor Gear",
    },
  },
] satisfies CaseStudyInput[];
