import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "seo-fundy-coast-kayak-tours",
    client: "Fundy Coast Kayak Tours",
    sector: "Outdoor tourism",
    location: "Alma, New Brunswick",
    headline: "+88% organic bookings",
    summary:
      "A Bay of Fundy kayak outfitter grew organic bookings 88% year over year with local SEO, a faster booking page and a page for every tour.",
    services: ["digital-marketing/seo", "digital-marketing/content-marketing"],
    image: {
      scene: "globe",
      alt: "Illustration of a map view with a tour operator's listing highlighted for coastal searches",
    },
    problem: [
      "Fundy Coast Kayak Tours runs guided sea kayak trips from late May to early October, and most of its bookings came through third-party tour sites that kept 20 to 25% of each sale. Its own website ranked for the company name and little else, so people searching for kayak tours near Fundy National Park found the resellers first.",
      "The booking page took 5.8 seconds to load on a phone, and the Google Business Profile still showed last year's season hours. With a season this short, every week of weak visibility in spring meant empty seats in July.",
    ],
    approach: [
      {
        title: "Benchmark before the season",
        description:
          "We recorded rankings, map visibility and booking sources in January, so the fixes were live before families began planning summer trips in March and April.",
      },
      {
        title: "A booking page that loads on a phone",
        description:
          "We removed a heavy image slider, compressed the tour photos and loaded the booking widget only when needed, bringing the page from 5.8 to 1.9 seconds on mobile.",
      },
      {
        title: "One page for every trip",
        description:
          "Each trip, from the sunset paddle to the tidal flats tour, got its own page covering tide times, skill level, what to bring and the minimum age, with Schema.org markup for prices and durations.",
      },
      {
        title: "Listings and local links",
        description:
          "We corrected the Google Business Profile, added seasonal hours and guest photos, and earned links from regional tourism directories, nearby inns and two Atlantic Canada travel writers.",
      },
    ],
    results: [
      { value: "88%", label: "more organic bookings, year over year" },
      { value: "Top 3", label: "map listing for kayak tour searches around the Bay of Fundy" },
      { value: "1.9 s", label: "booking page load time on mobile, down from 5.8 s" },
    ],
    technologies: ["Google Business Profile", "Schema.org", "Google Search Console", "WordPress"],
    duration: "Ongoing since 2023",
    quote: {
      text: "We used to give up to a quarter of every booking to resellers. Last summer most of our guests found us directly on Google, and the booking page finally works on a phone in the parking lot.",
      name: "Renée Cormier",
      role: "Owner, Fundy Coast Kayak Tours",
    },
  },
  {
    slug: "seo-clinique-physio-saint-laurent",
    client: "Clinique Physio Saint-Laurent",
    sector: "Physiotherapy clinic",
    location: "Montréal, Quebec",
    headline: "3x French-language enquiries",
    summary:
      "A Montréal physiotherapy clinic tripled its French-language enquiries in 10 months once its French pages targeted the words Quebec patients actually search.",
    services: ["digital-marketing/seo", "digital-marketing/analytics-reporting"],
    image: {
      scene: "phone",
      alt: "Illustration of a phone showing French search results with a clinic listing and booking button",
    },
    problem: [
      "Clinique Physio Saint-Laurent serves a mostly francophone neighbourhood, yet its French pages were word-for-word translations of the English site. They targeted literal translations of English keywords rather than the condition and neighbourhood terms Quebec patients type, and only 19 French keywords reached page one.",
      "Without language tags, Google often showed the English page to French searchers. Most new patients arrived through doctor referrals, which left the clinic's six physiotherapists with open slots on weekday mornings.",
    ],
    approach: [
      {
        title: "French keyword research from scratch",
        description:
          "We researched French searches separately, using Quebec search data and the words patients wrote on intake forms, and found most demand was for specific conditions and neighbourhoods.",
      },
      {
        title: "Clear language signals",
        description:
          "We separated the French and English URLs in Webflow and added hreflang tags, so Google served each audience the right version of every page.",
      },
      {
        title: "French-first condition pages",
        description:
          "With the clinic's physiotherapists, we wrote pages in French first for the conditions they treat most, from low back pain to knee surgery rehabilitation, each ending with a clear booking request.",
      },
      {
        title: "Bilingual listing and tracking",
        description:
          "The Google Business Profile gained French categories, descriptions and photos, and Google Analytics 4, behind a consent banner set up for Law 25, tracked enquiries by language.",
      },
    ],
    results: [
      { value: "3x", label: "French-language enquiries in 10 months" },
      { value: "212", label: "French keywords on page one, up from 19" },
      { value: "74%", label: "more appointment requests from organic search" },
    ],
    technologies: ["hreflang", "Google Business Profile", "Google Analytics 4", "Webflow"],
    duration: "Ongoing since 2024",
    quote: {
      text: "Our French pages read like a translation, and patients noticed. Now most new patients find us in French, and our morning slots fill without us waiting on referrals.",
      name: "Samir Khoury",
      role: "Clinic Director, Clinique Physio Saint-Laurent",
    },
  },
  {
    slug: "seo-trillium-home-comfort",
    client: "Trillium Home Comfort",
    sector: "HVAC contractor",
    location: "Mississauga, Ontario",
    headline: "+61% organic leads",
    summary:
      "A Greater Toronto Area heating and cooling contractor grew organic leads 61% in 9 months with real city pages and call tracking tied to booked jobs.",
    services: ["digital-marketing/seo", "web/copywriting"],
    image: {
      scene: "browser",
      alt: "Illustration of a heating and cooling contractor's service page ranking in local search results",
    },
    problem: [
      "Trillium Home Comfort installs and services furnaces, heat pumps and air conditioners across Peel, Halton and York regions, but its website had one service area page listing 20 towns. It ranked in Mississauga and almost nowhere else, so Google Ads brought in most new customers.",
      "Paid clicks for furnace repair in the Toronto area often cost more than $30, and the owners could not tell which calls came from the website at all. They wanted a steadier source of leads before the next heating season.",
    ],
    approach: [
      {
        title: "Find where the demand is",
        description:
          "We mapped furnace, air conditioning and heat pump searches by city against the areas the company's trucks already served, and picked 14 towns worth a dedicated page.",
      },
      {
        title: "City pages worth reading",
        description:
          "Each page covers local detail, such as typical housing and equipment ages, recent jobs in that town and current heat pump rebate programs, instead of swapping a city name into a template.",
      },
      {
        title: "Technical clean-up",
        description:
          "We merged duplicate service pages, added LocalBusiness structured data and rebuilt internal links so each city page drew strength from the main service pages.",
      },
      {
        title: "Call tracking tied to jobs",
        description:
          "CallRail numbers separated organic calls from paid ones, and the office marked each call as a booked job or not, giving a real cost per lead for both channels.",
      },
    ],
    results: [
      { value: "61%", label: "more organic leads in 9 months" },
      {
        value: "14",
        label: "city pages in the top five for furnace and air conditioning searches",
      },
      { value: "68%", label: "lower cost per lead from organic search than from paid search" },
    ],
    technologies: ["WordPress", "CallRail", "Google Search Console", "Schema.org"],
    duration: "Ongoing since 2024",
  },
] satisfies CaseStudyInput[];
