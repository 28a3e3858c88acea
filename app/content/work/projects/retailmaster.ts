import type { ProjectInput } from "../schema";

export default {
  slug: "retailmaster",
  client: "RetailMaster",
  sector: "Point-of-sale software company",
  location: "Halifax, Nova Scotia",
  headline: "Demo requests up 52% after a bilingual rebrand",
  summary:
    "A bilingual rebrand for a Halifax point-of-sale software company: strategy, a new logo, a brand system and a website that lifted demo requests by 52%.",
  title: {
    text: "A bilingual rebrand for a point-of-sale company",
    accent: "that independent shops recognize as theirs",
  },
  category: "branding",
  year: 2024,
  services: [
    "branding/identity",
    "branding/logo-design",
    "branding/launch",
    "web/website-design-development",
  ],
  image: {
    scene: "print",
    alt: "Illustration of a bilingual brand guide open to the new logo, colour palette and a printed receipt",
  },
  detailImage: {
    scene: "browser",
    alt: "Illustration of the relaunched bilingual website with a language switch and a demo booking form",
  },
  problem: [
    "RetailMaster makes point-of-sale and inventory software for independent hardware stores, bookshops, gift shops and garden centres across Atlantic Canada. The product had matured over twelve years, but the brand had not: a clip-art cash register logo, a different colour on every trade-show banner, and a look that prospects mistook for one of the large American systems.",
    "The company was expanding into Quebec and northern New Brunswick, where its French materials were rushed translations and prospects assumed the software was English only. Sales calls kept opening with the same question: is this a big-box system, or is it built for shops like ours?",
  ],
  approach: [
    {
      title: "Listen to shop owners in both languages",
      description:
        "We interviewed 14 customers and 6 prospects, from a Lunenburg bookshop to a hardware store in Rimouski, and went through a year of lost-deal notes with the sales team.",
    },
    {
      title: "Write the position and the voice",
      description:
        "We built the positioning around independent retail and wrote the tagline and key messages separately in French and English with native writers, rather than translating one from the other.",
    },
    {
      title: "Redesign the logo and visual system",
      description:
        "A new wordmark with a receipt-tab symbol, a palette checked for contrast on screens and thermal receipts, and type that stays legible on a 10-inch point-of-sale display.",
    },
    {
      title: "Apply it wherever customers see it",
      description:
        "The identity went onto the product's sign-in screen and receipt templates, the sales deck, the trade-show booth and a bilingual brand guide with templates the team edits in Figma and Google Slides.",
    },
    {
      title: "Relaunch with a new website",
      description:
        "We rebuilt the website in both languages with demo booking, pricing in CAD and customer stories, and sequenced the launch: resellers first, then existing customers, then the public announcement.",
    },
  ],
  results: [
    { value: "+52%", label: "demo requests in the six months after relaunch" },
    { value: "3.1x", label: "demo requests from Quebec and New Brunswick" },
    { value: "68%", label: "of surveyed retailers now see it as built for independent shops" },
  ],
  technologies: ["Figma", "Adobe Illustrator", "Webflow", "HubSpot", "Google Slides"],
  duration: "11 weeks",
  quote: {
    text: "Our old logo made us look like a bigger, colder company than we are. The new brand says independent retail in both languages, and our sales team no longer spends the first ten minutes of every call explaining who we are.",
    name: "Colin MacIsaac",
    role: "Chief Executive Officer, RetailMaster",
  },
} satisfies ProjectInput;
