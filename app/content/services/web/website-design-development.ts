import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "web",
  slug: "website-design-development",
  name: "Website Design & Development",
  meta: {
    title: "Website Design & Development in Canada",
    description:
      "Custom, accessible websites for Canadian businesses: clear design, fast pages, bilingual options and a CMS your team can update without calling a developer.",
  },
  hero: {
    title: { text: "Websites that turn visitors", accent: "into enquiries" },
    description:
      "We design and build fast, accessible websites for Canadian small and mid-sized businesses, with content your team can edit and a launch plan you can count on.",
    showCTA: true,
    image: {
      scene: "browser",
      alt: "Illustration of a browser window showing a clean business homepage with a contact button",
    },
  },
  intro: {
    title: { text: "A website built around", accent: "how your customers decide" },
    paragraphs: [
      "Most visitors arrive with one question and leave within seconds if the page does not answer it. We start from those questions, map the pages that answer them, and design every screen so the next step is obvious, whether that is a call, a booking or a quote request.",
      `Behind the design sits clean, maintainable code, a content management system your staff can use, and the accessibility and privacy basics Canadian businesses are expected to meet. A typical build takes ${claims.timeline} from kickoff to launch, and our team brings ${claims.experienceYears} years of combined experience to every project.`,
    ],
    image: {
      scene: "code",
      alt: "Illustration of a code editor beside a page layout, showing design turned into working components",
    },
  },
  features: {
    title: { text: "What every website", accent: "includes" },
    description:
      "Each site we deliver covers the fundamentals that decide whether a website earns its keep, not only how it looks on launch day.",
    items: [
      {
        title: "Custom design, not a theme",
        description:
          "Layouts, type and colour are designed for your brand and your audience, so the site does not look like a dozen competitors using the same template.",
        icon: "palette",
      },
      {
        title: "Mobile-first layouts",
        description:
          "Pages are designed for the phone first and scaled up, because that is where most local searches and first visits now happen.",
        icon: "monitor-smartphone",
      },
      {
        title: "Accessibility built in",
        description:
          "We design and test against WCAG 2.2 AA, beyond the WCAG 2.0 AA that Ontario's AODA requires, so the site is easier for everyone to use.",
        icon: "accessibility",
      },
      {
        title: "Fast page loads",
        description:
          "Optimized images, lean code and sensible hosting keep pages quick on rural connections and busy mobile networks alike.",
        icon: "gauge",
      },
      {
        title: "Search-ready structure",
        description:
          "Clean headings, metadata, structured data and sitemaps give search engines what they need to understand and rank your pages.",
        icon: "search",
      },
      {
        title: "Bilingual when you need it",
        description:
          "English and French versions share one structure, with proper language switching, which matters for Quebec customers and federal clients.",
        icon: "globe",
      },
      {
        title: "Privacy-aware forms and tracking",
        description:
          "Contact forms, cookie notices and analytics are set up with PIPEDA and Quebec's Law 25 in mind, so you collect only what you need.",
        icon: "shield-check",
      },
      {
        title: "An editor your team can use",
        description:
          "We set up the content management system around your real pages and train your staff, so routine updates never wait on a developer.",
        icon: "pen-line",
      },
    ],
  },
  process: {
    title: { text: "How we build", accent: "your website" },
    description:
      "A clear sequence with a decision point at each stage, so nothing is a surprise at launch.",
    steps: [
      {
        title: "Discovery",
        description:
          "We learn about your customers, services and goals, review your current site and analytics, and agree on what the new site must achieve.",
      },
      {
        title: "Structure and content plan",
        description:
          "We map the pages, write or plan the copy, and sketch wireframes so the flow is settled before any visual design begins.",
      },
      {
        title: "Visual design",
        description:
          "We design key pages on desktop and mobile, gather your feedback in focused rounds, and finalize a design system for the rest of the site.",
      },
      {
        title: "Development and testing",
        description:
          "We build the site, connect the CMS and forms, and test on real devices, screen readers and common browsers before you review it.",
      },
      {
        title: "Launch and handover",
        description:
          "We move the site live with redirects from old pages, confirm analytics and search settings, and train your team to manage content.",
      },
    ],
  },
  showcase: {
    title: { text: "Recent", accent: "website projects" },
    description: "A few of the sites we have designed and built for businesses across Canada.",
    items: ["web-bayview-family-dental", "web-laurentian-timber-homes", "healthplus"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How much does a new website cost?",
      answer: `It depends on the number of page templates, integrations and whether you need a bilingual site. Most small business sites land between $8,000 and $25,000 CAD, and larger sites with custom features go higher. You get ${fixedQuote}, so the price does not drift.`,
    },
    {
      question: "How long does a website project take?",
      answer: `Most projects take ${claims.timeline}, depending on size and how quickly content and feedback come in. A simple brochure site sits at the shorter end, while bilingual sites or those with booking and member areas take longer. We share a schedule with dates at the start.`,
    },
    {
      question: "Will I be able to update the site myself?",
      answer:
        "Yes. We set up a content management system such as WordPress, Sanity or Webflow around your pages and train your team. Text, images, blog posts and team profiles can all be edited without touching code.",
    },
    {
      question: "Do you make sites that meet AODA requirements?",
      answer:
        "The AODA requires WCAG 2.0 AA of the public websites of the Ontario public sector and of organizations with 50 or more employees in Ontario. We design and build to WCAG 2.2 AA, beyond what the AODA requires, and test with keyboard navigation and screen readers. We also show your team how to keep new content accessible after launch.",
    },
    {
      question: "Can you build a site in English and French?",
      answer:
        "Yes. We plan bilingual sites from the start, with matching page structures, language switching and separate search metadata for each language. Our own team writes the French in Quebec French, or we can work with your translator.",
    },
    {
      question: "What happens to our search rankings when we switch sites?",
      answer:
        "We map every important old address to its new page with permanent redirects, carry over titles and descriptions, and submit the new sitemap after launch. That protects the rankings you have already earned while the new structure settles in.",
    },
  ],
  sections: [
    {
      type: "technologies",
      title: { text: "Tools we", accent: "build with" },
      description:
        "We pick proven tools that suit your budget and your team, not whatever is newest.",
      groups: [
        { name: "Front end", items: ["React", "TypeScript", "Next.js", "Astro", "Tailwind CSS"] },
        {
          name: "Content management",
          items: ["WordPress", "Sanity", "Webflow", "Contentful", "Craft CMS"],
        },
        {
          name: "Performance and quality",
          items: [
            "Cloudflare CDN",
            "Lighthouse",
            "axe accessibility testing",
            "Google Search Console",
            "Image optimization pipelines",
          ],
        },
      ],
    },
    {
      type: "industries",
      title: { text: "Industries", accent: "we know well" },
      description:
        "We have built sites for businesses whose customers need to trust them before they call.",
      items: [
        {
          title: "Professional services",
          description:
            "Law, accounting and consulting firms that need to explain their expertise clearly and turn readers into consultations.",
          icon: "briefcase",
        },
        {
          title: "Health and wellness clinics",
          description:
            "Dental, physiotherapy and wellness practices that need online booking and careful handling of patient enquiries.",
          icon: "stethoscope",
        },
        {
          title: "Trades and home services",
          description:
            "Builders, renovators and contractors who rely on project galleries, service areas and quick quote requests.",
          icon: "hammer",
        },
        {
          title: "Restaurants and hospitality",
          description:
            "Restaurants, inns and venues that need menus, reservations and event pages that are easy to update each season.",
          icon: "utensils",
        },
        {
          title: "Non-profits and associations",
          description:
            "Organizations that need accessible, bilingual content, donation forms and member resources on a modest budget.",
          icon: "handshake",
        },
        {
          title: "Manufacturing and industrial",
          description:
            "Manufacturers and distributors who need clear product information and spec sheets for buyers across Canada and abroad.",
          icon: "factory",
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Why businesses choose", accent: site.name },
      items: [
        `Our team brings ${claims.experienceYears} years of combined experience and has delivered ${claims.projects} projects for Canadian clients.`,
        `You get ${fixedQuote}, with a schedule of real dates, so budgets and launch plans hold.`,
        "We know the Canadian rules that shape a website, from AODA accessibility to PIPEDA, CASL and Quebec's Law 25.",
        "You own the site, the code, the domain and the content outright, with no lock-in to our hosting or services.",
        "The people who plan your site are the people who build it, so nothing gets lost between teams.",
      ],
    },
  ],
  cta: {
    title: { text: "Ready for a website that", accent: "works as hard as you do" },
    description:
      "Tell us about your business and what your current site is missing. We will reply with practical next steps and a realistic budget range.",
    button: "Start your project",
  },
  closing: `Show us your current site, if you have one, and a few sites you admire. Within ${site.responseTime} we reply with honest advice on a new site, a rough budget and a timeline, usually ${claims.timeline}.`,
} satisfies ServiceInput;
