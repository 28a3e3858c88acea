import type { ProjectInput } from "../schema";

export default {
  slug: "ecofriendly",
  client: "EcoFriendly Home",
  sector: "Zero-waste household goods retailer",
  location: "Vancouver, British Columbia",
  headline: "41% of online revenue from refill subscriptions",
  summary:
    "A bilingual Shopify store for a Vancouver zero-waste retailer, with refill subscriptions and container returns that now bring in 41% of online revenue.",
  title: {
    text: "A bilingual store that turns one-time shoppers",
    accent: "into refill subscribers",
  },
  category: "web",
  year: 2023,
  services: [
    "web/ecommerce-development",
    "digital-marketing/email-marketing",
    "digital-marketing/ppc",
  ],
  image: {
    scene: "browser",
    alt: "Illustration of a bilingual online store page for refill pouches with a subscribe-and-save option",
  },
  detailImage: {
    scene: "mail",
    alt: "Illustration of a refill reminder email with a skip button and a prepaid container return label",
  },
  problem: [
    "EcoFriendly Home sells refillable cleaning products, laundry strips and plastic-free kitchen goods from a shop on Commercial Drive and an aging WooCommerce site. Most online customers bought once and never came back, even though the products are made to run out every six to eight weeks.",
    "The owners wanted a refill program, where customers receive concentrate pouches on a schedule and send back empty glass bottles for a credit, and they wanted to sell properly in Quebec, where a growing share of enquiries came from. The old site could not bill on a schedule, had no French catalogue and charged the same flat shipping to Whitehorse as to Burnaby.",
  ],
  approach: [
    {
      title: "Shape the refill program with the owners",
      description:
        "We settled cadences, pricing and the bottle-return credit with the owners before designing a screen, then tested the sign-up flow as a clickable prototype with 15 regulars from the shop.",
    },
    {
      title: "Rebuild the store on Shopify in two languages",
      description:
        "The new store has English and French catalogues, GST, PST, HST and QST calculated by province and live Canada Post rates. Refills run on Shopify Subscriptions, so customers can pause, skip or swap a scent from their account.",
    },
    {
      title: "Automate bottle returns",
      description:
        "Customers print a prepaid Canada Post return label from their account. When the parcel is scanned at the warehouse, a Shopify Flow rule adds the deposit as store credit, so nobody reconciles returns by hand.",
    },
    {
      title: "Move email to consent-based flows",
      description:
        "We moved the mailing list to Klaviyo, asked existing contacts to confirm consent under CASL, and built welcome, refill reminder and win-back flows in both languages.",
    },
    {
      title: "Launch with shopping campaigns",
      description:
        "Google Shopping and Performance Max campaigns promote the starter kits that lead into a subscription, with separate French campaigns and keywords for Quebec shoppers.",
    },
  ],
  results: [
    { value: "41%", label: "of online revenue now comes from refill subscriptions" },
    { value: "2,300", label: "active refill subscribers twelve months after launch" },
    { value: "+57%", label: "online revenue in the first year on the new store" },
    { value: "18%", label: "of online orders now placed in French" },
  ],
  technologies: [
    "Shopify",
    "Shopify Subscriptions",
    "Shopify Flow",
    "Shopify Translate & Adapt",
    "Klaviyo",
    "Canada Post",
    "Google Ads",
  ],
  duration: "10 weeks",
  quote: {
    text: "We always knew our customers ran out of dish soap every six weeks; we just had no way to be there when they did. The refill program does that, and the French store opened a market we used to turn away.",
    name: "Emi Nakamura",
    role: "Co-founder, EcoFriendly Home",
  },
} satisfies ProjectInput;
