import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "logo-cedar-and-stone-landscaping",
    client: "Cedar & Stone Landscaping",
    sector: "Landscaping",
    location: "Nanaimo, British Columbia",
    headline: "2x residential enquiries in the first season",
    summary:
      "A new cedar-tree logo for a Nanaimo landscaping company moving into residential patios and gardens, designed to read clearly from across the street on a truck.",
    services: ["branding/logo-design", "branding/printing"],
    image: {
      scene: "brand",
      alt: "Illustration of a landscaping logo with a stylized cedar tree on a work truck door",
    },
    problem: [
      "Cedar & Stone built its business on strata and commercial maintenance contracts, and wanted more residential work such as patios, retaining walls and planting. Its old logo was a clip-art leaf with thin lettering that disappeared on a moving truck and blurred on lawn signs.",
      "Most homeowners in the area found landscapers by noticing their trucks and yard signs in the neighbourhood. The mark had to work at a distance before it worked anywhere else.",
    ],
    approach: [
      {
        title: "A look at the local competition",
        description:
          "We photographed the trucks and signs of a dozen landscapers around Nanaimo and Parksville, and found most used green leaves on white, which we set out to avoid.",
      },
      {
        title: "Three concepts on a truck door",
        description:
          "Each concept was shown on a truck door, a lawn sign, a quote letterhead and a browser tab, so the owners judged them where customers would see them.",
      },
      {
        title: "Refining the cedar",
        description:
          "The chosen cedar was simplified over two revision rounds until it held up in one colour as a vinyl decal and as embroidery on work shirts.",
      },
      {
        title: "Files for every supplier",
        description:
          "We delivered vector files, decal-ready artwork and a short usage guide, then managed the truck lettering and a run of 150 lawn signs.",
      },
    ],
    results: [
      { value: "2x", label: "residential enquiries in the first season" },
      { value: "31%", label: "of new enquiries mentioning a truck or lawn sign" },
      { value: "6", label: "trucks and trailers lettered before the spring rush" },
    ],
    technologies: ["Adobe Illustrator", "Figma"],
    duration: "5 weeks",
  },
  {
    slug: "logo-cafe-trois-pignons",
    client: "Café Trois-Pignons",
    sector: "Hospitality",
    location: "Quebec City, Quebec",
    headline: "Bilingual mark used on cups, menus and signage",
    summary:
      "A three-gable logo for a Quebec City café, French first with English lockups for visitors, built to print cleanly in one colour on cups, menus and signs.",
    services: ["branding/logo-design", "branding/printing"],
    image: {
      scene: "print",
      alt: "Illustration of a café logo printed on a coffee cup sleeve and a paper menu",
    },
    problem: [
      "Café Trois-Pignons was opening a second location in Saint-Roch and its hand-drawn logo did not survive printing. Fine lines filled in on cup sleeves, and each supplier had redrawn the name slightly differently.",
      "Most regulars speak French, but summer visitors from Ontario and the United States read the menu in English. The owner wanted a mark that stayed French first, as Quebec signage rules expect, without confusing visitors.",
    ],
    approach: [
      {
        title: "Starting from the building",
        description:
          "The café's name comes from the three-gabled house it occupies, so every concept began from that outline rather than from a coffee cup or a bean.",
      },
      {
        title: "French and English lockups",
        description:
          "We designed the French name as the main lockup, with a smaller English line for menus and the website that never competes with it on signs.",
      },
      {
        title: "One-colour by default",
        description:
          "The final mark prints in a single ink, which suits kraft cup sleeves, stamped takeaway bags and etched glass on the front door.",
      },
      {
        title: "Ready before opening",
        description:
          "We prepared artwork for cups, menus, bags, loyalty cards and the exterior sign, and checked proofs from each supplier before the second location opened.",
      },
    ],
    results: [
      { value: "12", label: "printed items moved to the new mark before opening" },
      { value: "18%", label: "lower cost per cup sleeve with one-colour printing" },
      { value: "2", label: "lockups, French and English, used across both locations" },
    ],
    technologies: ["Adobe Illustrator", "Adobe InDesign"],
    duration: "6 weeks",
    quote: {
      text: "The logo looks the same on a paper cup as on the sign above the door, which was never true before. Our English-speaking visitors understand the menu, and the café still feels like it belongs in this neighbourhood.",
      name: "Thi Lan Bouchard",
      role: "Owner, Café Trois-Pignons",
    },
  },
  {
    slug: "logo-ledgerline-accounting",
    client: "Ledgerline Accounting",
    sector: "Accounting",
    location: "Regina, Saskatchewan",
    headline: "35% more consultation bookings after rebrand",
    summary:
      "A monogram logo for a Regina accounting firm serving owner-managed businesses, applied to its website header, proposals and email signatures in a single week.",
    services: ["branding/logo-design", "web/website-design-development"],
    image: {
      scene: "browser",
      alt: "Illustration of an accounting firm website header featuring a new monogram logo",
    },
    problem: [
      "Ledgerline Accounting serves farm operations, trades and family businesses across southern Saskatchewan. Its logo was a stock bar-chart icon next to the firm name, and prospective clients said the website looked like every other firm they had compared.",
      "The partners wanted a mark that looked established without feeling like a downtown tower firm. It also had to work as small as a favicon and as large as the sign in their office lobby.",
    ],
    approach: [
      {
        title: "Questionnaire and competitor review",
        description:
          "A short questionnaire and a call with both partners, followed by a review of 20 accounting firm logos across the province.",
      },
      {
        title: "Three concepts tested at small sizes",
        description:
          "Each concept was shown as a favicon, on a proposal cover and in an email signature, where most clients actually see an accounting firm's brand.",
      },
      {
        title: "A monogram and wordmark",
        description:
          "The chosen design pairs an interlocking double-L monogram with a clean serif wordmark, refined over three revision rounds.",
      },
      {
        title: "Applied everywhere in one week",
        description:
          "We updated the website header, consultation booking page, proposal template and staff email signatures so the change appeared everywhere at once.",
      },
    ],
    results: [
      { value: "35%", label: "more consultation bookings in the 6 months after the rebrand" },
      { value: "7 days", label: "to put the new logo on the website, proposals and signatures" },
    ],
    technologies: ["Adobe Illustrator", "Figma", "WordPress"],
    duration: "5 weeks",
  },
] satisfies CaseStudyInput[];
