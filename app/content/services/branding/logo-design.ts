import type { ServiceInput } from "../../schema";
import { site } from "../../site";

export default {
  category: "branding",
  slug: "logo-design",
  name: "Logo Design",
  meta: {
    title: "Logo Design in Canada, Priced in CAD",
    description:
      "Custom logo design for Canadian businesses: original concepts, bilingual-ready lockups and every file format you need, with fixed packages in CAD.",
  },
  hero: {
    title: { text: "A logo designed for your business,", accent: "not pulled from a template" },
    description:
      "Original logo concepts drawn by experienced designers, tested at every size, and delivered with the files you need for screens, signs and print.",
    showCTA: true,
    image: {
      scene: "brand",
      alt: "Illustration of a logo being refined on a grid with alternative colour versions beside it",
    },
  },
  intro: {
    title: { text: "Your logo is often", accent: "the first thing customers judge" },
    paragraphs: [
      "Before anyone reads your website or calls your office, they see your logo on a truck, a search result or a storefront. A clear, distinctive mark tells them you are established and worth their time. A muddy one, or one that looks like a competitor's, quietly costs you work.",
      "We design logos from scratch, starting with a short questionnaire and a call about your customers and competitors. Every concept is checked at favicon size, in one colour, on dark backgrounds and next to French text, so it holds up in the places it actually appears and not just on a presentation slide.",
    ],
    image: {
      scene: "print",
      alt: "Illustration of a new logo applied to a business card, an envelope and a tote bag",
    },
  },
  features: {
    title: { text: "What goes into", accent: "every logo" },
    description: "Whatever package you choose, these standards apply to the work we deliver.",
    items: [
      {
        title: "Original concepts",
        description:
          "Each mark is sketched and built for you. We do not resell stock icons, templates or AI-generated artwork as custom design.",
        icon: "pen-tool",
      },
      {
        title: "Competitor review",
        description:
          "We look at the logos your customers already know in your market so yours stands apart rather than blending in.",
        icon: "search",
      },
      {
        title: "Scalable vector artwork",
        description:
          "Built as clean vectors that stay crisp on a 16-pixel browser tab and a six-metre building sign.",
        icon: "layers",
      },
      {
        title: "Bilingual-ready lockups",
        description:
          "Horizontal, stacked and tagline versions planned to fit both English and French wording when your business needs it.",
        icon: "globe",
      },
      {
        title: "Colour and contrast checks",
        description:
          "Full-colour, one-colour and reversed versions tested for contrast on light and dark backgrounds, and in black and white for invoices, forms and rubber stamps.",
        icon: "palette",
      },
      {
        title: "Complete file kit",
        description:
          "SVG, EPS, PDF and PNG files in CMYK, RGB and Pantone, organized in clearly named folders with a one-page usage sheet.",
        icon: "package",
      },
      {
        title: "Full ownership",
        description:
          "Copyright in the final logo is assigned to your company on final payment, so you can register it as a trademark.",
        icon: "badge-check",
      },
    ],
  },
  process: {
    title: { text: "From brief to", accent: "final files" },
    description:
      "Most logo projects take three to six weeks from the first call to final delivery.",
    steps: [
      {
        title: "Brief",
        description:
          "You complete a short questionnaire, then we spend an hour on a call discussing your customers, competitors and the feeling the logo should give.",
      },
      {
        title: "Sketch and explore",
        description:
          "Our designers explore dozens of rough ideas on paper and screen, then narrow them down to the strongest concepts for your package.",
      },
      {
        title: "Present concepts",
        description:
          "We show each concept in context on a sign, a website header and a business card, and explain the thinking behind it.",
      },
      {
        title: "Refine",
        description:
          "You pick a direction and we refine it through the revision rounds included in your package, adjusting shape, colour and type.",
      },
      {
        title: "Deliver",
        description:
          "We prepare the final artwork in every format and colour mode, along with a short usage guide for your team and suppliers.",
      },
    ],
  },
  showcase: {
    title: { text: "Logos we have", accent: "designed" },
    description:
      "Marks created for Canadian businesses, from a single café to a regional contractor.",
    items: [
      "logo-cedar-and-stone-landscaping",
      "logo-cafe-trois-pignons",
      "logo-ledgerline-accounting",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How much does a logo cost?",
      answer:
        "Our logo packages start at $1,800 CAD and most clients choose the $3,500 CAD option, which includes more concepts and a small style guide. Larger projects that need naming or a full visual system are quoted as a brand identity project. All prices are plus applicable taxes (GST/HST, plus QST in Quebec).",
    },
    {
      question: "How many revisions are included?",
      answer:
        "The Starter package includes two rounds of revisions and the Professional and Complete packages include three. In practice, a clear brief means most clients are happy well within that limit, and extra rounds are billed at an agreed hourly rate.",
    },
    {
      question: "Can we trademark the logo you design?",
      answer:
        "Yes. We assign copyright to your company on final payment, and we avoid generic symbols that are hard to protect. We can prepare clean artwork for your trademark application, but the filing itself should be handled by a registered trademark agent.",
    },
    {
      question: "Do you use AI or templates to design logos?",
      answer:
        "No. Every concept is drawn by our designers for your business. Template and AI-generated marks can resemble other companies' logos and are often difficult to register, which defeats the purpose of paying for a logo.",
    },
    {
      question: "What if we need the logo in French as well?",
      answer:
        "Tell us at the start and we will design lockups that work with both the English and French versions of your name or tagline. This matters for businesses serving Quebec, New Brunswick or federal clients, and it is much easier to plan for than to add later.",
    },
  ],
  sections: [
    {
      type: "packages",
      title: { text: "Logo design", accent: "packages" },
      description:
        "Fixed prices in Canadian dollars, plus applicable taxes (GST/HST, plus QST in Quebec). Every package includes full ownership of the final artwork.",
      items: [
        {
          title: "Starter",
          price: "$1,800 CAD",
          description: "For new businesses that need a professional, original mark to launch with.",
          features: [
            "Two original logo concepts",
            "Two rounds of revisions",
            "Full-colour, one-colour and reversed versions",
            "Files for web and print",
          ],
          cta: { label: "Start with Starter", to: "/contact-us" },
        },
        {
          title: "Professional",
          price: "$3,500 CAD",
          description:
            "For established businesses that want a stronger mark and a simple guide to keep it consistent.",
          features: [
            "Three original logo concepts",
            "Three rounds of revisions",
            "Horizontal, stacked and icon lockups",
            "Colour palette and font pairing",
            "Two-page logo usage guide",
          ],
          cta: { label: "Choose Professional", to: "/contact-us" },
          featured: true,
        },
        {
          title: "Complete",
          price: "$6,500 CAD",
          description:
            "For businesses that need a bilingual-ready logo plus the everyday materials to put it to work.",
          features: [
            "Four original logo concepts",
            "Three rounds of revisions",
            "English and French lockups",
            "Business card, letterhead and email signature designs",
            "Social media profile and cover graphics",
            "Mini style guide",
          ],
          cta: { label: "Talk to us about Complete", to: "/contact-us" },
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Why choose", accent: `${site.name} for your logo` },
      items: [
        "Your logo is designed by people who also build websites and print materials, so it is tested against real use from the start.",
        "We plan for French and English from the first sketch rather than squeezing in a translation later.",
        "Fixed package prices in CAD mean you know the full cost before we start.",
        "You own the result outright, with every file your printer, sign maker or web developer will ask for.",
      ],
    },
  ],
  cta: {
    title: { text: "Let's design a logo", accent: "you will be proud to put on the door" },
    description:
      "Tell us about your business and we will recommend the logo package that fits, with a fixed price and timeline.",
    button: "Get a logo quote",
  },
  closing: `Tell us what your business does, who buys from you and where the logo will be seen. Within ${site.responseTime} you hear back with honest advice, a rough budget and the time a new mark would take.`,
} satisfies ServiceInput;
