import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "mobile-prairie-roast-loyalty",
    client: "Prairie Roast",
    sector: "Coffee chain",
    location: "Regina, Saskatchewan",
    headline: "31% of orders placed in-app within a year",
    summary:
      "An order-ahead and loyalty app connected to the tills of nine Saskatchewan cafés now carries 31% of all orders, a year after it replaced paper stamp cards.",
    services: ["software/mobile-applications", "software/api-integration"],
    image: {
      scene: "cart",
      alt: "Illustration of a mobile ordering screen with a coffee order and loyalty points balance",
    },
    problem: [
      "Prairie Roast runs nine cafés in Regina, Saskatoon and Moose Jaw. Its loyalty program was a paper stamp card that customers lost, staff stamped twice when busy, and head office could not measure at all.",
      "Morning lines at the downtown locations regularly ran out the door between 7:30 and 9:00, and the owners watched regulars walk past to a chain with mobile ordering. A previous attempt with a third-party ordering service had been dropped because its orders arrived on a separate tablet that nobody watched.",
    ],
    approach: [
      {
        title: "Deciding what the app had to do",
        description:
          "Interviews with 20 regulars and the baristas narrowed the first release to three jobs: order ahead, earn and spend points, and find the nearest café with its hours.",
      },
      {
        title: "Orders that land on the existing tills",
        description:
          "App orders go straight into the Square point of sale at the chosen café and print on the bar printer, so baristas did not have to watch a second screen.",
      },
      {
        title: "Points that follow the customer",
        description:
          "Customers earn points on app orders and by scanning a code at the counter, and balances carried over from stamp cards were honoured during the first month.",
      },
      {
        title: "Consent-based notifications",
        description:
          "Order-ready alerts are on by default, while promotional messages need a separate opt-in recorded with a timestamp to respect CASL.",
      },
      {
        title: "Beta, then both stores",
        description:
          "Staff and regulars at two cafés used a private beta for four weeks before the public launch on the App Store and Google Play.",
      },
    ],
    results: [
      { value: "31%", label: "of all orders placed in the app after 12 months" },
      { value: "16,800", label: "customers enrolled in the loyalty program" },
      { value: "4 min", label: "shorter average morning wait at downtown cafés" },
    ],
    technologies: ["React Native", "Expo", "TypeScript", "Square API", "Firebase Cloud Messaging"],
    duration: "12 weeks",
    quote: {
      text: "We worried the app would add work behind the bar. It prints on the same printer as a walk-in order, and by the spring our regulars were tapping their phones instead of asking for a stamp.",
      name: "Kendra Wiebe",
      role: "Co-founder, Prairie Roast",
    },
  },
  {
    slug: "mobile-northshore-inspections-field",
    client: "Northshore Inspections",
    sector: "Home inspection",
    location: "North Vancouver, British Columbia",
    headline: "Reports delivered same day instead of 3 days",
    summary:
      "An offline-ready inspection app with photo capture and a checklist per system lets a North Vancouver firm deliver reports the same day instead of in three days.",
    services: ["software/mobile-applications"],
    image: {
      scene: "phone",
      alt: "Illustration of an inspection checklist app with photo capture on a phone",
    },
    problem: [
      "Northshore Inspections has seven licensed home inspectors working across the North Shore, Squamish and the Sunshine Coast. Inspectors took notes on paper and photos on their phones, then spent their evenings matching 150 to 300 photos to the right findings in a word processor.",
      "Reports reached buyers about three business days after the inspection, which was too slow when offers carried a subject-removal date only a week away. Realtors had started recommending firms that delivered faster.",
    ],
    approach: [
      {
        title: "Building the checklist with inspectors",
        description:
          "We turned the firm's standards of practice into a structured checklist by system, from roofing to electrical, with standard comment text the inspectors could edit on site.",
      },
      {
        title: "Photos attached where they are taken",
        description:
          "Each photo is captured inside the finding it illustrates, annotated with arrows and circles, and compressed so a full inspection uploads in minutes.",
      },
      {
        title: "Working without signal",
        description:
          "Crawlspaces, basements and rural properties often have no coverage, so the app stores everything on the device and syncs when the inspector is back online.",
      },
      {
        title: "Report generated on upload",
        description:
          "Once the inspector marks the job complete, a formatted PDF with a summary of major defects is produced and sent to the buyer and their realtor.",
      },
    ],
    results: [
      { value: "Same day", label: "report delivery, down from 3 business days" },
      { value: "2.5 h", label: "of evening write-up saved per inspection" },
      { value: "22%", label: "more inspections booked through realtor referrals" },
    ],
    technologies: ["React Native", "TypeScript", "SQLite", "Node.js", "AWS Canada (Central)"],
    duration: "10 weeks",
  },
] satisfies CaseStudyInput[];
