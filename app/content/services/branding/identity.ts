import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "branding",
  slug: "identity",
  name: "Brand Identity",
  meta: {
    title: "Brand Identity Design for Canadian Businesses",
    description:
      "Brand strategy, naming, visual identity and bilingual guidelines for Canadian small and mid-sized businesses, built to work in English and French.",
  },
  hero: {
    title: {
      text: "A brand identity that makes your business",
      accent: "easy to recognize and hard to forget",
    },
    description:
      "We define what your business stands for, then turn it into a name, a visual system and clear guidelines your team can use every day, in English and in French.",
    showCTA: true,
    image: {
      scene: "brand",
      alt: "Illustration of a brand board with a logo, colour swatches and typography samples",
    },
  },
  intro: {
    title: { text: "More than a logo:", accent: "a system your whole business can use" },
    paragraphs: [
      "Most growing businesses in Canada reach a point where the brand they started with no longer fits. The logo was made in a weekend, the colours drift from one flyer to the next, and the French version of the website looks like a different company. A brand identity project fixes that at the root.",
      "We start with strategy, because design choices only hold up when they rest on a clear position. From there we build the visual and verbal identity together, test it on the places your customers actually see it, and document it so that a new hire, a print shop in Laval or a freelance designer in Calgary can apply it correctly without calling us first.",
    ],
    image: {
      scene: "print",
      alt: "Illustration of a printed brand guidelines booklet open to the colour and logo usage pages",
    },
  },
  features: {
    title: { text: `What a ${site.name}`, accent: "identity includes" },
    description:
      "Every engagement is scoped to your size and stage, but these are the building blocks we deliver most often.",
    items: [
      {
        title: "Brand strategy",
        description:
          "Workshops and customer research that pin down your audience, your position against competitors and the promise you can keep.",
        icon: "compass",
      },
      {
        title: "Naming and trademark screening",
        description:
          "Name candidates checked for meaning in English and French, domain availability and obvious conflicts in the Canadian trademarks database before you fall in love with one.",
        icon: "pen-line",
      },
      {
        title: "Logo and visual system",
        description:
          "A primary logo, secondary marks, colour palette, type pairings and graphic elements designed to work together from a favicon to a storefront sign.",
        icon: "palette",
      },
      {
        title: "Voice and messaging",
        description:
          "A tagline, key messages and tone-of-voice rules so your website, proposals and social posts sound like the same company.",
        icon: "message-circle",
      },
      {
        title: "Bilingual brand",
        description:
          "French and English versions of your name treatment, tagline and core messaging, written by our own French-language team rather than run through a translation tool.",
        icon: "globe",
      },
      {
        title: "Accessible colour and type",
        description:
          "Palettes tested for contrast and type sizes chosen for legibility, so your brand carries into websites built to WCAG 2.2 AA, beyond the WCAG 2.0 AA that Ontario's AODA requires.",
        icon: "accessibility",
      },
      {
        title: "Brand guidelines",
        description:
          "A practical guide with correct and incorrect usage, file formats and templates, delivered as a PDF and a shared online library.",
        icon: "book-open",
      },
    ],
  },
  process: {
    title: { text: "How we build", accent: "your identity" },
    description:
      "A visual refresh takes 3 to 6 weeks; a full identity project runs 8 to 16 weeks, depending on whether naming and research are included.",
    steps: [
      {
        title: "Discover",
        description:
          "We interview your leadership and a handful of customers, audit your current materials and map the competitors you are compared against.",
      },
      {
        title: "Define",
        description:
          "We write a short strategy document covering audience, positioning, personality and key messages, and agree on it with you before any design starts.",
      },
      {
        title: "Design",
        description:
          "We present two or three distinct creative directions applied to real items such as a business card, a homepage and a social post, then refine the one you choose.",
      },
      {
        title: "Document",
        description:
          "We assemble the guidelines, export every logo and colour file you need for screen and print, and build starter templates in the tools your team already uses.",
      },
      {
        title: "Hand over",
        description:
          "We walk your team through the system, answer questions, and stay available for the first weeks as the new identity goes into use.",
      },
    ],
  },
  showcase: {
    title: { text: "Recent identity", accent: "projects" },
    description:
      "A few of the Canadian businesses we have helped define, name or rebuild their brands.",
    items: ["identity-riviere-rouge-dental", "identity-northbound-freight", "retailmaster"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How much does a brand identity project cost?",
      answer: `It depends on scope. A visual refresh for an established business usually lands between $6,000 and $12,000 CAD over 3 to 6 weeks, while a full identity with strategy, naming and bilingual guidelines typically runs $15,000 to $35,000 CAD over 8 to 16 weeks, plus applicable taxes (GST/HST, plus QST in Quebec). You get ${fixedQuote}.`,
    },
    {
      question: "Do we need a full identity, or just a new logo?",
      answer:
        "If your business is young and your positioning is clear, a logo with a small style guide is often enough. If you are merging companies, entering Quebec, moving upmarket or your materials have drifted badly, the strategy and system work is what makes the new logo stick.",
    },
    {
      question: "Can you make our brand work in Quebec?",
      answer:
        "Yes. We plan for French from the first workshop, check that names and taglines read naturally in both languages, and design layouts that leave room for French text, which often runs longer. We also flag where Quebec's Charter of the French Language affects signage, packaging and trademarks, though we recommend confirming specifics with your legal advisor.",
    },
    {
      question: "Will you check whether our new name is available?",
      answer:
        "We screen shortlisted names against the Canadian Intellectual Property Office database, provincial business registries, common domains and social handles. This catches obvious conflicts early, but it is not a legal opinion, so we always suggest a trademark agent confirms the final choice before you register.",
    },
    {
      question: "Who owns the files and rights when the project is done?",
      answer:
        "You do. On final payment we transfer full ownership of the logo and identity artwork, and you receive every source file in vector and raster formats. Licensed fonts remain under their own licences, and we tell you up front which ones need to be purchased.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Identity services", accent: "you can book" },
      description:
        "Take the full program or pick the pieces you need. Each one is scoped and priced on its own.",
      items: [
        {
          title: "Brand strategy",
          description:
            "Positioning, audience profiles, brand personality and a messaging framework, captured in a short document your team can actually read.",
          icon: "target",
        },
        {
          title: "Naming",
          description:
            "Business, product or service names generated, tested for both official languages and screened for availability before you commit.",
          icon: "type",
        },
        {
          title: "Visual identity",
          description:
            "Logo suite, colour, typography, iconography and photography direction built as one coherent system.",
          icon: "swatch-book",
        },
        {
          title: "Brand guidelines",
          description:
            "Clear rules and editable templates for presentations, letterhead, social posts and email signatures.",
          icon: "file-text",
        },
        {
          title: "Bilingual brand",
          description:
            "French and English brand assets and messaging adapted for customers in Quebec, New Brunswick and across Canada.",
          icon: "flag",
        },
      ],
    },
    {
      type: "industries",
      title: { text: "Industries we", accent: "know well" },
      description:
        "We have built identities for businesses where trust, regulation and local reputation matter.",
      items: [
        {
          title: "Health and wellness clinics",
          description:
            "Calm, credible identities for dental, physiotherapy and family health practices that need to reassure patients from the first glance.",
          icon: "stethoscope",
        },
        {
          title: "Professional services",
          description:
            "Law, accounting and consulting firms that want to look established without looking like every other firm on Bay Street.",
          icon: "briefcase",
        },
        {
          title: "Food and hospitality",
          description:
            "Restaurants, cafés and specialty food producers whose brand has to work on a menu, a label and a delivery app.",
          icon: "utensils",
        },
        {
          title: "Manufacturing and trades",
          description:
            "Industrial and trade businesses ready to move beyond a word-of-mouth reputation and compete for larger contracts.",
          icon: "factory",
        },
        {
          title: "Retail",
          description:
            "Independent shops and regional chains that need a brand strong enough to stand next to national competitors.",
          icon: "store",
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Why businesses choose", accent: `${site.name} for branding` },
      items: [
        `Our team brings ${claims.experienceYears} years of combined experience across design, strategy and development, so your identity is built knowing how it will be used on the web.`,
        "We design for English and French from day one instead of retrofitting a translation at the end.",
        "You get strategy in plain language, not a thick deck that sits unread in a shared drive.",
        "Fixed prices in Canadian dollars, with clear deliverables and no surprise invoices.",
        "Because we also build websites and run campaigns, your new identity can move straight into production without a handoff to another agency.",
      ],
    },
  ],
  cta: {
    title: { text: "Ready to look like", accent: "the business you have become?" },
    description:
      "Book a discovery call and we will tell you honestly whether you need a full identity, a refresh or just a few fixes.",
    button: "Start your brand project",
  },
  closing: `Send us your current logo, a few of the materials you use today and a word on where the business is heading. Within ${site.responseTime} we reply with honest advice, a rough budget and a timeline.`,
} satisfies ServiceInput;
