import type { ServiceInput } from "../../schema";
import { site } from "../../site";

export default {
  category: "digital-marketing",
  slug: "analytics-reporting",
  name: "Analytics & Reporting",
  meta: {
    title: "GA4 Analytics and Reporting Dashboards",
    description:
      "GA4 setup, consent mode, conversion tracking and Looker Studio dashboards for Canadian businesses, configured with PIPEDA and Quebec Law 25 in mind.",
  },
  hero: {
    title: { text: "Know which marketing", accent: "actually pays off" },
    description:
      "We set up GA4 and conversion tracking you can trust, then turn the data into clear Looker Studio dashboards. Consent is handled properly, so your measurement respects PIPEDA and Quebec's Law 25.",
    showCTA: true,
    image: {
      scene: "dashboard",
      alt: "Illustration of a marketing dashboard showing leads, revenue and cost per channel",
    },
  },
  intro: {
    title: { text: "Better decisions start with", accent: "accurate numbers" },
    paragraphs: [
      "Many businesses we meet have analytics installed but do not trust it: conversions are counted twice, phone calls are missing and ad platforms each claim credit for the same sale. We audit what you have, fix the tracking and agree a short list of numbers that really matter to your business.",
      "Privacy rules shape how that data can be collected. In Quebec, the Act respecting the protection of personal information in the private sector, as amended by Law 25, requires tracking that can identify, locate or profile a visitor to stay off until they agree. British Columbia and Alberta each have their own Personal Information Protection Act, and PIPEDA applies in the other provinces and territories; all of them expect clear notice and consent suited to the data. We configure consent banners and Google consent mode to keep measurement both lawful and as complete as possible.",
    ],
    image: {
      scene: "shield",
      alt: "Illustration of a cookie consent banner connected to an analytics tag manager",
    },
  },
  features: {
    title: { text: "What we set up", accent: "and maintain" },
    description:
      "From the first tag to the monthly review, we handle the technical and the analytical side.",
    items: [
      {
        title: "GA4 implementation",
        description:
          "A clean GA4 property with the right data streams, events, custom dimensions and data retention settings for your business.",
        icon: "bar-chart-3",
      },
      {
        title: "Google Tag Manager",
        description:
          "All tags organized in one documented container, with naming conventions and version history your team can follow.",
        icon: "layers",
      },
      {
        title: "Consent mode and banners",
        description:
          "Consent banners that block tracking until visitors agree, connected to Google consent mode so reporting gaps are modelled rather than ignored.",
        icon: "shield-check",
      },
      {
        title: "Conversion tracking",
        description:
          "Form submissions, calls, bookings, chat starts and purchases tracked once and shared accurately with Google Ads, Meta and LinkedIn.",
        icon: "target",
      },
      {
        title: "Looker Studio dashboards",
        description:
          "Dashboards that combine website, ad, CRM and sales data in one view, written in plain language for owners and managers.",
        icon: "layout-dashboard",
      },
      {
        title: "Attribution and ROI",
        description:
          "We connect leads and revenue back to the campaigns that produced them so you can compare cost per acquisition by channel.",
        icon: "circle-dollar-sign",
      },
      {
        title: "Monthly insight reports",
        description:
          "A short written summary each month that explains what changed, why it matters and what we recommend next.",
        icon: "file-text",
      },
      {
        title: "Data quality monitoring",
        description:
          "Alerts for sudden drops in tracked events, spam traffic or broken tags, so problems are caught in days rather than months.",
        icon: "bell",
      },
    ],
  },
  process: {
    title: { text: "How we get your", accent: "measurement right" },
    description: "Each step builds on the last, so the dashboards rest on data you can rely on.",
    steps: [
      {
        title: "Tracking audit",
        description:
          "We review your GA4 property, tag container, ad platform conversions and consent setup, and list every gap and duplicate.",
      },
      {
        title: "Measurement plan",
        description:
          "Together we define business goals, key metrics and the events needed to measure them, documented in a plan you keep.",
      },
      {
        title: "Implementation and consent",
        description:
          "We build the tags, events and consent configuration, then test them across browsers, devices and consent choices.",
      },
      {
        title: "Dashboards and training",
        description:
          "We build your Looker Studio dashboards and walk your team through reading them in a recorded session.",
      },
      {
        title: "Ongoing review",
        description:
          "Monthly reports and quarterly check-ups keep tracking accurate as your website, campaigns and tools change.",
      },
    ],
  },
  showcase: {
    title: { text: "Analytics projects", accent: "for Canadian clients" },
    description:
      "Examples of measurement and reporting work that changed how clients spend their budgets.",
    items: [
      "analytics-maison-boreal-furniture",
      "analytics-summit-trades-group",
      "analytics-fraser-valley-dental-partners",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Do I need a consent banner for Google Analytics in Canada?",
      answer:
        "If you have visitors from Quebec, the province's private-sector privacy act, as amended by Law 25, generally requires tracking technologies that can identify, locate or profile them to stay off until they opt in. British Columbia and Alberta apply their own Personal Information Protection Acts and PIPEDA covers the other provinces and territories, and each expects meaningful notice and consent appropriate to the data, so most businesses use one banner for the whole site. We recommend confirming your approach with your legal adviser, and we configure the technical side to match.",
    },
    {
      question: "What is Google consent mode and do I need it?",
      answer:
        "Consent mode tells Google tags whether a visitor has accepted analytics and advertising cookies, and adjusts what they collect. When visitors decline, Google can model some of the missing conversions, which keeps your ad bidding and reports more accurate. If you run Google Ads, it is worth setting up.",
    },
    {
      question: "Where is my analytics data stored?",
      answer:
        "GA4 data is processed on Google's global infrastructure, not only in Canada, which should be reflected in your privacy policy. If Canadian data residency matters for your sector, we can set up Matomo instead or alongside, hosted by us in Canadian data centres.",
    },
    {
      question: "How much does analytics setup cost?",
      answer:
        "A tracking audit and GA4 rebuild for a typical small business website lands between $1,500 and $4,000 CAD, and Looker Studio dashboards add $800 to $3,000 depending on the data sources. Ongoing monthly reporting usually runs $400 to $1,200, all plus applicable taxes (GST/HST, plus QST in Quebec).",
    },
    {
      question: "Can you connect our CRM and offline sales?",
      answer:
        "Yes. We regularly bring HubSpot, Salesforce, Pipedrive and Shopify data into reporting, and we can import offline conversions to Google Ads so campaigns are judged on closed sales rather than form fills.",
    },
  ],
  sections: [
    {
      type: "technologies",
      title: { text: "Tools we", accent: "use" },
      description:
        "We choose the simplest set of tools that answers your questions and fits your privacy obligations.",
      groups: [
        {
          name: "Measurement",
          items: ["Google Analytics 4", "Google Tag Manager", "Server-side GTM", "Matomo"],
        },
        {
          name: "Consent and privacy",
          items: ["Google consent mode", "Cookiebot", "CookieYes", "OneTrust"],
        },
        {
          name: "Reporting and data",
          items: ["Looker Studio", "BigQuery", "Google Sheets", "Supermetrics"],
        },
        {
          name: "Behaviour and search",
          items: ["Google Search Console", "Microsoft Clarity", "Hotjar", "CallRail"],
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "What clear reporting", accent: "changes" },
      items: [
        "You can see which channels bring in paying customers, not just clicks, and shift budget accordingly.",
        "Trustworthy conversion data lets Google Ads and Meta bid more efficiently on your behalf.",
        "A documented consent setup reduces your exposure under PIPEDA, the BC and Alberta privacy acts and Quebec's Law 25.",
        "Owners and managers see the same numbers, which makes marketing meetings shorter and more productive.",
      ],
    },
    {
      type: "integrations",
      title: { text: "Data sources we", accent: "connect" },
      description:
        "Dashboards are most useful when they bring every source of leads and revenue together.",
      items: [
        "Google Ads",
        "Meta Ads",
        "LinkedIn Ads",
        "Microsoft Advertising",
        "Shopify",
        "WooCommerce",
        "HubSpot",
        "Salesforce",
        "Pipedrive",
        "Klaviyo",
        "CallRail",
        "Google Business Profile",
      ],
    },
  ],
  cta: {
    title: { text: "Find out what your data", accent: "is really telling you" },
    description:
      "Book a tracking audit and we will show you what is measured correctly, what is missing and what to fix first.",
    button: "Request an audit",
  },
  closing: `Tell us which tools track your website and ads, and which questions your reports never answer. Within ${site.responseTime} we reply with honest advice, a rough budget and a timeline for data you can trust.`,
} satisfies ServiceInput;
