import type { ProjectInput } from "../schema";

export default {
  slug: "healthplus",
  client: "HealthPlus Clinics",
  sector: "Multidisciplinary clinic group",
  location: "Calgary, Alberta",
  headline: "+64% online bookings across 5 clinics",
  summary:
    "One accessible site for a Calgary group of five clinics, with practitioner profiles and online booking that lifted online appointments by 64%.",
  title: {
    text: "Five clinics, 48 practitioners,",
    accent: "one site that books the right appointment",
  },
  category: "web",
  year: 2024,
  services: ["web/website-design-development", "web/copywriting", "digital-marketing/seo"],
  image: {
    scene: "globe",
    alt: "Illustration of a city map marking five clinic locations beside an online booking panel",
  },
  detailImage: {
    scene: "browser",
    alt: "Illustration of a practitioner profile page with services, languages spoken and a book button",
  },
  problem: [
    "HealthPlus Clinics runs five clinics across Calgary offering physiotherapy, chiropractic care, massage therapy, counselling and dietitian services. Each clinic had grown its own web presence, so patients landed on three different sites, two booking systems and practitioner bios that were years out of date.",
    "Front desks spent their mornings answering the same calls: which location offers pelvic health physiotherapy, who has evening hours, whether a service can be billed directly to Alberta Blue Cross. Many patients are older adults or recovering from injuries, so leadership wanted a site everyone could use, even though no Alberta law required it. We built it to WCAG 2.2 AA, beyond the WCAG 2.0 AA that Ontario's AODA requires of organizations with 50 or more employees.",
  ],
  approach: [
    {
      title: "Plan the site around patient questions",
      description:
        "We reviewed a month of front-desk call notes and search data, then organized the site by condition, service and location, so a patient with a sore back in Signal Hill reaches the nearest suitable practitioner in two clicks.",
    },
    {
      title: "Write profiles that help patients choose",
      description:
        "Our copywriters interviewed all 48 practitioners in short calls and wrote profiles in one consistent format: training, focus areas, languages spoken and direct billing. Clinic managers now update them in the CMS.",
    },
    {
      title: "Bring booking into one flow",
      description:
        "We moved both booking systems onto Jane App and built a booking path that filters by service, clinic, practitioner and evening or weekend times. Intake details stay in Jane, so the website itself never stores health information.",
    },
    {
      title: "Build and test for accessibility",
      description:
        "The site was built with Astro and Sanity and tested with axe, keyboard-only navigation and the NVDA and VoiceOver screen readers. Two patients who use assistive technology walked through booking before launch.",
    },
    {
      title: "Carry search visibility across",
      description:
        "We redirected 260 addresses from the three old sites, added clinic structured data and separate pages for each location, and cleaned up a Google Business Profile for every clinic.",
    },
  ],
  results: [
    { value: "+64%", label: "online bookings across the five clinics within six months" },
    { value: "46%", label: "fewer booking calls to the front desks" },
    { value: "3x", label: "organic visits to practitioner profile pages" },
    { value: "0", label: "critical WCAG 2.2 AA issues in the pre-launch audit" },
  ],
  technologies: [
    "Astro",
    "Sanity",
    "Jane App",
    "Cloudflare",
    "axe DevTools",
    "Google Search Console",
  ],
  duration: "12 weeks",
  quote: {
    text: "Our front desks used to start every day returning voicemails about who works where. Now most patients arrive having already booked the right practitioner at the right clinic.",
    name: "Amrit Chahal",
    role: "Director of Operations, HealthPlus Clinics",
  },
} satisfies ProjectInput;
