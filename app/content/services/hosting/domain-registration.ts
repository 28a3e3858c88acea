import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";

export default {
  category: "hosting",
  slug: "domain-registration",
  name: "Domain Registration",
  meta: {
    title: ".ca and .com Domain Registration in Canada",
    description:
      "Register, renew and transfer .ca and .com domains with managed DNS, CIRA Canadian presence checks and renewals that never lapse by accident.",
  },
  hero: {
    title: { text: "Domains registered in your name,", accent: "managed so they never lapse" },
    description: `We register and look after your .ca, .com and other domains, run the DNS on the platform we hold to our ${claims.uptime} uptime target, and keep every renewal on our calendar so your website and email stay online.`,
    showCTA: true,
    image: {
      scene: "globe",
      alt: "Illustration of a globe with .ca and .com domain names connected to a Canadian business website",
    },
  },
  intro: {
    title: { text: "Your domain is the address", accent: "everything else depends on" },
    paragraphs: [
      "Your website, your email and your customers' bookmarks all point to one domain name. When it expires or sits in a former employee's personal account, the business goes quiet overnight and recovering it can take weeks. We register domains in your company's name, keep the login with you and manage the technical side for you.",
      "For Canadian businesses, a .ca domain tells customers they are dealing with a local company, and CIRA requires registrants to meet Canadian presence requirements. We confirm your eligibility before registering, pair the .ca with a matching .com where it makes sense, and set up DNS so your site, email and verification records work from the first day.",
    ],
    image: {
      scene: "network",
      alt: "Illustration of a domain name routing visitors to a website server and email to a mail provider",
    },
  },
  features: {
    title: { text: "What our domain", accent: "management includes" },
    description:
      "Every domain we manage comes with the same care, whether it is your main brand or a campaign address.",
    items: [
      {
        title: ".ca registration with CIRA checks",
        description:
          "We confirm which Canadian presence category your business falls under, such as a Canadian corporation, sole proprietor or registered trademark owner, before submitting the registration.",
        icon: "flag",
      },
      {
        title: ".com and other extensions",
        description:
          "We register .com, .net, .org and industry extensions like .law or .shop to protect your name and cover common misspellings your customers might type.",
        icon: "globe",
      },
      {
        title: "Managed DNS",
        description:
          "We host your DNS zone, add the records your website, email provider and tools need, and document every change so nothing is guessed at later.",
        icon: "network",
      },
      {
        title: "Renewals that do not slip",
        description:
          "Domains renew automatically, and we send a reminder 60 days ahead so you can drop names you no longer need instead of paying for them another year.",
        icon: "refresh-cw",
      },
      {
        title: "Transfers in and out",
        description:
          "We move domains from other registrars with the authorization code, keep your DNS records intact during the move and hand domains back promptly if you ever leave us.",
        icon: "repeat",
      },
      {
        title: "Ownership held by your business",
        description:
          "Registrant details list your company, not an agency or a staff member, and you keep direct access to the registrar account.",
        icon: "key-round",
      },
      {
        title: "Registry and transfer locks",
        description:
          "We turn on transfer locks and, for high-value names, registry-level protection so nobody can move or change your domain without your written approval.",
        icon: "lock",
      },
      {
        title: "French and bilingual domains",
        description:
          "CIRA supports accented characters in .ca names, so a Quebec business can register the French spelling of its name alongside the English one.",
        icon: "type",
      },
    ],
  },
  process: {
    title: { text: "How we set up", accent: "your domains" },
    description:
      "Most new registrations are live within a day, and transfers usually complete within a week.",
    steps: [
      {
        title: "Domain audit",
        description:
          "We list every domain your business owns or should own, who holds each one, when it expires and where its DNS currently lives.",
      },
      {
        title: "Eligibility and availability",
        description:
          "We check CIRA Canadian presence requirements for .ca names, look at availability across extensions and suggest a short list worth registering.",
      },
      {
        title: "Registration or transfer",
        description:
          "We register new names in your company's name, or request authorization codes and move existing domains into one account you control.",
      },
      {
        title: "DNS configuration",
        description:
          "We copy existing records, point the domain at your website and email, and add SPF, DKIM and verification records where your services need them.",
      },
      {
        title: "Ongoing care",
        description:
          "We track renewals, watch for expiring records or certificates and make DNS changes on request, usually the same business day.",
      },
    ],
  },
  showcase: {
    title: { text: "Domains we", accent: "look after" },
    description:
      "A few of the Canadian businesses whose domain portfolios we brought under one roof.",
    items: [
      "domains-bow-valley-physiotherapy",
      "domains-maison-levesque-traiteur",
      "domains-harbourline-marine-supply",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Can my business register a .ca domain?",
      answer:
        "Most Canadian businesses can. CIRA accepts Canadian corporations, partnerships and sole proprietors, Canadian citizens and permanent residents, and a few other groups, including owners of a trademark registered in Canada for that exact name. We confirm which category applies before we register anything.",
    },
    {
      question: "Should I register both the .ca and the .com?",
      answer:
        "If you sell mainly in Canada, the .ca should be your main address, and owning the matching .com stops a competitor or squatter from catching your visitors. We usually point the second name at the first, so you pay for two registrations but maintain only one website.",
    },
    {
      question: "How much does domain registration cost?",
      answer:
        "Standard .ca and .com domains usually cost between $20 and $35 per year each, depending on the extension, and premium or specialty extensions cost more. Managed DNS is included when we host your website or email, and we quote it separately when we manage domains alone.",
    },
    {
      question: "How long does a domain transfer take?",
      answer:
        "Once we have the authorization code from your current registrar, most .ca and .com transfers finish within five to seven days. A .com cannot be transferred within 60 days of being registered or transferred, and we keep your DNS running throughout so your website and email stay up.",
    },
    {
      question: "Who owns the domain if we stop working together?",
      answer:
        "You do. Domains are registered to your business, you have your own login, and if you move to another provider we supply the authorization codes and a copy of your DNS records so the handover is straightforward.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Domain services for", accent: "Canadian businesses" },
      description:
        "From a single new .ca to a portfolio of brand and campaign names, we handle the paperwork and the technical setup.",
      items: [
        {
          title: "New registrations",
          description:
            "We register new .ca, .com and specialty domains in your company's name, with terms from one to ten years.",
          icon: "plus",
        },
        {
          title: "Portfolio consolidation",
          description:
            "We gather domains scattered across registrars, credit cards and personal accounts into one company account with a single renewal schedule.",
          icon: "layers",
        },
        {
          title: "Expired domain recovery",
          description:
            "When a domain has lapsed, we work with the registrar during the redemption period to restore it before it is released to the public.",
          icon: "life-buoy",
        },
        {
          title: "Email and verification records",
          description:
            "We add MX, SPF, DKIM and DMARC records for Google Workspace or Microsoft 365, plus the verification records your analytics and ad accounts ask for.",
          icon: "mail-check",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Why businesses", accent: "hand us their domains" },
      items: [
        `DNS runs on the same platform as our hosting, under the same ${claims.uptime} uptime target, so your domain keeps answering when customers look you up.`,
        "One account, one renewal calendar and one invoice replace the scattered logins most growing businesses collect over the years.",
        "Your business stays the legal registrant, which protects the name if an employee or supplier leaves.",
        "Changes to DNS are documented, so your next developer or IT provider knows exactly what each record does.",
        "A .ca address and Canadian registrant details reassure customers that they are dealing with a local business.",
      ],
    },
  ],
  cta: {
    title: { text: "Bring your domains", accent: "under one roof" },
    description:
      "Send us the list of domains you know about and we will find the rest, check the expiry dates and suggest a plan.",
    button: "Book a domain audit",
  },
  closing: `Tell us which web addresses you own or want to secure, and who holds them today. Within ${site.responseTime} we reply with honest advice on transfers and renewals, a rough budget and a timeline.`,
} satisfies ServiceInput;
