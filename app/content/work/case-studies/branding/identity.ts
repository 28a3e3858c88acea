import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "identity-riviere-rouge-dental",
    client: "Clinique dentaire Rivière Rouge",
    sector: "Dental clinics",
    location: "Mont-Laurier, Quebec",
    headline: "3 locations rebranded under one bilingual identity",
    summary:
      "One French-first, bilingual identity for three Laurentians dental clinics that had grown up under three names, from the outdoor signs to the appointment cards.",
    services: ["branding/identity", "branding/printing", "branding/launch"],
    image: {
      scene: "brand",
      alt: "Illustration of a bilingual dental clinic logo shown on signage and appointment cards",
    },
    problem: [
      "Clinique dentaire Rivière Rouge grew by taking over two nearby practices, in Mont-Tremblant and Rivière-Rouge, and kept their old names and logos. Patients did not realize the three clinics shared dentists, records and a booking line, and staff were ordering forms and cards from three different printers.",
      "The practice serves a French-speaking community and a large number of English-speaking cottagers and seasonal residents. Any new identity had to put French first on signage, as Quebec's language rules require, while still reading clearly to English-speaking patients.",
    ],
    approach: [
      {
        title: "Patients and staff first",
        description:
          "We interviewed the three dentists, the office managers and a dozen patients, and audited every sign, form and card still in use at the three clinics.",
      },
      {
        title: "One name, one promise",
        description:
          "The strategy settled on a single name for all locations and a calm, local tone, with the promise of one file and one booking line wherever a patient goes.",
      },
      {
        title: "A French-first lockup",
        description:
          "The logo pairs a simple river mark with the French name set larger, and an English descriptor that fits below it on signs, cards and the website header.",
      },
      {
        title: "Guidelines and print-ready templates",
        description:
          "We delivered bilingual guidelines, appointment cards, letterhead, forms and exterior sign drawings, then managed the print runs and the sign installations.",
      },
    ],
    results: [
      { value: "3", label: "clinics rebranded under one bilingual identity" },
      { value: "64", label: "signs, forms and templates moved to the new identity" },
      { value: "+19%", label: "new-patient bookings in the 6 months after launch" },
    ],
    technologies: ["Adobe Illustrator", "Adobe InDesign", "Figma"],
    duration: "11 weeks",
    quote: {
      text: "Patients finally understand that the clinic in Tremblant and the one in town are the same practice, with the same dentists and their file in both places. The French and English both feel like ours.",
      name: "Émilie Charbonneau",
      role: "Dentist and Co-owner, Clinique dentaire Rivière Rouge",
    },
  },
  {
    slug: "identity-northbound-freight",
    client: "Northbound Freight Co.",
    sector: "Logistics",
    location: "Winnipeg, Manitoba",
    headline: "+41% inbound quote requests after relaunch",
    summary:
      "A new navy and amber identity for a Winnipeg carrier hauling to northern Manitoba and Ontario, rolled out across its trucks, website and bid documents.",
    services: ["branding/identity", "web/website-design-development"],
    image: {
      scene: "browser",
      alt: "Illustration of a logistics company homepage using a new navy and amber identity",
    },
    problem: [
      "Northbound Freight runs about 60 trucks between Winnipeg, Thompson and northwestern Ontario, including winter road runs few carriers will take. Its reputation with long-time customers was excellent, but its logo, trucks and website dated from the 1990s.",
      "When the company bid for work with national shippers and mining suppliers, procurement teams judged it as a small local operator. The owners wanted a brand that matched the scale and reliability of the service they already ran.",
    ],
    approach: [
      {
        title: "Talking to the shippers",
        description:
          "We interviewed eight customers and two shippers who had turned Northbound down, and heard the same thing: the service was trusted, but the company looked small.",
      },
      {
        title: "Positioning on the hard routes",
        description:
          "The strategy put northern and winter road reliability at the centre, with messages about on-time delivery records and safety that sales staff could repeat.",
      },
      {
        title: "Navy, amber and a bold wordmark",
        description:
          "We designed a wordmark and arrow symbol in navy and high-visibility amber that read from a distance on trailers, in snow and on a phone screen.",
      },
      {
        title: "Relaunch on the web and on the road",
        description:
          "A new website with a short quote form launched alongside new trailer graphics, safety sheets and bid templates built from the brand guidelines.",
      },
    ],
    results: [
      { value: "+41%", label: "inbound quote requests in the 6 months after relaunch" },
      { value: "2", label: "national shipper contracts won in the first year" },
      { value: "60", label: "trucks carrying the new livery by the end of the first year" },
    ],
    technologies: ["Adobe Illustrator", "Figma", "WordPress"],
    duration: "12 weeks",
  },
] satisfies CaseStudyInput[];
