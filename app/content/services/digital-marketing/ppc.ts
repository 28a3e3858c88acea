import type { ServiceInput } from "../../schema";
import { site } from "../../site";

export default {
  category: "digital-marketing",
  slug: "ppc",
  name: "PPC & Paid Advertising",
  meta: {
    title: "PPC & Paid Advertising Management in Canada",
    description:
      "Google Ads, Microsoft Advertising, Meta and LinkedIn campaigns for Canadian businesses, managed against cost per lead and return on ad spend in CAD.",
  },
  hero: {
    title: { text: "Paid ads that pay", accent: "for themselves" },
    description:
      "We plan, build and manage search, social and video campaigns for Canadian businesses, and judge every dollar of ad spend by the enquiries and sales it brings back.",
    showCTA: true,
    image: {
      scene: "dashboard",
      alt: "Illustration of an ad campaign dashboard showing spend, conversions and cost per lead",
    },
  },
  intro: {
    title: { text: "Less wasted spend,", accent: "more qualified leads" },
    paragraphs: [
      "Many ad accounts we audit are paying for the wrong searches, sending clicks to a generic homepage and counting page views as conversions. We fix the basics first: tight targeting by service and region, landing pages that match the ad, and tracking that records real calls, forms and purchases.",
      "From there we test and refine week by week, moving budget toward the campaigns that produce customers at a cost you can live with. You see the results in plain terms, in CAD, with a note on what we changed and why.",
    ],
    image: {
      scene: "chart",
      alt: "Illustration of a chart comparing ad spend with revenue from paid campaigns over several months",
    },
  },
  features: {
    title: { text: "What our campaign", accent: "management includes" },
    description:
      "Everything needed to run paid advertising properly, handled by specialists who work in your accounts every week.",
    items: [
      {
        title: "Account audit and structure",
        description:
          "We review existing campaigns for wasted spend and rebuild the structure around your services, locations and margins.",
        icon: "file-search",
      },
      {
        title: "Keyword and audience research",
        description:
          "We find the searches and audiences that signal buying intent, and build negative keyword lists that keep budget away from the rest.",
        icon: "target",
      },
      {
        title: "Ad copy and creative",
        description:
          "Search ads, display banners and short social videos are written and designed for each audience, with French versions for Quebec campaigns.",
        icon: "pen-tool",
      },
      {
        title: "Landing page guidance",
        description:
          "We recommend or build focused landing pages that match each ad, because a relevant page lowers cost per click and raises conversions.",
        icon: "layout-dashboard",
      },
      {
        title: "Conversion tracking with consent",
        description:
          "Calls, forms and purchases are tracked through Google Tag Manager and consent mode, set up with PIPEDA and Quebec's Law 25 in mind.",
        icon: "shield-check",
      },
      {
        title: "Geographic targeting",
        description:
          "Campaigns target the provinces, cities or postal-code radius you actually serve, with bids adjusted for the areas that convert best.",
        icon: "map-pin",
      },
      {
        title: "Ongoing testing and bidding",
        description:
          "We test headlines, offers and bid strategies continuously and shift budget weekly toward what produces customers.",
        icon: "refresh-cw",
      },
      {
        title: "Plain-language reporting",
        description:
          "Monthly reports show spend, leads, cost per lead and revenue where trackable, with no vanity metrics padding the page.",
        icon: "chart-column",
      },
    ],
  },
  process: {
    title: { text: "How we launch and grow", accent: "your campaigns" },
    description: "A measured start, then steady improvement based on real conversion data.",
    steps: [
      {
        title: "Goals and audit",
        description:
          "We agree on the results that matter, such as leads, booked jobs or online sales, and audit any existing accounts and tracking.",
      },
      {
        title: "Tracking and landing pages",
        description:
          "Before spending a dollar, we make sure every conversion is recorded correctly and that each ad leads to a page built to convert.",
      },
      {
        title: "Campaign build",
        description:
          "We set up campaigns, ad groups, audiences and ads on the platforms chosen, and send you the plan and budget split for approval.",
      },
      {
        title: "Launch and early optimization",
        description:
          "In the first weeks we watch search terms and placements daily, cut waste quickly and adjust bids as conversion data arrives.",
      },
      {
        title: "Scale what works",
        description:
          "Once cost per lead is stable, we expand into new keywords, audiences or platforms and raise budget only where returns hold up.",
      },
    ],
  },
  showcase: {
    title: { text: "Recent", accent: "paid advertising results" },
    description: "A few of the Canadian businesses whose ad budgets we manage.",
    items: ["ppc-cascade-legal-group", "ppc-prairie-peak-outdoor-supply", "retailplus"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How much should we spend on ads?",
      answer:
        "It depends on your market and goals, but most small and mid-sized Canadian businesses start with $1,500 to $6,000 CAD a month in ad spend. Competitive fields such as law, home services in large cities or insurance usually need more. We estimate a starting budget from keyword costs in your area before you commit.",
    },
    {
      question: "What do you charge to manage campaigns?",
      answer:
        "Most management fees land between $750 and $3,000 CAD a month, depending on the number of platforms, campaigns and languages. Ad spend is paid directly to Google, Meta or LinkedIn from your own account, so you always see exactly what the platforms are charging.",
    },
    {
      question: "How quickly will we see results?",
      answer:
        "Ads can bring traffic within days of launch, but the first month or two is a learning period while we gather conversion data and cut waste. Most accounts become noticeably more efficient after that, once the platforms and our bidding have enough data to work with.",
    },
    {
      question: "Who owns the ad accounts?",
      answer:
        "You do. Campaigns run in accounts registered to your business and billed to your card, with us added as managers. If you ever leave, you keep the accounts, the history and every ad we wrote.",
    },
    {
      question: "Do our ads need to be in French?",
      answer:
        "If you advertise to customers in Quebec, French ads and landing pages are expected under the Charter of the French Language, and they also perform better. We run separate French campaigns with their own keywords rather than translating English ads word for word.",
    },
    {
      question: "Should we use paid ads or SEO?",
      answer:
        "Often both. Paid ads bring leads quickly and let you test offers, while SEO builds visibility that does not stop when the budget does. Many clients use ads to fill the pipeline while organic rankings grow, then rebalance over time.",
    },
  ],
  sections: [
    {
      type: "platforms",
      title: { text: "Advertising platforms", accent: "we manage" },
      description:
        "We recommend platforms based on where your buyers are and how they decide, not on which one is most familiar.",
      items: [
        {
          name: "Google Ads",
          description:
            "Search, Performance Max, Shopping and YouTube campaigns that reach customers the moment they look for what you sell.",
        },
        {
          name: "Microsoft Advertising",
          description:
            "Search ads on Bing and partner sites, often at a lower cost per click and popular with older and business audiences on desktop.",
        },
        {
          name: "Meta Ads",
          description:
            "Facebook and Instagram campaigns targeted by location, interests and lookalike audiences, for awareness, leads and online sales.",
        },
        {
          name: "LinkedIn Ads",
          description:
            "Sponsored content and lead forms that reach decision-makers by job title, industry and company size, suited to B2B services.",
        },
        {
          name: "YouTube",
          description:
            "Short video ads shown to people in your service area or interest groups, measured on views, site visits and conversions.",
        },
        {
          name: "Retargeting networks",
          description:
            "Display and social ads that remind recent visitors about the service or product they viewed, with frequency caps to avoid annoying them.",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Why well-run paid ads", accent: "are worth it" },
      items: [
        "Campaigns can start bringing enquiries within days, which helps new businesses, launches and slow seasons.",
        "Budgets are fully under your control and can be raised, lowered or paused at any time.",
        "Precise targeting by region, language and audience means your money reaches the customers you can actually serve.",
        "Every click and conversion is measurable, so you know the cost of each lead and whether the campaign pays.",
        "Search ad data shows which keywords and offers convert, which also informs your SEO and website copy.",
      ],
    },
    {
      type: "case-studies",
      title: { text: "Paid advertising", accent: "case studies" },
      description:
        "How better structure, tracking and testing changed the numbers for our clients.",
      items: [
        {
          title: "Fewer wasted clicks for a personal injury firm",
          client: "Cascade Legal Group, British Columbia",
          results: [
            "Cost per qualified lead down 46% in 5 months",
            "Signed cases from paid search up 29% on the same budget",
            "Over 1,100 irrelevant search terms excluded in the first quarter",
          ],
          technologies: ["Google Ads", "Microsoft Advertising", "CallRail", "Google Tag Manager"],
          cta: { label: "Discuss a similar project", to: "/contact-us" },
        },
        {
          title: "Shopping campaigns for a winter-heavy retailer",
          client: "Prairie Peak Outdoor Supply, Saskatchewan",
          results: [
            "Return on ad spend up from 2.1x to 5.2x",
            "Online revenue from paid channels up 84% year over year",
            "Budget shifted automatically toward in-stock, high-margin products",
          ],
          technologies: ["Google Shopping", "Performance Max", "Meta Ads", "Shopify"],
          cta: { label: "See more of our work", to: "/portfolio" },
        },
        {
          title: "LinkedIn campaigns that reach plant managers",
          client: "Northgate Industrial Controls, Ontario",
          results: [
            "Qualified sales meetings up 3x in 6 months",
            "Cost per lead from LinkedIn 38% below the previous agency's results",
            "Lead form completion rate of 14% on sponsored content",
          ],
          technologies: ["LinkedIn Ads", "HubSpot", "Google Ads"],
          cta: { label: "Discuss a similar project", to: "/contact-us" },
        },
      ],
    },
  ],
  cta: {
    title: { text: "Find out what your ad budget", accent: "could be doing" },
    description:
      "Share access to your current ad accounts or tell us what you want to promote. We will reply with the main sources of wasted spend and a realistic starting plan.",
    button: "Request a PPC review",
  },
  closing: `Tell us what you sell, where your customers are and roughly what you spend on ads each month. Within ${site.responseTime} you get honest advice on your campaigns, a rough budget and a timeline to launch.`,
} satisfies ServiceInput;
