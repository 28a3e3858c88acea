import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "web-bayview-family-dental",
    client: "Bayview Family Dental",
    sector: "Dental clinic",
    location: "Toronto, Ontario",
    headline: "+71% online booking requests",
    summary:
      "A mobile-first rebuild with online booking and plain answers to patients' questions lifted booking requests 71% for a Toronto dental practice.",
    services: ["web/website-design-development", "digital-marketing/seo"],
    image: {
      scene: "phone",
      alt: "Illustration of a phone showing a dental clinic site with an online booking form",
    },
    problem: [
      "Bayview Family Dental was running a six-year-old site on a theme that no longer received updates. On a phone, the booking link sat below three screens of text, and the only way to ask for an appointment was a general contact form that staff checked twice a day.",
      "The practice was adding a third dentist and longer Thursday hours, yet the front desk spent most mornings returning calls from people asking whether the clinic was taking new patients or could bill their insurance directly.",
    ],
    approach: [
      {
        title: "Patients' questions first",
        description:
          "We reviewed a month of front-desk call notes and the questions left on the clinic's Google Business Profile, then built the page structure around the answers patients wanted most: new-patient availability, direct billing, emergency visits and hours.",
      },
      {
        title: "Booking in two taps",
        description:
          "A booking button fixed to the bottom of every mobile page opens the practice's existing scheduling system, so patients choose a dentist, a reason and a time without phoning.",
      },
      {
        title: "Forms that collect less",
        description:
          "Appointment requests ask only for name, contact details and the reason for the visit, with no health history, and a short notice explains how the clinic handles that information under PHIPA.",
      },
      {
        title: "Accessible and quick",
        description:
          "We built a custom WordPress theme tested against WCAG 2.2 AA, compressed the team and office photography, and brought the home page under two seconds on a mid-range phone.",
      },
      {
        title: "Handover to the front desk",
        description:
          "The office manager and two receptionists learned to update hours, holiday closures and team bios in a one-hour session, backed by a short written guide.",
      },
    ],
    results: [
      { value: "71%", label: "more online booking requests in the first six months" },
      { value: "38%", label: "fewer routine calls to the front desk" },
      { value: "1.8 s", label: "home page load time on a mid-range phone" },
    ],
    technologies: ["WordPress", "Advanced Custom Fields", "Google Analytics 4", "Cloudflare"],
    duration: "8 weeks",
    quote: {
      text: "Families used to call just to ask whether we were taking new patients. Now the answer is on the home page, and many of them book a cleaning from their phone after we have closed for the day.",
      name: "Shirin Tavakoli",
      role: "Office Manager, Bayview Family Dental",
    },
  },
  {
    slug: "web-laurentian-timber-homes",
    client: "Laurentian Timber Homes",
    sector: "Custom home builder",
    location: "Saint-Sauveur, Quebec",
    headline: "2.4x quote requests",
    summary:
      "A bilingual site with a filterable project gallery and a guided quote form brought a Laurentians timber-frame builder 2.4 times as many quote requests.",
    services: ["web/website-design-development", "web/copywriting"],
    image: {
      scene: "browser",
      alt: "Illustration of a bilingual home builder website with a project gallery and quote form",
    },
    problem: [
      "Laurentian Timber Homes builds timber-frame and post-and-beam houses across the Laurentians and the Outaouais, but its website was a French-only page with a photo slideshow and an email address. Buyers from Ottawa, Montréal and Toronto, many of them English-speaking cottage owners, had no way to browse past homes by size or style.",
      "Quote requests arrived as two-line emails with no lot location, timeline or budget, so the owner spent hours on calls with people whose plans were years away or far outside the firm's range.",
    ],
    approach: [
      {
        title: "Bilingual from the structure up",
        description:
          "We planned matching French and English page trees with proper language switching and separate search metadata, and a francophone writer made sure the French pages read as originals rather than translations.",
      },
      {
        title: "A gallery buyers can filter",
        description:
          "Forty-two completed homes were tagged by style, floor area and region and placed in a gallery that filters just as easily on a phone as on a desktop.",
      },
      {
        title: "A guided quote form",
        description:
          "The new form asks five short questions about lot status, region, home size, timeline and budget range, so every request reaches the estimator with what a first call needs.",
      },
      {
        title: "Consent done properly",
        description:
          "Forms and analytics were set up for Quebec's Law 25, with a consent banner, a privacy notice and the name of the person responsible for personal information.",
      },
    ],
    results: [
      { value: "2.4x", label: "quote requests compared with the year before launch" },
      { value: "46%", label: "of quote requests now sent from the English pages" },
      { value: "9 in 10", label: "requests arrive with lot, budget and timeline filled in" },
    ],
    technologies: ["Craft CMS", "Twig", "Tailwind CSS", "Cloudflare"],
    duration: "11 weeks",
  },
] satisfies CaseStudyInput[];
