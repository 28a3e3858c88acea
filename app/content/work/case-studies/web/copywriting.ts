import { claims } from "../../../site";
import type { CaseStudyInput } from "../../schema";

const { minutes } = claims.copywritingConsultation;

export default [
  {
    slug: "copywriting-cedar-ridge-law",
    client: "Cedar Ridge Law",
    sector: "Family law firm",
    location: "Calgary, Alberta",
    headline: "Consultation requests up 52%",
    summary:
      "Plain-language service pages that explain the first meeting, typical timelines and fees raised consultation requests 52% for a Calgary family law firm.",
    services: ["web/copywriting", "digital-marketing/seo"],
    image: {
      scene: "browser",
      alt: "Illustration of a law firm's service page with clear headings and a consultation booking button",
    },
    problem: [
      "Cedar Ridge Law's website described its divorce, parenting and support services in the language of court filings. Pages were long, opened with references to legislation and said nothing about how a first meeting worked or what it might cost.",
      "Most readers were in the middle of a separation and searching late at night on a phone. Many left without getting in touch, and those who called asked the questions the site should already have answered.",
    ],
    approach: [
      {
        title: "Free consultation",
        description: `In our free ${minutes}-minute consultation we learned the firm's goals, reviewed the five service pages with the most visits and agreed on a fixed quote for the rewrite.`,
      },
      {
        title: "Research with the intake team",
        description:
          "We interviewed two lawyers and the intake coordinator and read 18 months of intake notes to list the questions people ask before they book.",
      },
      {
        title: "Plain-language pages",
        description:
          "Eight service pages were rewritten in short sections covering what happens first, how long matters usually take, how fees work and what to bring, with legal terms explained where they appear.",
      },
      {
        title: "Reviewed for the profession's rules",
        description:
          "The firm's lawyers checked every page against the Law Society of Alberta's marketing rules, and each page ends with one clear step: book an initial consultation.",
      },
    ],
    results: [
      { value: "52%", label: "more consultation requests in the six months after launch" },
      { value: "41%", label: "longer average reading time on service pages" },
      { value: "8", label: "service pages rewritten in plain language" },
    ],
    technologies: ["WordPress", "Google Search Console", "Google Analytics 4"],
    duration: "5 weeks",
    quote: {
      text: "Our pages used to read like a factum. Now they answer what a worried parent actually wants to know, and people come to the first meeting better prepared.",
      name: "Meredith Sinclair",
      role: "Managing Partner, Cedar Ridge Law",
    },
  },
  {
    slug: "copywriting-fundy-coast-outfitters",
    client: "Fundy Coast Outfitters",
    sector: "Outdoor tourism",
    location: "St. Martins, New Brunswick",
    headline: "Tour bookings up 37% in one season",
    summary:
      "Short bilingual tour pages that say what to expect, what to bring and how the tides set each departure lifted kayak tour bookings 37% in one season.",
    services: ["web/copywriting"],
    image: {
      scene: "phone",
      alt: "Illustration of a phone showing a kayak tour page with a short description and a book now button",
    },
    problem: [
      "Fundy Coast Outfitters runs guided sea kayak and sea cave tours from St. Martins, where the tides set the schedule. Its tour pages opened with long paragraphs about the company's history, and the details visitors needed, such as tour length, skill level and what to wear, were buried at the bottom or missing.",
      "Most bookings were made on phones, often by travellers already in New Brunswick deciding what to do the next day. The owners spent their evenings answering the same emails about age limits, weather cancellations and whether beginners could join.",
    ],
    approach: [
      {
        title: "Consultation and scope",
        description: `After the free ${minutes}-minute consultation, we agreed to rewrite six tour pages, the booking questions page and the cancellation policy for a fixed fee.`,
      },
      {
        title: "What to expect, up front",
        description:
          "Each tour page now opens with a two-sentence description and a short list of duration, skill level, minimum age, meeting point and what is included.",
      },
      {
        title: "The tides, explained simply",
        description:
          "We wrote a short explanation of how the Bay of Fundy tides move departure times each day, so guests understand the schedule and choose a slot that suits them.",
      },
      {
        title: "English and French",
        description:
          "Our francophone writer adapted every page for Acadian and Quebec visitors rather than translating it line by line, in time for the May opening.",
      },
    ],
    results: [
      { value: "37%", label: "more tour bookings in the first season after the rewrite" },
      { value: "45%", label: "fewer pre-booking emails to the owners" },
      { value: "19%", label: "of online bookings now made from the French pages" },
    ],
    technologies: ["WordPress", "FareHarbor"],
    duration: "4 weeks",
  },
  {
    slug: "copywriting-ironwood-hvac-services",
    client: "Ironwood HVAC Services",
    sector: "Home services",
    location: "Winnipeg, Manitoba",
    headline: "Email click rate up from 2.1% to 5.8%",
    summary:
      "Seasonal emails rewritten around one offer and a direct booking link raised the click rate from 2.1% to 5.8% for a Winnipeg heating and cooling company.",
    services: ["web/copywriting", "digital-marketing/email-marketing"],
    image: {
      scene: "mail",
      alt: "Illustration of a seasonal furnace maintenance email with a clear headline and booking link",
    },
    problem: [
      "Ironwood HVAC Services emails about 9,000 past customers in Winnipeg and nearby towns, mostly to remind them about fall furnace tune-ups and spring air conditioner checks. Each message was a long newsletter covering six or seven topics, with a generic subject line and a phone number as the only call to action.",
      "The click rate had settled at 2.1% and the office could trace almost no bookings to email, so the owner was close to giving it up altogether.",
    ],
    approach: [
      {
        title: "Start from what makes people book",
        description:
          "We read service call notes and online reviews to learn what prompted customers to book: fear of a breakdown in January, rising gas bills and warranty check deadlines.",
      },
      {
        title: "One email, one job",
        description:
          "Each campaign now covers a single topic, with a subject line under 45 characters naming the season and the benefit, and one button that opens online booking with the service already selected.",
      },
      {
        title: "Consent checked under CASL",
        description:
          "We compared the list with the company's consent records, separated customers whose implied consent was about to expire and wrote a short email asking them to stay subscribed.",
      },
      {
        title: "Tested and turned into a template",
        description:
          "Subject lines and button wording were A/B tested over the first four campaigns, and the patterns that won became a template the office now uses for every send.",
      },
    ],
    results: [
      { value: "5.8%", label: "click rate, up from 2.1% before the rewrite" },
      { value: "214", label: "tune-up bookings traced to email in one fall season" },
      { value: "0.2%", label: "unsubscribe rate per campaign, unchanged" },
    ],
    technologies: ["Mailchimp", "Jobber"],
    duration: "6-month engagement",
  },
] satisfies CaseStudyInput[];
