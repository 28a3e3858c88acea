import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "saas-shiftnorth-scheduling",
    client: "ShiftNorth",
    sector: "Workforce scheduling SaaS",
    location: "Edmonton, Alberta",
    headline: "140 paying businesses in year one",
    summary:
      "A staff scheduling platform that knows provincial overtime and statutory holiday rules signed up 140 paying Canadian businesses in its first year.",
    services: ["software/saas-solutions", "software/mobile-applications"],
    image: {
      scene: "browser",
      alt: "Illustration of a staff scheduling calendar with shifts and availability in a browser",
    },
    problem: [
      "ShiftNorth's founders ran restaurants and a home care agency in Edmonton before starting the company. The scheduling tools they had used were built for American rules, so managers still checked overtime thresholds and statutory holiday pay by hand for every schedule.",
      "They had a clear idea and 30 businesses willing to try it, but no product. To sell subscriptions they needed multi-tenant accounts, reliable billing and a mobile experience for staff, all in a first release they could afford.",
    ],
    approach: [
      {
        title: "Pricing before code",
        description:
          "We helped the founders settle on per-location plans with a 14-day trial, then designed the account, billing and team structure the product would have to enforce.",
      },
      {
        title: "Provincial rules built in",
        description:
          "Overtime thresholds, rest periods and statutory holidays for Alberta, British Columbia, Saskatchewan, Manitoba and Ontario are stored as rules per province, so schedules show cost and warnings as they are built.",
      },
      {
        title: "A web app for managers, a phone for staff",
        description:
          "Managers plan in the browser while employees see shifts, swap them and set availability from a mobile app, with text alerts for last-minute changes.",
      },
      {
        title: "Billing and onboarding without a call",
        description:
          "Stripe Billing handles trials, upgrades and sales tax by customer province (GST or HST, plus PST where it applies), and a guided setup imports staff from a spreadsheet in a few minutes.",
      },
      {
        title: "Launch to the first 30",
        description:
          "The founders' first 30 businesses used the product for a month before public sign-ups opened, and their feedback shaped the shift-swap approval flow.",
      },
    ],
    results: [
      { value: "140", label: "paying businesses by the end of year one" },
      { value: "$9.8k", label: "in monthly recurring revenue after 12 months" },
      { value: "24%", label: "of free trials converted to paid plans" },
    ],
    technologies: [
      "React",
      "TypeScript",
      "Node.js",
      "PostgreSQL",
      "Stripe Billing",
      "React Native",
      "Twilio",
    ],
    duration: "12 weeks",
    quote: {
      text: "Our customers are managers who build schedules at midnight after closing. The overtime warning is the feature they mention first, because it is the one that used to cost them money.",
      name: "Adebayo Ogunleye",
      role: "Co-founder and CEO, ShiftNorth",
    },
  },
  {
    slug: "saas-tidewater-compliance-tracker",
    client: "Tidewater Compliance",
    sector: "Marine safety SaaS",
    location: "St. John's, Newfoundland and Labrador",
    headline: "Monthly churn under 2%",
    summary:
      "A subscription tracker for crew certificates, inspections and drills keeps Atlantic fishing and tour boat operators compliant, with monthly churn under 2%.",
    services: ["software/saas-solutions"],
    image: {
      scene: "shield",
      alt: "Illustration of a compliance checklist with certificates and expiry alerts",
    },
    problem: [
      "Tidewater Compliance began as a marine safety consultancy in St. John's, helping owners of fishing vessels, tour boats and small ferries prepare for Transport Canada inspections. Most of its clients tracked crew certificates, life-raft servicing and drill records in binders, and discovered expired documents only when an inspector asked for them.",
      "The founders wanted to turn their checklists into a subscription product, but small operators are quick to cancel software they do not use every week. The product had to earn its place between seasons, not just before an inspection.",
    ],
    approach: [
      {
        title: "Starting from the inspector's list",
        description:
          "We modelled vessels, crew, certificates and equipment on the documents Transport Canada inspectors actually ask for, with the consultancy's experts reviewing every field.",
      },
      {
        title: "Alerts that arrive early enough",
        description:
          "Owners and crew receive reminders 90, 30 and 7 days before a certificate or service date expires, with a link to upload the renewed document from a phone.",
      },
      {
        title: "Drills logged on deck",
        description:
          "A mobile-friendly drill log lets the master record a man-overboard or fire drill in under a minute, which gives operators a reason to open the product every few weeks.",
      },
      {
        title: "Seasonal plans",
        description:
          "Subscriptions can pause during the off-season instead of being cancelled, keeping records and reminders active at a reduced monthly price.",
      },
    ],
    results: [
      { value: "1.6%", label: "average monthly churn over the first 18 months" },
      { value: "210", label: "vessels tracked across Atlantic Canada" },
      { value: "4,700", label: "crew certificates monitored for expiry" },
    ],
    technologies: ["Django", "Python", "PostgreSQL", "Stripe Billing", "AWS Canada (Central)"],
    duration: "11 weeks",
  },
] satisfies CaseStudyInput[];
