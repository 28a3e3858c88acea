import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "webapp-fraser-valley-property-portal",
    client: "Fraser Valley Property Services",
    sector: "Property management",
    location: "Chilliwack, British Columbia",
    headline: "40% fewer tenant calls",
    summary:
      "A tenant portal for maintenance requests, rent status and building notices cut calls to a Chilliwack property manager's office by 40% in six months.",
    services: ["software/web-applications", "software/api-integration"],
    image: {
      scene: "browser",
      alt: "Illustration of a tenant portal showing maintenance requests and rent payment status",
    },
    problem: [
      "Fraser Valley Property Services manages about 1,100 rental units across Chilliwack, Abbotsford and Mission for small and mid-sized owners. Every leaking tap, lost fob and rent question arrived by phone, and two office staff spent most of their day logging calls into a shared spreadsheet and calling tenants back with updates.",
      "Tenants had no way to see whether a repair had been scheduled, so many called two or three times about the same request. Owners, in turn, asked for monthly summaries that took a week to assemble by hand.",
    ],
    approach: [
      {
        title: "Mapping the calls",
        description:
          "We sorted three months of call logs by reason and found that repair updates, rent balance questions and building notices made up almost two thirds of the volume.",
      },
      {
        title: "A portal built around requests",
        description:
          "Tenants submit a repair with photos and a preferred entry window, then follow it from received to scheduled to completed, with an email or text at each step.",
      },
      {
        title: "Rent status without the phone call",
        description:
          "Each tenant sees their balance, recent payments and upcoming pre-authorized debit dates, pulled nightly from the accounting system the office already used.",
      },
      {
        title: "Contractor and owner views",
        description:
          "Plumbers and electricians get their assigned jobs with access notes, and owners receive a monthly statement of repairs and costs per building without anyone compiling it.",
      },
      {
        title: "Privacy and rollout",
        description:
          "Data is hosted in AWS Canada (Central) with role-based access in line with BC's Personal Information Protection Act, and we onboarded tenants building by building over five weeks.",
      },
    ],
    results: [
      { value: "40%", label: "fewer tenant calls to the office after six months" },
      { value: "78%", label: "of repair requests now submitted through the portal" },
      { value: "1 day", label: "to produce owner statements, down from a week" },
    ],
    technologies: [
      "React",
      "TypeScript",
      "Node.js",
      "PostgreSQL",
      "Twilio",
      "AWS Canada (Central)",
    ],
    duration: "10 weeks",
    quote: {
      text: "Tenants used to call to ask if we had received their first call. Now they can see the plumber is booked for Thursday morning, and our phones are quiet enough that we can actually answer the ones that matter.",
      name: "Gurleen Bains",
      role: "Operations Manager, Fraser Valley Property Services",
    },
  },
  {
    slug: "webapp-laurentian-freight-dispatch",
    client: "Laurentian Freight",
    sector: "Logistics",
    location: "Saint-Jérôme, Quebec",
    headline: "Dispatch time cut from 2 hours to 20 minutes",
    summary:
      "A bilingual dispatch board that matches loads, drivers and hours of service cut a Laurentides carrier's daily planning from two hours to 20 minutes.",
    services: ["software/web-applications", "software/api-integration"],
    image: {
      scene: "network",
      alt: "Illustration of a dispatch board linking trucks, drivers and delivery routes",
    },
    problem: [
      "Laurentian Freight runs 38 trucks between the Laurentides, Montréal and eastern Ontario. Each afternoon, two dispatchers built the next day's plan on a whiteboard and in a spreadsheet, phoning drivers to confirm their remaining hours and checking customer emails for last-minute changes.",
      "Planning took about two hours a day, and any change after 4 p.m. meant starting over. Mistakes showed up as trucks running empty on the return leg or a driver assigned a route that would push him past his hours of service.",
    ],
    approach: [
      {
        title: "Riding along with dispatch",
        description:
          "We spent two afternoons beside the dispatchers in Saint-Jérôme, recording every decision they made and the information each one depended on.",
      },
      {
        title: "One board for loads and drivers",
        description:
          "Open loads, trucks and drivers sit side by side on a drag-and-drop board, with each driver's available hours pulled from the fleet's electronic logging devices.",
      },
      {
        title: "Warnings before mistakes",
        description:
          "The board flags assignments that would break hours-of-service limits, exceed a trailer's weight rating or leave a truck without a return load.",
      },
      {
        title: "French first, English too",
        description:
          "The interface, driver notifications and delivery documents work in French and English, so office staff and drivers from Ontario each use their own language.",
      },
    ],
    results: [
      { value: "20 min", label: "to plan the next day's dispatch, down from 2 hours" },
      { value: "14%", label: "fewer empty kilometres on return trips" },
      { value: "0", label: "hours-of-service violations since launch" },
    ],
    technologies: [
      "React",
      "TypeScript",
      "NestJS",
      "PostgreSQL",
      "Samsara API",
      "Google Maps Platform",
    ],
    duration: "11 weeks",
  },
] satisfies CaseStudyInput[];
