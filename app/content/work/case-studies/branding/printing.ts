import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "print-boreal-bath-packaging",
    client: "Boreal Bath Co.",
    sector: "Personal care",
    location: "Thunder Bay, Ontario",
    headline: "Retail packaging for 14 products, 22% lower unit cost",
    summary:
      "Bilingual retail boxes and labels for 14 soaps and lotions, built on three shared box sizes so a small Thunder Bay maker could print larger, cheaper runs.",
    services: ["branding/printing"],
    image: {
      scene: "cart",
      alt: "Illustration of soap and lotion boxes with a forest-green label design on a retail shelf",
    },
    problem: [
      "Boreal Bath Co. had sold its soaps and lotions at markets and online for years, using labels printed in the studio. When a regional grocery chain and several gift shops agreed to carry the line, each asked for shelf-ready packaging with barcodes and bilingual labels.",
      "The first quotes came back high because every product had its own box size and each run was small. The founder needed packaging that looked consistent on a shelf and cost less per unit, not more.",
    ],
    approach: [
      {
        title: "Three box sizes instead of nine",
        description:
          "We grouped the 14 products by size and designed three folding cartons that fit them all, so different products could be printed together on one sheet.",
      },
      {
        title: "One layout system, two languages",
        description:
          "A shared layout holds the English and French product names, ingredient lists and net quantities, with room planned for the longer French text.",
      },
      {
        title: "Colour proofed on the real board",
        description:
          "The forest-green brand colour was matched on FSC-certified paperboard, and we approved a hard proof before the first run went to press.",
      },
      {
        title: "Delivered to the warehouse",
        description:
          "Flat cartons and labels were inspected at the printer and shipped to the client's fulfillment warehouse, with files kept on record for reorders.",
      },
    ],
    results: [
      { value: "14", label: "products in one consistent packaging family" },
      { value: "22%", label: "lower unit cost than the first quotes for individual boxes" },
      { value: "3", label: "shared carton sizes in place of nine" },
    ],
    technologies: ["Adobe Illustrator", "Adobe Acrobat preflight", "GS1 Canada barcodes"],
    duration: "9 weeks",
    quote: {
      text: "I assumed shelf-ready packaging would wipe out my margin. Sharing box sizes across the range brought the cost down, and the boxes look like they belong to one brand for the first time.",
      name: "Leah Kowalchuk",
      role: "Founder, Boreal Bath Co.",
    },
  },
  {
    slug: "print-harbourview-physio-signage",
    client: "Harbourview Physiotherapy",
    sector: "Healthcare",
    location: "Bathurst, New Brunswick",
    headline: "Bilingual signage and stationery for 4 clinics",
    summary:
      "Matching English and French signage, appointment cards and letterhead for four physiotherapy clinics in northern New Brunswick, reordered from one set of files.",
    services: ["branding/printing"],
    image: {
      scene: "print",
      alt: "Illustration of a bilingual clinic wall sign, appointment cards and letterhead",
    },
    problem: [
      "Harbourview Physiotherapy has four clinics in Bathurst, Campbellton, Miramichi and Caraquet, and each clinic had ordered its own signs and stationery over the years. Some signs were English only, colours varied from clinic to clinic, and patient forms came in three different layouts.",
      "Most patients in the region speak French and many speak both languages. The owners wanted every patient to be greeted in both languages, with neither one treated as the translation.",
    ],
    approach: [
      {
        title: "An audit of every clinic",
        description:
          "We photographed and listed every sign, form, card and envelope in use at the four clinics, and agreed which items to keep, merge or retire.",
      },
      {
        title: "Equal-weight bilingual layouts",
        description:
          "English and French sit side by side at the same size on signs, cards and letterhead, in high-contrast type that older patients can read easily.",
      },
      {
        title: "Proofs, print and installation",
        description:
          "Stationery was printed in one run for all clinics, and we coordinated local sign shops to install the exterior and wall signs in the same fortnight.",
      },
      {
        title: "One set of files for reorders",
        description:
          "All approved artwork is kept on record, so any clinic can reorder appointment cards or forms with a single email.",
      },
    ],
    results: [
      { value: "4", label: "clinics with matching bilingual signage and stationery" },
      { value: "26", label: "signs and printed items replaced by one set of files" },
      { value: "1 email", label: "to reorder cards or forms for any clinic" },
    ],
    technologies: ["Adobe InDesign", "Adobe Illustrator"],
    duration: "8 weeks",
  },
  {
    slug: "print-prairie-ag-trade-show",
    client: "Prairie Ag Systems",
    sector: "Agricultural equipment",
    location: "Saskatoon, Saskatchewan",
    headline: "Trade-show booth that tripled booth leads",
    summary:
      "A reusable trade-show kit for a Saskatoon maker of grain bin monitoring systems, with a clearer backdrop, banners and a lead card farmers actually filled in.",
    services: ["branding/printing", "web/copywriting"],
    image: {
      scene: "brand",
      alt: "Illustration of a trade-show booth with a large printed backdrop and retractable banners",
    },
    problem: [
      "Prairie Ag Systems makes sensors that monitor grain bin temperature and moisture, and sells much of its equipment through summer farm shows. Its booth was a worn pop-up display crowded with product photos and specifications, and visitors walked past without stopping.",
      "At the previous year's show the sales team collected 137 leads over three days. Many of them were loose business cards with no note of what the farmer needed.",
    ],
    approach: [
      {
        title: "One message from the aisle",
        description:
          "We rewrote the backdrop around a single question farmers ask at harvest, set in type large enough to read from six metres away.",
      },
      {
        title: "A kit that packs into one case",
        description:
          "The booth uses a fabric backdrop, two retractable banners and a fitted table cover, light enough for two people to set up in under an hour.",
      },
      {
        title: "A lead card with a QR code",
        description:
          "A printed card asks three questions about bin count and crop, and its QR code opens the same form on a phone, so every lead arrives with context.",
      },
      {
        title: "Shipped to the show grounds",
        description:
          "Everything was printed in Canada, inspected and shipped by courier straight to the show venue, with a return label for storage between events.",
      },
    ],
    results: [
      { value: "3x", label: "booth leads compared with the previous year's show" },
      { value: "412", label: "leads collected over three show days" },
      { value: "< 1 h", label: "for two people to set up the full booth" },
    ],
    technologies: ["Adobe InDesign", "Adobe Illustrator", "HubSpot forms"],
    duration: "6 weeks",
  },
] satisfies CaseStudyInput[];
