import type { ProjectInput } from "../schema";

export default {
  slug: "corporatehub",
  client: "CorporateHub",
  sector: "Flexible workspace operator",
  location: "Ottawa, Ontario",
  headline: "Meeting room bookings up 43% at 4 locations",
  summary:
    "A member platform for an Ottawa flexible workspace operator: desk and room booking, monthly billing and phone access passes across four locations.",
  title: {
    text: "A member platform that runs four workspaces",
    accent: "from one login",
  },
  category: "software",
  year: 2025,
  services: ["software/saas-solutions", "branding/identity", "software/mobile-applications"],
  image: {
    scene: "dashboard",
    alt: "Illustration of a workspace booking dashboard with a floor plan of desks and meeting rooms",
  },
  detailImage: {
    scene: "phone",
    alt: "Illustration of a phone showing a member's desk booking and a door access pass",
  },
  problem: [
    "CorporateHub runs coworking floors and private offices in the ByWard Market, Centretown and Kanata, and opened a fourth site in Gatineau. Members booked rooms through a shared Google Calendar, paid by a mix of e-Transfer and card invoices, and picked up plastic key fobs at reception.",
    "With the fourth site, the manual system broke down: rooms were double-booked most weeks, staff spent mornings chasing late payments, and members who worked across locations carried several fobs. The owners also planned to license the platform to partner operators, so it had to be a multi-tenant product rather than a one-off tool, ready for French-speaking members and Quebec's Law 25.",
  ],
  approach: [
    {
      title: "Turn house rules into settings",
      description:
        "We modelled every plan, from hot-desk day passes to private offices, as locations, bookable resources and monthly booking credits. Rules that used to live in staff members' heads became settings the operator can change.",
    },
    {
      title: "Build a multi-tenant core with billing",
      description:
        "The platform runs on Node.js and PostgreSQL with each operator's data kept separate, hosted in AWS Canada (Central). Stripe Billing handles monthly plans, overage charges and pre-authorized debit, with HST on invoices for the Ottawa locations and GST plus QST on those for Gatineau.",
    },
    {
      title: "Put the access pass on the phone",
      description:
        "A React Native app lets members book desks and rooms, register guests and open doors with a mobile pass through the existing Kisi access control system, in English or French.",
    },
    {
      title: "Give the product its own identity",
      description:
        "We designed a bilingual visual identity for the member app and booking screens, separate from CorporateHub's own brand, with a theme layer so partner operators can later run it in their own colours.",
    },
    {
      title: "Move members one location at a time",
      description:
        "We imported members, plans and credit balances from spreadsheets and the old calendar, ran each location on both systems for a week, then retired its fobs and switched it over.",
    },
  ],
  results: [
    { value: "+43%", label: "meeting room bookings across the four locations" },
    { value: "94%", label: "of invoices now paid automatically by card or pre-authorized debit" },
    { value: "22 h", label: "of front-desk admin saved each week" },
    { value: "1,900", label: "members moved onto the platform in the first month" },
  ],
  technologies: [
    "TypeScript",
    "React",
    "React Native",
    "Node.js",
    "PostgreSQL",
    "Stripe Billing",
    "Kisi",
    "AWS Canada (Central)",
  ],
  duration: "12 weeks",
  quote: {
    text: "We used to sell memberships and then spend the month policing them. Now the rules live in the platform, invoices go out on the first, and my team is back to welcoming people at the door.",
    name: "Jean-Philippe Lefebvre",
    role: "Co-founder and Chief Operating Officer, CorporateHub",
  },
} satisfies ProjectInput;
