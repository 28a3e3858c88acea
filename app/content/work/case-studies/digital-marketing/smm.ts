import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "social-kootenay-ridge-brewing",
    client: "Kootenay Ridge Brewing",
    sector: "Craft brewery",
    location: "Nelson, British Columbia",
    headline: "+142% Instagram followers in a year",
    summary:
      "A Nelson craft brewery grew its Instagram following 142% in a year and lifted event-night taproom sales 35% with a weekly Reels series and faster replies.",
    services: ["digital-marketing/smm"],
    image: {
      scene: "phone",
      alt: "Illustration of a phone showing a brewery's Instagram grid with event and product posts",
    },
    problem: [
      "Kootenay Ridge Brewing's taproom does well in summer, when visitors pass through the West Kootenay, but its trivia and live music nights were often half empty from November to March. The brewers posted on Instagram when they had time, which usually meant a photo of a new can every few weeks.",
      "Messages about event tables, growler fills and group bookings could sit for two days, and some of those groups went elsewhere. The owners wanted locals to know what was on each week without spending their own evenings on their phones.",
    ],
    approach: [
      {
        title: "Locals first",
        description:
          "We set the main audience as residents within an hour's drive rather than tourists, and planned content around the event calendar, seasonal releases and the people behind the beer.",
      },
      {
        title: "A weekly Reels series",
        description:
          "Every Tuesday a short Reel previews the week's events and new taps, filmed by staff from a shot list we send and edited by our team, within British Columbia's liquor advertising rules.",
      },
      {
        title: "A steady posting rhythm",
        description:
          "We publish four times a week across Instagram and Facebook, add Stories on event nights and send a monthly calendar the owners approve in one sitting.",
      },
      {
        title: "Replies within hours",
        description:
          "We answer comments and direct messages on business days from an agreed guide, and pass group and private event bookings straight to the taproom manager.",
      },
    ],
    results: [
      { value: "142%", label: "more Instagram followers in 12 months" },
      { value: "35%", label: "higher taproom sales on event nights" },
      { value: "< 4 h", label: "average reply to messages in business hours, down from two days" },
    ],
    technologies: ["Instagram", "Facebook", "Meta Business Suite"],
    duration: "Ongoing since 2023",
    quote: {
      text: "We used to post when we remembered. Now the week's events are in everyone's feed by Tuesday, and trivia night has a waiting list for most of the winter.",
      name: "Owen Makarenko",
      role: "Co-founder, Kootenay Ridge Brewing",
    },
  },
  {
    slug: "social-boulangerie-mont-royal",
    client: "Boulangerie Mont-Royal",
    sector: "Bakery café",
    location: "Montréal, Quebec",
    headline: "2.3x weekend pre-orders",
    summary:
      "A Montréal bakery café grew weekend pre-orders 2.3x in 8 months with French-first posts, footage from the ovens and a weekly pre-order reminder.",
    services: ["digital-marketing/smm", "digital-marketing/content-marketing"],
    image: {
      scene: "brand",
      alt: "Illustration of bilingual social media graphics for a bakery with seasonal pastry photos",
    },
    problem: [
      "Boulangerie Mont-Royal bakes in small batches and takes pre-orders for weekend croissants, sourdough and seasonal cakes, which lets it plan its dough the night before. Its accounts had been run in English by a former employee, although most of its neighbourhood customers speak French first.",
      "Posts averaged a 2.4% engagement rate and rarely mentioned pre-orders, so most weekend customers walked in hoping for what was left. Unsold stock on quiet weekends and empty shelves on busy ones both cost the bakery money.",
    ],
    approach: [
      {
        title: "French first, English second",
        description:
          "Every caption is written in Quebec French first, with a short English line for anglophone and visiting customers, in the warm, direct tone the owners use at the counter.",
      },
      {
        title: "Content from the ovens",
        description:
          "Staff film short clips of lamination, early bakes and new pastries on a shared phone, and our designers turn them into Reels, TikToks and carousels in one bilingual template.",
      },
      {
        title: "A weekly pre-order rhythm",
        description:
          "A Wednesday post announces the weekend menu and the order deadline, with the order link in the profile and a Stories reminder on Thursday evening.",
      },
      {
        title: "Holidays planned early",
        description:
          "For the bûche de Noël and galette des rois seasons, pre-orders open three weeks ahead with a countdown, so the bakery can schedule production and staff.",
      },
    ],
    results: [
      { value: "2.3x", label: "weekend pre-orders within 8 months" },
      { value: "6.1%", label: "engagement rate on French-first posts, up from 2.4%" },
      { value: "11 days", label: "earlier sell-out of holiday pre-orders than the year before" },
    ],
    technologies: ["Instagram", "Facebook", "TikTok", "Meta Business Suite"],
    duration: "Ongoing since 2024",
  },
  {
    slug: "social-harbourview-dental-group",
    client: "Harbourview Dental Group",
    sector: "Dental practice",
    location: "Dartmouth, Nova Scotia",
    headline: "38 new patients a quarter from social",
    summary:
      "A Dartmouth dental practice now books about 38 new patients a quarter from social media, with useful posts, team videos and tracked booking links.",
    services: ["digital-marketing/smm", "digital-marketing/analytics-reporting"],
    image: {
      scene: "chart",
      alt: "Illustration of a chart showing new patient bookings attributed to social media posts",
    },
    problem: [
      "Harbourview Dental Group added two dentists and evening hours, but new patient numbers barely moved. Its Facebook page mostly announced holiday closures, and the practice had no way to tell whether social media brought in anyone at all.",
      "Dental advertising in Nova Scotia must follow the Provincial Dental Board's standards, so the team was wary of testimonials, before-and-after photos and anything that might read as a promise of results. They wanted a presence that was useful and compliant rather than promotional.",
    ],
    approach: [
      {
        title: "Rules before posts",
        description:
          "We reviewed the board's advertising standards with the practice manager and wrote content rules for treatment claims, testimonials and patient photos, with written consent under Nova Scotia's Personal Health Information Act.",
      },
      {
        title: "Answers to real questions",
        description:
          "Three posts a week on Facebook and Instagram cover what patients ask at the front desk, from a child's first visit to what the Canadian Dental Care Plan covers.",
      },
      {
        title: "Meet the team",
        description:
          "Short videos introduce the new dentists and hygienists and show the evening hours, aimed at commuters and families in Dartmouth and across the harbour in Halifax.",
      },
      {
        title: "Count every booking",
        description:
          "Each post links to the online booking page with tagged links, and the front desk asks every new patient how they found the practice, so social bookings are counted rather than guessed.",
      },
    ],
    results: [
      { value: "38", label: "new patients a quarter booked through social media" },
      { value: "2.7x", label: "more booking page visits from Facebook and Instagram" },
      { value: "< 1 day", label: "to answer messages from prospective patients" },
    ],
    technologies: ["Facebook", "Instagram", "Meta Business Suite", "Google Analytics 4"],
    duration: "Ongoing since 2023",
  },
] satisfies CaseStudyInput[];
