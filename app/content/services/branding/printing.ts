import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "branding",
  slug: "printing",
  name: "Printing",
  meta: {
    title: "Business Printing, Signage and Packaging",
    description:
      "Business cards, signage, packaging and trade-show materials designed, printed and shipped in Canada, with FSC-certified paper stock on request.",
  },
  hero: {
    title: { text: "Print that looks as good in hand", accent: "as it does on screen" },
    description:
      "We design, proof and manage the printing of your business cards, signs, packaging and event materials, produced by Canadian print partners and shipped to your door.",
    showCTA: true,
    image: {
      scene: "print",
      alt: "Illustration of business cards, a folded brochure and a product box arranged on a table",
    },
  },
  intro: {
    title: { text: "One team from artwork", accent: "to delivery" },
    paragraphs: [
      "Printing is where small brand mistakes become expensive. A logo file in the wrong colour mode, a missing bleed or an untested paper stock can mean a box of cards you never hand out. We prepare every file for press ourselves and catch those problems before anything is printed.",
      "We work with a small network of commercial printers and sign shops in Ontario and Quebec that we have vetted for colour accuracy and turnaround. Everything is printed and shipped within Canada, so you avoid customs delays and cross-border brokerage fees, and we offer FSC-certified paper on most jobs.",
    ],
    image: {
      scene: "brand",
      alt: "Illustration of a print proof with colour bars and crop marks beside a Pantone swatch fan",
    },
  },
  features: {
    title: { text: "What you get with", accent: `${site.name} print` },
    description: "We handle the details that usually fall between a designer and a print shop.",
    items: [
      {
        title: "Press-ready artwork",
        description:
          "Files set up with correct bleed, CMYK or Pantone colour, embedded fonts and resolution checks, so nothing is rejected or reprinted.",
        icon: "file-text",
      },
      {
        title: "Colour consistency",
        description:
          "We match your brand colours across paper, vinyl, fabric and cardboard, and request hard proofs when colour is critical.",
        icon: "palette",
      },
      {
        title: "Paper and finish advice",
        description:
          "Guidance on weights, coatings, foils and soft-touch finishes that suit your brand and your budget, with samples mailed on request.",
        icon: "layers",
      },
      {
        title: "FSC-certified stock",
        description:
          "Paper from responsibly managed forests on most products, with the FSC mark printed where the printer's chain-of-custody allows.",
        icon: "shield-check",
      },
      {
        title: "Bilingual layouts",
        description:
          "English and French versions set side by side or as separate runs, with room planned for longer French copy.",
        icon: "type",
      },
      {
        title: "Canada-wide shipping",
        description:
          "Orders shipped by Canada Post or courier to your office, store or event venue anywhere in the country, with tracking.",
        icon: "truck",
      },
      {
        title: "Reorders made simple",
        description:
          "We keep your approved files and specifications on record, so reordering cards for a new hire takes one email.",
        icon: "refresh-cw",
      },
    ],
  },
  process: {
    title: { text: "How a print", accent: "job runs" },
    description:
      "Standard jobs such as business cards ship in about a week; signage and custom packaging take longer.",
    steps: [
      {
        title: "Scope and quote",
        description: `You tell us what you need, how many and by when. We recommend stock and finishes, and you get ${fixedQuote}, in CAD with shipping included.`,
      },
      {
        title: "Design or prepare files",
        description:
          "We design new pieces from your brand guidelines, or check and correct artwork you already have so it is ready for press.",
      },
      {
        title: "Proof and approve",
        description:
          "You review a digital proof, or a printed hard proof for colour-critical work, and sign off before anything goes to press.",
      },
      {
        title: "Print and inspect",
        description:
          "Our partner printer produces the job and we review the first pieces for colour, trim and finish before the full run ships.",
      },
      {
        title: "Ship and store",
        description:
          "The order is shipped with tracking to your address, and your final files are kept on record for quick reorders.",
      },
    ],
  },
  showcase: {
    title: { text: "Recent", accent: "print work" },
    description: "Printed pieces we designed and produced for Canadian clients.",
    items: [
      "print-boreal-bath-packaging",
      "print-harbourview-physio-signage",
      "print-prairie-ag-trade-show",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How much do business cards cost?",
      answer:
        "A run of 250 two-sided cards on a heavy matte stock typically costs $90 to $180 CAD, including shipping within Canada. Special finishes such as foil, letterpress or painted edges bring most orders to $250 to $600 CAD. Design is quoted separately if you need new artwork.",
    },
    {
      question: "Where is the printing done?",
      answer:
        "Every job is produced by commercial print partners in Canada, mostly in Ontario and Quebec, and shipped from there. That keeps turnaround predictable and means no customs forms, duties or cross-border delays.",
    },
    {
      question: "Can you print with FSC-certified or recycled paper?",
      answer:
        "Yes. Most of our paper products can be printed on FSC-certified or recycled stock, often at little or no extra cost. Tell us at the quote stage and we will confirm which options are available for the product and finish you want.",
    },
    {
      question: "Can you print our existing designs?",
      answer:
        "Yes. Send us your files and we will check them for bleed, colour mode, resolution and fonts before quoting. If something needs fixing, we tell you what and how long it will take, so there are no surprises at the press.",
    },
    {
      question: "Do our signs and labels need to be in French?",
      answer:
        "If you sell or operate in Quebec, the Charter of the French Language generally requires French on commercial signage and product packaging, with French given greater prominence on exterior signs. We lay out bilingual versions that respect those rules, and recommend confirming specific cases with your legal advisor.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "What we", accent: "print" },
      description:
        "From a box of business cards to a full trade-show booth, designed to match your brand.",
      items: [
        {
          title: "Business cards and stationery",
          description:
            "Cards, letterhead, envelopes, notepads and presentation folders on stocks that feel as considered as your brand.",
          icon: "briefcase",
        },
        {
          title: "Signage",
          description:
            "Storefront and wall signs, window graphics, vehicle decals, wayfinding and A-frames for indoor and outdoor use.",
          icon: "map-pin",
        },
        {
          title: "Packaging and labels",
          description:
            "Folding boxes, mailer boxes, sleeves, stickers and product labels, with bilingual layouts for retail across Canada.",
          icon: "package",
        },
        {
          title: "Trade-show materials",
          description:
            "Backdrops, retractable banners, table covers, brochures and giveaways coordinated for your next event.",
          icon: "flag",
        },
        {
          title: "Marketing print",
          description:
            "Brochures, flyers, postcards, menus and direct mail pieces prepared for Canada Post distribution.",
          icon: "newspaper",
        },
        {
          title: "Branded merchandise",
          description:
            "Apparel, tote bags, mugs and stickers for staff, customers and events, sourced from reliable suppliers.",
          icon: "sticker",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Why print", accent: "through us" },
      items: [
        "One point of contact for design, proofing, printing and delivery, instead of juggling a designer and several print shops.",
        "Printed and shipped in Canada, with no customs brokerage fees or cross-border delays.",
        "FSC-certified and recycled paper options on most products, so your print matches your sustainability commitments.",
        "Consistent brand colour across every material, checked against your guidelines before each run.",
        "Clear CAD quotes with shipping included, so the number you approve is the number you pay, plus applicable taxes (GST/HST, plus QST in Quebec).",
      ],
    },
  ],
  cta: {
    title: { text: "Need something", accent: "printed?" },
    description: `Send us what you need printed and your deadline, and we will come back with stock options, a proof schedule and ${fixedQuote}.`,
    button: "Request a print quote",
  },
  closing: `Tell us which pieces you have in mind, from cards to signs or boxes, with quantities and the date you need them. Within ${site.responseTime} you get honest advice, a rough budget and a production timeline.`,
} satisfies ServiceInput;
