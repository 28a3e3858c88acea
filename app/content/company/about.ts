import { claims, site } from "../site";
import type { AboutPageInput } from "./schema";

/** The team, each with the year they started in the trade. */
const members = [
  {
    name: "Priya Raghunathan",
    initials: "PR",
    role: "Founder & Managing Director",
    bio: "Ran digital projects at a downtown Toronto agency, then led the in-house web team of a national home furnishings retailer before founding the company.",
    location: "Toronto, Ontario",
    inTradeSince: 2006,
    founder: true,
  },
  {
    name: "Marc-André Tremblay",
    initials: "MT",
    role: "Technical Director",
    bio: "Built booking and payment platforms for a Montréal travel company and now sets the engineering standards for every build we ship.",
    location: "Montréal, Quebec",
    inTradeSince: 2008,
    founder: true,
  },
  {
    name: "Hannah Kowalski",
    initials: "HK",
    role: "Design Lead",
    bio: "Designed patient and member portals for an Ontario credit union and a hospital foundation, with a focus on accessible interfaces.",
    location: "Toronto, Ontario",
    inTradeSince: 2011,
  },
  {
    name: "Tyler Desjarlais",
    initials: "TD",
    role: "Marketing Lead",
    bio: "Managed search and paid media budgets for a Prairie home builder and several Winnipeg professional firms before joining us.",
    location: "Winnipeg, Manitoba",
    inTradeSince: 2012,
  },
  {
    name: "Grace Liu",
    initials: "GL",
    role: "AI & Data Lead",
    bio: "Worked as a data scientist on demand forecasting for a Vancouver logistics company and now leads our AI proofs of concept and chatbot builds.",
    location: "Vancouver, British Columbia",
    inTradeSince: 2014,
  },
  {
    name: "Amara Mensah",
    initials: "AM",
    role: "Client Success Lead",
    bio: "Spent years in account management at an Ottawa software firm and runs onboarding, monthly reviews and support for clients in English and French.",
    location: "Ottawa, Ontario",
    inTradeSince: 2013,
  },
  {
    name: "Farid Haddad",
    initials: "FH",
    role: "Senior Developer",
    bio: "Developed Shopify and WooCommerce stores for Atlantic Canadian retailers and looks after our hosting platform and integrations.",
    location: "Halifax, Nova Scotia",
    inTradeSince: 2010,
  },
  {
    name: "Isabelle Gagnon",
    initials: "IG",
    role: "Content & French-Language Lead",
    bio: "Worked as a copywriter and translator for a Quebec City tourism board and leads our French copy, bilingual sites and Law 25 wording.",
    location: "Quebec City, Quebec",
    inTradeSince: 2009,
  },
] satisfies AboutPageInput["team"]["members"];

/** The years the founders had behind them when they founded the agency. */
const foundersExperience = members
  .filter((member) => "founder" in member && member.founder)
  .reduce((sum, member) => sum + site.founded - member.inTradeSince, 0);

export default {
  meta: {
    title: `About Us: a Toronto Digital Agency Since ${site.founded}`,
    description: `Meet ${site.name}, a Toronto digital agency founded in ${site.founded}. A senior team across Canada building websites, software, AI and marketing in English and French.`,
  },
  hero: {
    title: { text: "A senior digital team for", accent: "Canadian businesses" },
    description: `${site.name} designs, builds and grows websites, software and brands for businesses across Canada, with a team that has ${claims.experienceYears} years of combined experience.`,
    image: {
      scene: "globe",
      alt: "Illustration of a globe with connected points marking team members in several Canadian cities",
    },
  },
  story: {
    title: { text: "Started in Toronto,", accent: "working across Canada" },
    paragraphs: [
      `${site.name} was founded in Toronto in ${site.founded} by people who had spent years on both sides of the table: in agencies delivering work for clients, and on in-house teams living with what agencies left behind. Between them they had ${foundersExperience} years of design, development and marketing behind them.`,
      "They wanted an agency that kept the good parts of both. Senior people do the work, quotes are fixed before anything starts, one named lead stays with each client, and the team that builds a website or application is the same team that looks after it afterwards.",
      `Since then we have delivered ${claims.projects} projects and served ${claims.clients} clients, with one-off builds as well as ongoing hosting, maintenance and marketing, from professional practices in Halifax to manufacturers in southwestern Ontario and retailers in the Okanagan. Our team works remotely from Ontario, Quebec, Manitoba, British Columbia and Nova Scotia, and serves clients in English and French.`,
    ],
    image: {
      scene: "browser",
      alt: "Illustration of a browser window showing a project timeline from first call to launch",
    },
  },
  mission: {
    title: { text: "Our", accent: "mission" },
    statement:
      "Give Canadian businesses the digital team that larger companies take for granted: senior, accountable, honest about cost and time, and still there when the launch is over.",
  },
  values: {
    title: { text: "What we", accent: "hold ourselves to" },
    description: "Six commitments that shape how we quote, build and support every project.",
    items: [
      {
        title: "Straight answers",
        description:
          "We tell you what something will cost, how long it will take and when a simpler option would serve you better.",
        icon: "message-circle",
      },
      {
        title: "Senior people on the work",
        description:
          "The designers, developers and marketers you meet in the first workshop are the ones who deliver your project.",
        icon: "user-check",
      },
      {
        title: "Fixed, written quotes",
        description:
          "Scope and price are agreed in writing before we start, and any change is quoted before it is made.",
        icon: "scale",
      },
      {
        title: "Accessible by default",
        description:
          "We design and build to WCAG 2.2 AA from the first wireframe, so accessibility is part of the work rather than a fix at the end.",
        icon: "accessibility",
      },
      {
        title: "Canadian data and rules",
        description:
          "Sites on our hosting run in Canadian data centres, and we plan for PIPEDA, CASL and Quebec's Law 25 from the start.",
        icon: "shield-check",
      },
      {
        title: "Here after launch",
        description:
          "Websites, applications and campaigns need care to keep working, and we stay with our clients to provide it.",
        icon: "life-buoy",
      },
    ],
  },
  process: {
    title: { text: "How we work on", accent: "every project" },
    description: `Whether it is a brochure site, a mobile app or an SEO program, the same five steps keep most projects within ${claims.timeline}.`,
    steps: [
      {
        title: "Free consultation and fixed quote",
        description:
          "We learn about your business, goals and constraints, then send a written scope with a fixed price in CAD and a schedule with dates.",
      },
      {
        title: "Discovery and plan",
        description:
          "Workshops with your team turn goals into a sitemap, feature list or campaign plan, along with the measures we will report against.",
      },
      {
        title: "Design and build in short cycles",
        description:
          "You review working designs and builds every week or two, so feedback shapes the product while changes are still cheap to make.",
      },
      {
        title: "Launch and handover",
        description:
          "We test on real devices, check accessibility and tracking, launch at a quiet time for your business and train your team.",
      },
      {
        title: "Care and improvement",
        description:
          "Monitoring, updates and monthly reports continue after launch, and we suggest the next improvements based on what the data shows.",
      },
    ],
  },
  team: {
    title: { text: "The people", accent: "behind the work" },
    description:
      "A small senior team spread across five provinces, with each client assigned a named lead.",
    members,
  },
  cta: {
    title: { text: "Work with a team that", accent: "knows your project" },
    description:
      "Tell us what you are planning and we will set up a free consultation with the lead who would run your project.",
  },
} satisfies AboutPageInput;
