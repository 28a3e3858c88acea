import type { ProjectInput } from "../schema";

export default {
  slug: "servicepro",
  client: "ServicePro HVAC",
  sector: "Heating and cooling field service",
  location: "Edmonton, Alberta",
  headline: "Invoices sent the same day, not six days later",
  summary:
    "An offline-first technician app for an Edmonton HVAC company: work orders, photos and signatures on the phone, and invoices sent the same day.",
  title: {
    text: "A technician app that works in basements",
    accent: "and gets invoices out the same day",
  },
  category: "software",
  year: 2023,
  services: ["software/mobile-applications", "software/api-integration"],
  image: {
    scene: "phone",
    alt: "Illustration of a phone showing a furnace work order with photos, parts used and a signature box",
  },
  detailImage: {
    scene: "dashboard",
    alt: "Illustration of an office dispatch board with technicians, job statuses and invoices ready to send",
  },
  problem: [
    "ServicePro HVAC has 34 technicians installing and servicing furnaces, boilers, heat pumps and air conditioners across Edmonton, St. Albert and Sherwood Park. Jobs were dispatched by phone and written up on carbon-copy work orders that reached the office at the end of the week.",
    "Office staff re-typed every work order into the accounting program, so invoices went out six days after the job on average and parts were often missing from the bill. Winter is the busy season, when a no-heat call at minus 30 cannot wait, and technicians work in basements and crawl spaces with no signal, which is why two earlier cloud-only apps had been abandoned.",
  ],
  approach: [
    {
      title: "Ride along before designing",
      description:
        "We spent two days in service vans during a cold snap, watching technicians work in gloves, poor light and no signal. The result was large tap targets and a job screen that fits everything on one page.",
    },
    {
      title: "Build offline first",
      description:
        "The React Native app keeps the day's jobs, customer history, equipment records and price book on the phone, saves every change locally and syncs when a connection returns, flagging any conflict for the office.",
    },
    {
      title: "Capture proof on site",
      description:
        "Technicians log parts from their van stock, take before-and-after photos, scan equipment serial numbers with the camera and collect the customer's signature on screen.",
    },
    {
      title: "Connect dispatch and accounting",
      description:
        "An integration service sends finished jobs to the office dispatch board, creates the invoice in QuickBooks Online with GST and updates van inventory, so restocking lists build themselves.",
    },
    {
      title: "Roll out crew by crew",
      description:
        "Six technicians piloted the app for two weeks in October, before the heating rush, then we trained the rest at the shop in groups of eight.",
    },
  ],
  results: [
    { value: "Same day", label: "invoicing, down from an average of six days after the job" },
    { value: "35 min", label: "of paperwork saved per technician each day" },
    { value: "98%", label: "of jobs closed with photos and a customer signature" },
    { value: "0", label: "work orders lost since launch, including those closed without signal" },
  ],
  technologies: [
    "React Native",
    "Expo",
    "SQLite",
    "Node.js",
    "PostgreSQL",
    "QuickBooks Online API",
    "AWS Canada (Central)",
  ],
  duration: "12 weeks",
  quote: {
    text: "One of the first pilot calls was a furnace in a basement with no signal, and the job was signed and invoiced before the tech had backed out of the driveway. That was the day my techs stopped asking for the paper book.",
    name: "Olumide Adeyemi",
    role: "Service Manager, ServicePro HVAC",
  },
} satisfies ProjectInput;
