import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "ecommerce-okanagan-orchard-provisions",
    client: "Okanagan Orchard Provisions",
    sector: "Specialty food",
    location: "Penticton, British Columbia",
    headline: "+88% online revenue in year one",
    summary:
      "A Shopify store with build-your-own gift boxes, live Canada Post rates and correct provincial tax grew an Okanagan producer's online revenue 88% in year one.",
    services: ["web/ecommerce-development", "digital-marketing/email-marketing"],
    image: {
      scene: "cart",
      alt: "Illustration of a specialty food store with gift boxes in a cart and a shipping estimate",
    },
    problem: [
      "Okanagan Orchard Provisions makes preserves, dried apricots and fruit syrups from its own orchard outside Penticton. Its old store charged a flat $18 for shipping to every address, which made a single jar of jam cost more to ship than to buy, and shoppers outside British Columbia often left at checkout.",
      "Holiday gift boxes, about 40% of the year's sales, were taken through a separate order form and typed into the accounting system by hand, which filled the owners' evenings for most of December.",
    ],
    approach: [
      {
        title: "Platform and catalogue plan",
        description:
          "We recommended Shopify for its Canadian tax settings and lighter upkeep, then organized 64 products into four collections with jar size, ingredients and shelf life on every page.",
      },
      {
        title: "Build-your-own gift boxes",
        description:
          "A gift box builder lets shoppers choose three to six items, add a card message and pick a ship date, so December orders no longer need a separate form.",
      },
      {
        title: "Real shipping and tax",
        description:
          "Live Canada Post rates replaced the flat fee, free shipping starts at $95, and taxes were configured by province, GST or HST plus the PST or QST where it applies, then checked with test orders to every region.",
      },
      {
        title: "Connected to the books and the inbox",
        description:
          "Orders, taxes and payouts sync to QuickBooks Online each night, and a Klaviyo welcome series and abandoned-cart reminder only reach shoppers who gave consent under CASL.",
      },
    ],
    results: [
      { value: "88%", label: "more online revenue in the first 12 months" },
      { value: "$71", label: "average order value, up from $52" },
      { value: "0", label: "gift orders typed in by hand last December" },
    ],
    technologies: ["Shopify", "Canada Post", "QuickBooks Online", "Klaviyo"],
    duration: "9 weeks",
    quote: {
      text: "December used to mean typing gift orders into a spreadsheet once the kids were asleep. Last year every box came through the store with its card message and ship date already attached.",
      name: "Harjit Dhaliwal",
      role: "Co-owner, Okanagan Orchard Provisions",
    },
  },
  {
    slug: "ecommerce-maritime-knit-co",
    client: "Maritime Knit Co.",
    sector: "Apparel",
    location: "Lunenburg, Nova Scotia",
    headline: "Checkout conversion up 34%",
    summary:
      "Sizing on the product page, shipping costs shown early and express wallets at checkout lifted checkout conversion 34% for a Nova Scotia knitwear brand.",
    services: ["web/ecommerce-development", "digital-marketing/analytics-reporting"],
    image: {
      scene: "phone",
      alt: "Illustration of a phone showing an apparel product page with size options and Apple Pay",
    },
    problem: [
      "Maritime Knit Co. sells wool sweaters, toques and mittens knitted in Lunenburg, and about 70% of its visitors arrive on phones from Instagram. On mobile, the size chart opened as a PDF, shipping costs appeared only at the last step and checkout asked shoppers to create an account before paying.",
      "Analytics showed shoppers adding sweaters to their carts and leaving at the shipping step, while the customer service inbox filled with sizing questions and exchange requests for the wrong fit.",
    ],
    approach: [
      {
        title: "Finding where carts stalled",
        description:
          "We reviewed six months of checkout data and about 300 customer emails to pin down the steps and questions that stopped orders.",
      },
      {
        title: "Sizing on the product page",
        description:
          "Each size chart became a short in-page table with garment measurements in centimetres and inches, plus a fit note from the knitters for every style.",
      },
      {
        title: "A shorter checkout",
        description:
          "We enabled guest checkout, Apple Pay, Google Pay and Shop Pay, and added a shipping estimate by postal code on the cart page, before the shopper reaches checkout.",
      },
      {
        title: "Measured against last year",
        description:
          "Funnel reports in Google Analytics 4 compared the three months after launch with the same months a year earlier, so the result was not skewed by the holiday season.",
      },
    ],
    results: [
      { value: "34%", label: "higher checkout conversion rate" },
      { value: "41%", label: "fewer exchanges for the wrong size" },
      { value: "48%", label: "of mobile orders now paid with an express wallet" },
    ],
    technologies: ["Shopify", "Shop Pay", "Google Analytics 4", "Canada Post"],
    duration: "7 weeks",
  },
] satisfies CaseStudyInput[];
