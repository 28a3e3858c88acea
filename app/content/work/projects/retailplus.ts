import type { ProjectInput } from "../schema";

export default {
  slug: "retailplus",
  client: "RetailPlus Outfitters",
  sector: "Outdoor gear retail chain",
  location: "Winnipeg, Manitoba",
  headline: "4.8x return on ad spend, online and in store",
  summary:
    "Google and Meta campaigns for a Winnipeg outdoor gear chain, measured on store visits as well as online orders, now returning 4.8x their ad spend.",
  title: {
    text: "Ad campaigns measured where outdoor gear",
    accent: "actually sells: in the store",
  },
  category: "digital-marketing",
  year: 2024,
  services: [
    "digital-marketing/ppc",
    "digital-marketing/analytics-reporting",
    "digital-marketing/smm",
  ],
  image: {
    scene: "chart",
    alt: "Illustration of a chart comparing monthly ad spend with online orders and in-store visits",
  },
  detailImage: {
    scene: "dashboard",
    alt: "Illustration of a reporting dashboard showing ad spend, store visits and sales for six stores",
  },
  problem: [
    "RetailPlus Outfitters sells camping, paddling and winter gear from six stores in Manitoba and northwestern Ontario, plus an online store. About four in five sales still happen in a store, where customers want to try on boots and lift a canoe before they buy.",
    "Their ads were judged on online sales alone, so campaigns that filled the stores looked like failures and budget kept drifting toward discounted items that sold online at thin margins. The shopping feed was exported by hand once a month, so ads often promoted sizes that had already sold out.",
  ],
  approach: [
    {
      title: "Connect ads to store sales",
      description:
        "We turned on store visit conversions in Google Ads and uploaded in-store purchases from the Lightspeed point of sale as offline conversions, matched only for loyalty members who had agreed to it. Site tracking was rebuilt in Google Tag Manager with consent mode.",
    },
    {
      title: "Automate the shopping feed",
      description:
        "A nightly feed from the inventory system to Google Merchant Center replaced the monthly export, with local inventory for each store, so ads show what is on the shelf nearby.",
    },
    {
      title: "Rebuild Performance Max around seasons and margins",
      description:
        "Campaigns were split by season, from paddling to camping to winter, and by margin band, with budgets that move in September when parkas and snowshoes take over from canoes.",
    },
    {
      title: "Use Meta to reach each store's area",
      description:
        "Meta campaigns run short videos of staff testing gear to people within 40 km of each store, and the organic posting calendar was planned alongside them so ads and feeds tell the same story.",
    },
    {
      title: "Report in one place",
      description:
        "A Looker Studio dashboard combines ad spend, online orders, store visits and point-of-sale revenue by store, and we review it with the marketing manager every month.",
    },
  ],
  results: [
    { value: "4.8x", label: "return on ad spend, counting online and in-store sales" },
    { value: "2.3x", label: "store visits recorded from Google and Meta ads" },
    { value: "31%", label: "lower cost per online order" },
    { value: "11,400", label: "products kept current in the shopping feed every night" },
  ],
  technologies: [
    "Google Ads",
    "Performance Max",
    "Google Merchant Center",
    "Meta Ads",
    "Google Tag Manager",
    "Looker Studio",
    "Lightspeed Retail",
  ],
  duration: "10 weeks",
  quote: {
    text: "For years our ads looked like they barely broke even, because nobody counted the people who walked into the Pembina store with the ad still on their phone. Now we can see them, and we spend with a lot more confidence.",
    name: "Jomar Dizon",
    role: "Marketing Manager, RetailPlus Outfitters",
  },
} satisfies ProjectInput;
