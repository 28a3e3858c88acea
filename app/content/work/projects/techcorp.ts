import type { ProjectInput } from "../schema";

export default {
  slug: "techcorp",
  client: "TechCorp Solutions",
  sector: "Managed IT services provider",
  location: "Mississauga, Ontario",
  headline: "Support calls down 34%",
  summary:
    "A client portal for a Mississauga managed IT provider that puts tickets, devices and invoices in one place and cut calls to the support desk by 34%.",
  title: {
    text: "One portal for tickets, devices and invoices,",
    accent: "so clients stop calling to ask",
  },
  category: "software",
  year: 2024,
  services: ["software/web-applications", "software/api-integration", "hosting/website"],
  image: {
    scene: "dashboard",
    alt: "Illustration of a client portal dashboard listing open support tickets, managed devices and unpaid invoices",
  },
  detailImage: {
    scene: "network",
    alt: "Illustration of a sync service linking a ticketing system, a device monitoring tool and an accounting program",
  },
  problem: [
    "TechCorp Solutions looks after the networks, laptops and servers of about 140 small and mid-sized businesses across the Greater Toronto Area. Their clients had no view into that work. To check a ticket, find a warranty date or question an invoice, they phoned or emailed the service desk.",
    "Those status calls took up roughly a third of the desk's day, and the answers lived in three systems: ConnectWise PSA for tickets, NinjaOne for devices and QuickBooks Online for billing. The portal that came with the ticketing tool showed tickets only, and several clients in law and accounting wanted assurance that their records stayed in Canada.",
  ],
  approach: [
    {
      title: "Map the questions clients actually ask",
      description:
        "With the service desk lead we sorted three months of call logs and found five questions behind most calls: ticket status, warranty dates, licence counts, invoice details and who to reach after hours. Answering those five became the scope of the first release.",
    },
    {
      title: "Connect the ticketing, monitoring and accounting tools",
      description:
        "We built a sync service over the ConnectWise PSA, NinjaOne and QuickBooks Online APIs. Tickets refresh every two minutes and devices and invoices hourly, with retries and an alert to TechCorp's team whenever a vendor API stops responding.",
    },
    {
      title: "Design the portal around roles",
      description:
        "Client owners see everything for their company, employees see their own tickets and devices, and finance contacts see invoices and can pay by card or pre-authorized debit. Every screen was tested against WCAG 2.2 AA.",
    },
    {
      title: "Host in Canada and launch in waves",
      description:
        "The portal runs on AWS Canada (Central) under our managed hosting, with sign-in through each client's Microsoft 365 account. We opened it to 12 pilot clients first, fixed what they found, then invited the rest over three weeks.",
    },
  ],
  results: [
    { value: "34%", label: "fewer calls to the support desk within six months" },
    { value: "71%", label: "of new tickets now opened through the portal" },
    { value: "9 days", label: "faster invoice payment on average, from 41 to 32 days" },
    { value: "6 h", label: "of manual billing reconciliation saved each week" },
  ],
  technologies: [
    "React",
    "TypeScript",
    "Node.js",
    "PostgreSQL",
    "ConnectWise PSA API",
    "NinjaOne API",
    "QuickBooks Online API",
    "Microsoft Entra ID",
    "AWS Canada (Central)",
  ],
  duration: "11 weeks",
  quote: {
    text: "Our clients used to call to ask what we were doing for them. Now they log in and see it, and the desk spends those hours fixing problems instead of reading out ticket notes.",
    name: "Daniel Okafor",
    role: "Director of Service Delivery, TechCorp Solutions",
  },
} satisfies ProjectInput;
