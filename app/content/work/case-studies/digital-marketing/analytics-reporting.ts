import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "analytics-maison-boreal-furniture",
    client: "Maison Boréal Furniture",
    sector: "Furniture retail",
    location: "Montréal, Quebec",
    headline: "Law 25 consent with 92% of conversions measured",
    summary:
      "An opt-in consent banner, consent mode and server-side tagging kept 92% of online sales measured for a Montréal furniture retailer under Law 25.",
    services: ["digital-marketing/analytics-reporting", "digital-marketing/ppc"],
    image: {
      scene: "browser",
      alt: "Illustration of a bilingual consent banner on a Quebec furniture store website",
    },
    problem: [
      "Maison Boréal sells solid wood furniture made in Quebec through two showrooms and a Shopify store. Its analytics and ad tags fired on every page load, before visitors had agreed to anything, which no longer matched Quebec's Law 25.",
      "The owners expected that asking for consent would leave them blind. A test banner on another site had cut recorded sales in half, and Google Ads bidding depended on those conversions.",
    ],
    approach: [
      {
        title: "Tag and consent audit",
        description:
          "We listed every script on the site, what it collected and whether it could run before consent, and found 14 tags that fired on page load.",
      },
      {
        title: "A bilingual opt-in banner",
        description:
          "We set up a French-first banner with equal Accept and Refuse buttons and a plain-language notice, reviewed by the company's privacy officer.",
      },
      {
        title: "Consent mode and server-side tagging",
        description:
          "Google consent mode and a server-side tag container now pass only what each visitor has agreed to, and let Google model conversions from visitors who refuse.",
      },
      {
        title: "Checking against real orders",
        description:
          "Each week for two months we compared measured conversions with Shopify orders, until the gap settled at a level the owners could plan around.",
      },
    ],
    results: [
      { value: "92%", label: "of online orders measured after opt-in consent went live" },
      { value: "0", label: "tags firing before a visitor makes a consent choice" },
      { value: "14", label: "tags reviewed, documented and moved behind consent" },
    ],
    technologies: [
      "Google Analytics 4",
      "Server-side GTM",
      "Google consent mode",
      "Cookiebot",
      "Shopify",
    ],
    duration: "6 weeks",
  },
  {
    slug: "analytics-summit-trades-group",
    client: "Summit Trades Group",
    sector: "Home services",
    location: "Calgary, Alberta",
    headline: "27% lower cost per lead",
    summary:
      "Call tracking and booked-job data showed which ads brought real work, cutting cost per lead by 27% for a Calgary plumbing, heating and electrical firm.",
    services: ["digital-marketing/analytics-reporting", "digital-marketing/ppc"],
    image: {
      scene: "chart",
      alt: "Illustration of a chart comparing cost per lead across Google Ads and Meta campaigns",
    },
    problem: [
      "Summit Trades Group runs plumbing, heating and electrical crews across Calgary and Airdrie, and spends about $15,000 a month on Google Ads and Meta. Each platform reported more leads than the office ever received, and the two together claimed credit for the same jobs.",
      "Most customers phone rather than fill in a form, and none of those calls were tracked. The owners could not say which campaigns brought in furnace replacements and which brought in price shoppers.",
    ],
    approach: [
      {
        title: "Call tracking by source",
        description:
          "We set up dynamic call tracking so every phone lead is tied to the ad, search or page that produced it, with recordings kept for 90 days only.",
      },
      {
        title: "One definition of a lead",
        description:
          "We removed duplicate conversions in both ad platforms and agreed with the owners that a lead is a form or a call longer than 60 seconds.",
      },
      {
        title: "Booked jobs sent back to Google Ads",
        description:
          "Jobs marked as booked in the field service software are imported into Google Ads each night, so bidding favours the searches that become paid work.",
      },
      {
        title: "A weekly cost-per-lead view",
        description:
          "A Looker Studio dashboard compares cost per lead and cost per booked job by trade, platform and campaign, and the monthly review moves budget accordingly.",
      },
    ],
    results: [
      { value: "27%", label: "lower cost per lead across Google Ads and Meta" },
      { value: "58%", label: "of leads arrive by phone, now tracked by source" },
      { value: "$3.8k", label: "monthly ad spend moved to campaigns that book jobs" },
    ],
    technologies: [
      "Google Analytics 4",
      "Google Tag Manager",
      "CallRail",
      "Jobber",
      "Looker Studio",
    ],
    duration: "Ongoing since 2023",
    quote: {
      text: "We finally stopped arguing about which platform works. The dashboard shows booked jobs by campaign, and we moved almost four thousand dollars a month without losing any volume.",
      name: "Craig Ashworth",
      role: "Operations Manager, Summit Trades Group",
    },
  },
  {
    slug: "analytics-fraser-valley-dental-partners",
    client: "Fraser Valley Dental Partners",
    sector: "Multi-clinic dental",
    location: "Abbotsford, British Columbia",
    headline: "One dashboard for 5 locations",
    summary:
      "A single Looker Studio dashboard replaced five monthly spreadsheets and showed a Fraser Valley dental group where each clinic's bookings come from.",
    services: ["digital-marketing/analytics-reporting", "digital-marketing/seo"],
    image: {
      scene: "dashboard",
      alt: "Illustration of a dashboard comparing appointment bookings across five dental clinics",
    },
    problem: [
      "Fraser Valley Dental Partners operates five clinics in Abbotsford, Chilliwack, Mission, Langley and Maple Ridge. Each office manager tracked new patients in a separate spreadsheet, and the monthly marketing meeting spent most of its time reconciling numbers.",
      "Online bookings, calls and Google Business Profile actions were not tied to a clinic, so the group could not tell why two locations filled their schedules and three did not. Patient records had to stay out of any marketing report.",
    ],
    approach: [
      {
        title: "A measurement plan per clinic",
        description:
          "We agreed one set of events for all five clinics, from booking starts to completed online bookings and calls, each tagged with the clinic it belongs to.",
      },
      {
        title: "Tracking rebuilt on one container",
        description:
          "We rebuilt GA4 and Google Tag Manager around the booking widget and added call tracking numbers for each clinic's website page and Business Profile.",
      },
      {
        title: "Counts only, no patient data",
        description:
          "The dashboard receives booking counts and sources only, never names or treatment details, which keeps it separate from the patient records protected under BC's Personal Information Protection Act.",
      },
      {
        title: "Dashboard and training",
        description:
          "We built a Looker Studio dashboard that compares clinics side by side and recorded a training session for the office managers.",
      },
      {
        title: "Acting on the first month",
        description:
          "The first month of data showed the three slower clinics had outdated Business Profiles with no booking link, which we corrected with the group's SEO work.",
      },
    ],
    results: [
      { value: "5", label: "clinics reporting bookings in one dashboard" },
      { value: "6 h", label: "of manual spreadsheet work saved each month" },
      { value: "24%", label: "more online bookings at the three slower clinics in 6 months" },
    ],
    technologies: [
      "Google Analytics 4",
      "Google Tag Manager",
      "Looker Studio",
      "CallRail",
      "Google Business Profile",
    ],
    duration: "7 weeks",
  },
] satisfies CaseStudyInput[];
