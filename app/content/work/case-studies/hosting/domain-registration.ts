import { site } from "../../../site";
import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "domains-bow-valley-physiotherapy",
    client: "Bow Valley Physiotherapy",
    sector: "Healthcare, Alberta",
    location: "Canmore, Alberta",
    headline: "14 domains consolidated under one account",
    summary:
      "A three-location physiotherapy clinic had domains spread across five registrar accounts. We moved 14 into one company-owned account with one renewal calendar.",
    services: ["hosting/domain-registration", "hosting/email"],
    image: {
      scene: "dashboard",
      alt: "Illustration of a domain dashboard listing consolidated clinic domains with renewal dates",
    },
    problem: [
      "Bow Valley Physiotherapy grew from one clinic in Canmore to three, adding Banff and Cochrane along the way. Each opening brought new domains for booking pages, ads and local landing pages, registered by whoever was handling the project at the time.",
      "By 2023 the clinic's names sat in five registrar accounts, two of them tied to a former marketing contractor and one to the founder's personal credit card. Nobody could say which domain the booking system depended on, and a missed renewal had already taken the Cochrane landing page offline for a weekend.",
    ],
    approach: [
      {
        title: "Full domain audit",
        description:
          "We traced 17 domains back to their registrars, recorded expiry dates and DNS hosts, and mapped which ones carried the website, patient email and the online booking system.",
      },
      {
        title: "CIRA eligibility and ownership",
        description:
          "We confirmed the clinic's Alberta corporation met CIRA's Canadian presence requirements and updated every registrant record to the company instead of individuals.",
      },
      {
        title: "Transfers into one account",
        description:
          "We collected authorization codes, including two from the former contractor, and moved 14 domains into a single account the clinic owns. The three names nobody used were left to expire.",
      },
      {
        title: "DNS rebuilt and documented",
        description:
          "We copied every record to our managed DNS before each transfer, added SPF and DKIM for the clinic's email, and wrote a one-page record of what each entry does.",
      },
      {
        title: "One renewal calendar",
        description:
          "All 14 domains now renew automatically on one company card, with a reminder 60 days ahead so the clinic can decide whether each campaign name is still worth keeping.",
      },
    ],
    results: [
      { value: "14", label: "domains moved into one account owned by the clinic" },
      { value: "5 → 1", label: "registrar accounts replaced by a single login" },
      { value: "0", label: "lapsed renewals since the consolidation" },
      { value: "3", label: "unused domains retired instead of renewed" },
    ],
    technologies: ["CIRA .ca registry", "Cloudflare DNS", "Google Workspace"],
    duration: "Ongoing since 2023",
    quote: {
      text: "We finally have one list of every domain we own and one login to manage them. When we opened the Cochrane clinic's new booking page, the DNS change was done the same afternoon.",
      name: "Kirsten Halvorsen",
      role: "Owner and Clinic Director, Bow Valley Physiotherapy",
    },
  },
  {
    slug: "domains-maison-levesque-traiteur",
    client: "Maison Lévesque Traiteur",
    sector: "Catering, Quebec",
    location: "Lévis, Quebec",
    headline: "Bilingual .ca domains with accented spelling",
    summary:
      "A Lévis caterer now has French and English .ca addresses, including the accented spelling of its name, each leading to the right language of its site.",
    services: ["hosting/domain-registration", "hosting/website"],
    image: {
      scene: "browser",
      alt: "Illustration of a browser showing a bilingual catering website at its French .ca address",
    },
    problem: [
      "Maison Lévesque Traiteur caters weddings and corporate events across the Chaudière-Appalaches region, and most of its clients search in French. Its only web address was an English .com chosen by a previous designer, which many customers misspelled or never found.",
      "The owners wanted an address that matched the name on their trucks, accent included, and a separate English address for corporate clients from Ontario and the Maritimes. The French site also had to be at least as complete and as easy to reach as the English one, as Quebec's Charter of the French Language requires.",
    ],
    approach: [
      {
        title: "Naming options",
        description:
          "We checked availability for the French and English spellings of the name and confirmed the company qualified for .ca names as a Quebec corporation.",
      },
      {
        title: "Accented and unaccented .ca names",
        description:
          "We registered maisonlevesque.ca and its accented form maisonlévesque.ca, which CIRA reserves for the same registrant, plus an English name for corporate catering.",
      },
      {
        title: "Language-aware redirects",
        description:
          "Both French addresses open the French site by default, the English name opens the English pages, and the old .com redirects page by page so existing links keep working.",
      },
      {
        title: "Email kept on the plain spelling",
        description:
          "Because many mail systems still handle accented addresses poorly, we kept staff mailboxes on the unaccented .ca and published SPF and DKIM records for it.",
      },
    ],
    results: [
      { value: "3", label: ".ca names registered, including the accented spelling" },
      { value: "38%", label: "of French-language visits now arrive on the accented address" },
      { value: "0", label: "broken links after the old .com was redirected" },
    ],
    technologies: ["CIRA .ca registry", "Cloudflare DNS", "WordPress", "WPML"],
    duration: "Ongoing since 2022",
  },
  {
    slug: "domains-harbourline-marine-supply",
    client: "Harbourline Marine Supply",
    sector: "Marine retail, Nova Scotia",
    location: "Lunenburg, Nova Scotia",
    headline: "Lapsed .com recovered before auction",
    summary:
      "A Lunenburg marine supplier's .com expired at the start of boating season. We restored it from redemption in under 48 hours and locked it down.",
    services: ["hosting/domain-registration", "hosting/email"],
    image: {
      scene: "shield",
      alt: "Illustration of a shield protecting a recovered domain name with a transfer lock",
    },
    problem: [
      "Harbourline Marine Supply's .com had been registered in 2008 under a family member's personal email address. When the card on file expired, the renewal notices went to an inbox nobody checked, and in early May the store's website and email stopped working.",
      "By the time the team called us, the domain had passed its grace period and entered redemption. The registrar had it listed for auction once that period ended, which would have put the name, and every order confirmation sent from it, in a stranger's hands.",
    ],
    approach: [
      {
        title: "Status check the same day",
        description:
          "We confirmed through the registry records that the domain was in its redemption period and worked out exactly how many days remained before release.",
      },
      {
        title: "Proof of ownership",
        description:
          "We helped the owners assemble business registration documents and old invoices so the registrar would accept the restore request from the company.",
      },
      {
        title: "Restore and reconnect",
        description:
          "Once the redemption fee was paid and the domain restored, we repointed the website and mail records and checked that orders and supplier email were arriving again.",
      },
      {
        title: "Ownership and locks",
        description:
          "After the transfer lock lifted, we moved the .com into a company account, renewed it for ten years, turned on the transfer lock and registered the matching .ca.",
      },
    ],
    results: [
      { value: "< 48 h", label: "from first call to website and email back online" },
      { value: "10 years", label: "of prepaid renewal on the recovered .com" },
      { value: "2", label: "domains now held by the company with transfer locks on" },
    ],
    technologies: ["CIRA .ca registry", "Cloudflare DNS", "Microsoft 365"],
    duration: "Ongoing since 2024",
    quote: {
      text: `We had no idea the domain was in my brother-in-law's name until it went dark in the first week of May. ${site.name} had it back by the next evening, and now the company owns it outright.`,
      name: "Shauna Zwicker",
      role: "General Manager, Harbourline Marine Supply",
    },
  },
] satisfies CaseStudyInput[];
