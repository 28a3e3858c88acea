import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "digital-marketing",
  slug: "seo",
  name: "Search Engine Optimization",
  meta: {
    title: "SEO Services for Canadian Businesses",
    description: `Technical, local and bilingual SEO for Canadian businesses, measured in leads and sales. First gains in ${claims.seoFirstGains}, full results in ${claims.seoFullResults}.`,
  },
  hero: {
    title: { text: "Get found by the customers", accent: "already searching for you" },
    description:
      "We help Canadian small and mid-sized businesses rank for the searches that lead to calls, bookings and orders, in English, in French and on the map.",
    showCTA: true,
    image: {
      scene: "chart",
      alt: "Illustration of a line chart showing organic search traffic and enquiries rising over a year",
    },
  },
  intro: {
    title: { text: "SEO measured in enquiries,", accent: "not just rankings" },
    paragraphs: [
      "Ranking first for a phrase nobody buys from is a vanity result. We start by finding the searches your best customers actually make, then fix what holds your site back, improve the pages that should win those searches and build the local and industry signals Google looks for.",
      `SEO is steady work rather than a switch. Most clients see first gains in ${claims.seoFirstGains}, such as better map visibility and more traffic to service pages, and full results in ${claims.seoFullResults} as content and authority build up. We report each month on enquiries and revenue from organic search, not only positions.`,
    ],
    image: {
      scene: "dashboard",
      alt: "Illustration of a reporting dashboard linking organic visits to form submissions and phone calls",
    },
  },
  features: {
    title: { text: "What every SEO engagement", accent: "includes" },
    description:
      "The core work behind every plan, whether you serve one neighbourhood or customers across the country.",
    items: [
      {
        title: "Keyword research by intent",
        description:
          "We separate searches that signal a buyer from those that signal a student or a competitor, and focus your budget on the first group.",
        icon: "search",
      },
      {
        title: "Technical health checks",
        description:
          "Crawl errors, slow templates, duplicate pages and indexing problems are found, ranked by impact and fixed or handed to your developer with clear instructions.",
        icon: "wrench",
      },
      {
        title: "On-page optimization",
        description:
          "Titles, headings, internal links and page copy are reworked so each service and location page answers one clear search well.",
        icon: "file-search",
      },
      {
        title: "Content briefs and pages",
        description:
          "We identify the gaps between what customers ask and what your site answers, then brief or write the pages that close them.",
        icon: "file-text",
      },
      {
        title: "Authority and link earning",
        description:
          "We earn mentions from Canadian directories, associations, suppliers and local media through outreach, never through bought or spammy links.",
        icon: "link",
      },
      {
        title: "Tracking tied to leads",
        description:
          "Calls, forms and sales from organic search are tracked with consent-aware analytics, so you can see what SEO returns in dollars.",
        icon: "chart-line",
      },
      {
        title: "A monthly roadmap",
        description:
          "You always know what we did last month, what we are doing next and why, in a short written plan rather than a wall of charts.",
        icon: "compass",
      },
      {
        title: "Everything stays yours",
        description:
          "Your Google Search Console, analytics and Business Profile stay in your name, and every page we create belongs to you if we part ways.",
        icon: "key-round",
      },
    ],
  },
  process: {
    title: { text: "How we approach", accent: "your SEO" },
    description:
      "A repeatable sequence that fixes the foundations first, then builds visibility month after month.",
    steps: [
      {
        title: "Audit and benchmark",
        description:
          "We review your site, Search Console data, Google Business Profile and main competitors, and record where you stand today so progress can be measured.",
      },
      {
        title: "Strategy and priorities",
        description:
          "We agree on target services, locations and languages, then rank the opportunities by likely return and effort.",
      },
      {
        title: "Fix the foundations",
        description:
          "Technical issues, thin pages and local listing errors are corrected first, because content and links work better on a sound site.",
      },
      {
        title: "Build content and authority",
        description:
          "We improve key pages, publish new ones where demand exists and earn relevant links and citations from Canadian sources.",
      },
      {
        title: "Measure and refine",
        description:
          "Each month we compare rankings, traffic and leads against the benchmark, then shift effort toward what is working.",
      },
    ],
  },
  showcase: {
    title: { text: "Recent", accent: "SEO results" },
    description:
      "A few of the Canadian businesses whose organic search we have grown, from single-location clinics to national online stores.",
    items: [
      "seo-fundy-coast-kayak-tours",
      "seo-clinique-physio-saint-laurent",
      "seo-trillium-home-comfort",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How long does SEO take to show results?",
      answer: `Most businesses see first gains in ${claims.seoFirstGains}, usually in map listings, long-tail searches and traffic to improved pages. Full results take ${claims.seoFullResults}, depending on competition, the state of your site and how much content is needed. We set expectations for your market during the audit.`,
    },
    {
      question: "How much do your SEO services cost?",
      answer: `Most monthly SEO plans for small and mid-sized Canadian businesses land between $1,500 and $5,000 CAD, depending on the number of locations, languages and pages involved. Larger sites or heavy technical work can sit above that range. You get ${fixedQuote}; here the fixed price is a monthly fee, based on a short audit.`,
    },
    {
      question: "Can you guarantee a first-page ranking?",
      answer:
        "No, and you should be wary of anyone who does. Google controls its results and changes them often. What we can commit to is a clear plan, the work described in it and honest monthly reporting on rankings, traffic and leads.",
    },
    {
      question: "Do you handle SEO in French for Quebec customers?",
      answer:
        "Yes. We research French keywords separately, because Quebec searchers often use different terms than a direct translation suggests. We set up language tags so Google shows the right version to each audience and write the French pages in-house in Quebec French, or work with your translator if you have one.",
    },
    {
      question: "Do I need to sign a long-term contract?",
      answer:
        "No. After the initial audit and setup, plans run month to month with 30 days' notice. Because SEO compounds over time, most clients stay for at least a year, but that is their choice rather than a clause.",
    },
    {
      question: "Will you need access to our website?",
      answer:
        "For most plans, yes: we need editor access to your content management system, plus Google Search Console, analytics and Business Profile access. If your developer prefers to make technical changes, we send them prioritized tickets instead.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Our SEO", accent: "services" },
      description:
        "Pick the areas that matter to your business, or let the audit tell us where to start.",
      items: [
        {
          title: "Technical SEO",
          description:
            "Site speed, Core Web Vitals, crawlability, structured data and indexing fixes that let search engines read and trust your site.",
          icon: "cog",
        },
        {
          title: "Local SEO and Google Business Profile",
          description:
            "We optimize your Google Business Profile, Bing Places and Apple Business Connect listings, clean up citations and build location pages for each area you serve.",
          icon: "map-pin",
        },
        {
          title: "Bilingual English and French SEO",
          description:
            "Separate keyword research, hreflang tags and properly localized pages for English and French Canada, which also supports Quebec's French-language requirements.",
          icon: "globe",
        },
        {
          title: "eCommerce SEO",
          description:
            "Category and product page optimization, faceted navigation fixes and product structured data for Shopify, WooCommerce and custom stores.",
          icon: "shopping-cart",
        },
        {
          title: "Multi-location SEO",
          description:
            "A consistent structure for franchises and businesses with several branches, so each location ranks in its own city without competing with the others.",
          icon: "store",
        },
        {
          title: "Site migration support",
          description:
            "Redirect mapping, pre-launch checks and post-launch monitoring that protect your rankings when you redesign, rebrand or change platforms.",
          icon: "refresh-cw",
        },
      ],
    },
    {
      type: "case-studies",
      title: { text: "SEO", accent: "case studies" },
      description:
        "How focused search work turned into enquiries and revenue for three Canadian clients.",
      items: [
        {
          title: "Booking season filled through organic search",
          client: "Fundy Coast Kayak Tours, New Brunswick",
          results: [
            "Organic bookings up 88% year over year",
            "Top-three map listing for kayak tour searches across the Bay of Fundy region",
            "Booking page load time cut from 5.8 to 1.9 seconds",
          ],
          technologies: [
            "Google Business Profile",
            "Schema.org",
            "Google Search Console",
            "WordPress",
          ],
          cta: { label: "Discuss a similar project", to: "/contact-us" },
        },
        {
          title: "A French-first site that finally ranks in French",
          client: "Clinique Physio Saint-Laurent, Montréal",
          results: [
            "French-language enquiries up 3x in 10 months",
            "212 French keywords on page one, up from 19",
            "Appointment requests from organic search up 74%",
          ],
          technologies: ["hreflang", "Google Business Profile", "Google Analytics 4", "Webflow"],
          cta: { label: "See more of our work", to: "/portfolio" },
        },
        {
          title: "Service-area pages for a growing contractor",
          client: "Trillium Home Comfort, Greater Toronto Area",
          results: [
            "Organic leads up 61% in 9 months",
            "14 city pages ranking in the top five for furnace and air conditioning searches",
            "Cost per lead from organic search 68% below their paid search average",
          ],
          technologies: ["Local landing pages", "CallRail", "Google Search Console", "WordPress"],
          cta: { label: "Discuss a similar project", to: "/contact-us" },
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Why SEO is", accent: "worth the patience" },
      description:
        "Paid ads stop the day the budget does. Organic visibility keeps working once it is earned.",
      items: [
        "Organic visits cost nothing per click, so the cost of each lead tends to fall as rankings mature.",
        "Customers who find you through search are already looking for what you sell, which makes them more likely to call or buy.",
        "A strong map listing puts you in front of nearby customers at the moment they need a local provider.",
        "Bilingual pages open the French-speaking market in Quebec, New Brunswick and Ontario to your business.",
        "The content and technical fixes behind good SEO also make your site faster and clearer for every visitor.",
      ],
    },
  ],
  cta: {
    title: { text: "Find out where your site", accent: "stands today" },
    description:
      "Send us your website and the services you want to be found for. We will reply with the main issues holding it back and a realistic view of what SEO can do in your market.",
    button: "Request an SEO review",
  },
  closing: `Tell us which searches you want to show up for and the region you serve. Within ${site.responseTime} we reply with honest advice on your visibility in search results, a rough monthly budget and a timeline for first gains.`,
} satisfies ServiceInput;
