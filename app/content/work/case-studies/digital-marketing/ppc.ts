import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "ppc-cascade-legal-group",
    client: "Cascade Legal Group",
    sector: "Personal injury law",
    location: "Vancouver, British Columbia",
    headline: "Cost per lead down 46%",
    summary:
      "A Vancouver personal injury firm cut its cost per qualified lead 46% in 5 months and signed 29% more cases from paid search on the same budget.",
    services: ["digital-marketing/ppc", "digital-marketing/analytics-reporting"],
    image: {
      scene: "browser",
      alt: "Illustration of a search results page with a law firm's ad above the organic listings",
    },
    problem: [
      "Cascade Legal Group spent about $14,000 a month on Google Ads in one of the most expensive search categories in Canada, yet the partners could not say how many clients it produced. Since British Columbia moved to no-fault auto insurance in 2021, the firm's work had shifted toward long-term disability and slip-and-fall claims, but the campaigns still bid hardest on car accident searches.",
      "Every call counted as a conversion, including existing clients phoning about their files, so automated bidding was chasing the wrong result. Broad keywords also paid for searches about legal aid, law school and jobs at law firms, and the intake team spent hours each week screening enquiries the firm could not take.",
    ],
    approach: [
      {
        title: "Track qualified leads only",
        description:
          "We set up CallRail and Google Tag Manager to record calls over 90 seconds and completed intake forms, then imported the intake team's qualified and signed outcomes back into Google Ads.",
      },
      {
        title: "Rebuild around current practice areas",
        description:
          "Campaigns were split by the cases the firm takes today, each with its own landing page for long-term disability, slip-and-fall and ICBC dispute claims, reviewed against the Law Society of British Columbia's marketing rules.",
      },
      {
        title: "Cut the waste",
        description:
          "We reviewed search terms daily for the first month and excluded more than 1,100 irrelevant queries in the first quarter, from free legal advice searches to job postings.",
      },
      {
        title: "Add Microsoft Advertising",
        description:
          "A smaller Microsoft Advertising campaign reached older, desktop-heavy searchers at a lower cost per click, funded from savings in the Google account rather than new budget.",
      },
    ],
    results: [
      { value: "46%", label: "lower cost per qualified lead in 5 months" },
      { value: "29%", label: "more signed cases from paid search on the same budget" },
      { value: "1,100+", label: "irrelevant search terms excluded in the first quarter" },
    ],
    technologies: ["Google Ads", "Microsoft Advertising", "CallRail", "Google Tag Manager"],
    duration: "Ongoing since 2024",
  },
  {
    slug: "ppc-prairie-peak-outdoor-supply",
    client: "Prairie Peak Outdoor Supply",
    sector: "Outdoor retail",
    location: "Saskatoon, Saskatchewan",
    headline: "5.2x return on ad spend",
    summary:
      "A Saskatoon outdoor retailer raised its return on ad spend from 2.1x to 5.2x with a cleaner product feed, margin-based Shopping campaigns and seasonal budgets.",
    services: ["digital-marketing/ppc", "digital-marketing/analytics-reporting"],
    image: {
      scene: "cart",
      alt: "Illustration of a shopping cart beside product ads for winter camping gear",
    },
    problem: [
      "Prairie Peak Outdoor Supply sells winter camping, ice fishing and cross-country ski gear from a store in Saskatoon and a Shopify site that ships across the Prairies. Its single Performance Max campaign spent the same way in July as in December and often promoted items that were nearly sold out or carried thin margins.",
      "The account reported a 2.1x return on ad spend, but after product costs and shipping to rural postal codes, many of those sales barely broke even. The owners were ready to stop advertising before the winter season.",
    ],
    approach: [
      {
        title: "Fix the product feed",
        description:
          "We cleaned up titles, attributes and categories in the Shopify feed, added GTINs and sizes, and labelled every product by margin band and stock level.",
      },
      {
        title: "Campaigns split by margin",
        description:
          "Shopping and Performance Max campaigns were divided by margin and season, so in-stock, high-margin products received most of the budget automatically and clearance items ran on tighter targets.",
      },
      {
        title: "Budgets that follow the weather",
        description:
          "Spend rises in October ahead of the first cold snap, peaks through December and early ice fishing season, and drops back in spring when demand for winter gear fades.",
      },
      {
        title: "Meta Ads for new customers",
        description:
          "Short product videos reached outdoor enthusiasts in Saskatchewan, Alberta and Manitoba, and retargeting reminded shoppers who had viewed a product but not bought it.",
      },
      {
        title: "Reporting on profit",
        description:
          "Monthly reports show revenue after product cost and shipping alongside platform figures, so budget decisions are made on what the store actually earns.",
      },
    ],
    results: [
      { value: "5.2x", label: "return on ad spend, up from 2.1x" },
      { value: "84%", label: "more online revenue from paid channels, year over year" },
      { value: "91%", label: "of Shopping budget now spent on in-stock, high-margin products" },
    ],
    technologies: ["Google Shopping", "Performance Max", "Meta Ads", "Shopify"],
    duration: "Ongoing since 2023",
    quote: {
      text: "Our old campaign would spend hard on items we were nearly out of. Now the budget follows what is on the shelf and what we actually earn on, and winter is no longer a guessing game.",
      name: "Harpreet Dhillon",
      role: "Online Sales Manager, Prairie Peak Outdoor Supply",
    },
  },
] satisfies CaseStudyInput[];
