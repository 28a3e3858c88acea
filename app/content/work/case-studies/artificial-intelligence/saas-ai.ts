import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "saas-ai-tidewater-field-service",
    client: "Tidewater Field Service",
    sector: "Field service software",
    location: "Dartmouth, Nova Scotia",
    headline: "32% fewer support tickets about job history",
    summary:
      "AI summaries of past visits inside a field service app, so HVAC and plumbing technicians see a site's history at a glance before they knock on the door.",
    services: ["artificial-intelligence/saas-ai", "software/saas-solutions"],
    image: {
      scene: "phone",
      alt: "Illustration of a technician's phone showing an AI summary of previous visits to a site",
    },
    problem: [
      "Tidewater sells scheduling and dispatch software to about 300 HVAC, plumbing and electrical contractors in Atlantic Canada and Ontario. Technicians arriving at a site had to scroll through years of job notes on a phone to find out what was installed, what had failed before and how to get into the mechanical room.",
      "Many gave up and called the office, and the office filed a support ticket with Tidewater when it could not find the record either. Job history had become the largest single category in the support queue.",
    ],
    approach: [
      {
        title: "Support tickets as the starting point",
        description:
          "We read six months of support tickets with Tidewater's product team and agreed that a site summary on the job screen would remove the most questions.",
      },
      {
        title: "A summary built from the tenant's own records",
        description:
          "Each summary lists installed equipment, recurring faults, parts used and access notes, drawn only from that contractor's jobs and cited back to the original visits.",
      },
      {
        title: "An evaluation set written by dispatchers",
        description:
          "Dispatchers from four customer firms scored summaries for 300 real sites, and that set now runs automatically before every prompt or model change.",
      },
      {
        title: "Flagged release and cost metering",
        description:
          "The feature shipped behind a flag to 25 friendly accounts first, with usage metered per contractor so Tidewater could price it into its plans.",
      },
    ],
    results: [
      { value: "32%", label: "fewer support tickets about job history" },
      { value: "6 min", label: "saved per visit reviewing a site's past work" },
      { value: "81%", label: "of active accounts using summaries after 3 months" },
    ],
    technologies: ["Azure OpenAI Service", "TypeScript", "PostgreSQL", "promptfoo", "Langfuse"],
    duration: "10 weeks",
  },
  {
    slug: "saas-ai-ledgerline-receipts",
    client: "Ledgerline",
    sector: "Bookkeeping SaaS",
    location: "Waterloo, Ontario",
    headline: "Receipt entry time cut by 70%",
    summary:
      "Receipt extraction for a Canadian bookkeeping app: vendor, date and each tax line, GST or HST plus any PST or QST, with uncertain values queued for review.",
    services: ["artificial-intelligence/saas-ai", "software/saas-solutions"],
    image: {
      scene: "chart",
      alt: "Illustration of a chart comparing manual and AI-assisted receipt entry time per month",
    },
    problem: [
      "Ledgerline's customers are small businesses and the bookkeepers who serve them. They photograph receipts in the app, then type in the vendor, date, subtotal and taxes by hand, which the company's own research showed was the task users liked least.",
      "An earlier OCR add-on handled totals but regularly mixed up tax lines, especially on Quebec receipts listing GST and QST separately and on receipts printed in French. Bookkeepers ended up checking every field anyway.",
    ],
    approach: [
      {
        title: "A test set of real receipts",
        description:
          "With customer consent, we assembled 2,000 anonymized receipts from every province, including faded thermal paper, fuel stations and restaurant bills with tips.",
      },
      {
        title: "Structured extraction with a sum check",
        description:
          "The model returns each field with a confidence score, and the app checks that subtotal, taxes and total add up before accepting the result.",
      },
      {
        title: "A review queue for the doubtful ones",
        description:
          "Low-confidence fields are highlighted for the user to confirm, so a wrong tax amount is caught on screen rather than at filing time.",
      },
      {
        title: "Canadian hosting and per-account limits",
        description:
          "Extraction runs in a Canadian cloud region with training on customer data switched off, and each plan has a monthly receipt allowance to keep costs predictable.",
      },
    ],
    results: [
      { value: "70%", label: "less time spent entering each receipt" },
      { value: "96%", label: "of tax amounts extracted correctly on the test set" },
      { value: "1 in 8", label: "receipts flagged for a quick check by the user" },
    ],
    technologies: ["Google Gemini", "Google Vertex AI", "Python", "PostgreSQL", "promptfoo"],
    duration: "11 weeks",
    quote: {
      text: "The sum check was the detail that won over our bookkeepers. When the model is unsure, the screen says so, and that honesty is why people stopped re-checking every receipt.",
      name: "Naveen Kulkarni",
      role: "Head of Product, Ledgerline",
    },
  },
] satisfies CaseStudyInput[];
