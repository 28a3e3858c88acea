import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";

export default {
  category: "hosting",
  slug: "security",
  name: "Website Security",
  meta: {
    title: "Website Security and Malware Protection",
    description:
      "SSL, firewall, malware scanning, tested backups and incident response for Canadian websites, with help meeting PIPEDA breach reporting duties.",
  },
  hero: {
    title: { text: "Protect your website,", accent: "your customers and your reputation" },
    description: `We secure Canadian business websites with SSL, a web application firewall, daily malware scans and tested backups, and we keep protected sites running within our ${claims.uptime} uptime target.`,
    showCTA: true,
    image: {
      scene: "shield",
      alt: "Illustration of a shield guarding a business website from blocked malicious traffic",
    },
  },
  intro: {
    title: { text: "Small business sites are", accent: "targets too" },
    paragraphs: [
      "Most attacks on small business websites are automated: bots scan thousands of sites a day for outdated plugins, weak passwords and exposed admin pages. A compromised site can redirect customers to scams, leak contact form data or get your domain flagged by Google. Good security is rarely dramatic; it is a set of habits applied every day.",
      "When personal information is involved, a breach is also a legal matter. Under PIPEDA, breaches that create a real risk of significant harm must be reported to the Office of the Privacy Commissioner of Canada and to the people affected, and Quebec's Law 25 adds its own notification duties. We help you prevent incidents, and if one happens, we help you respond and document it properly.",
    ],
    image: {
      scene: "code",
      alt: "Illustration of a code scanner flagging an outdated plugin and injected malicious script",
    },
  },
  features: {
    title: { text: "Layers of", accent: "protection" },
    description:
      "No single tool stops every attack, so we combine prevention, detection and recovery.",
    items: [
      {
        title: "SSL certificates",
        description:
          "We install and automatically renew SSL certificates, force HTTPS across the site and set security headers that browsers respect.",
        icon: "lock",
      },
      {
        title: "Web application firewall",
        description:
          "A firewall in front of your site filters malicious requests, brute-force login attempts and bad bots before they reach your server.",
        icon: "shield",
      },
      {
        title: "Daily malware scanning",
        description:
          "We scan files and databases every day for injected code, spam links and known malware, and alert you the moment something appears.",
        icon: "file-search",
      },
      {
        title: "Tested backups",
        description:
          "Encrypted daily backups are stored off-site in Canada, and we test restores regularly so a clean copy is ready when you need it.",
        icon: "hard-drive",
      },
      {
        title: "Patch management",
        description:
          "We apply security updates to your CMS, plugins and server software promptly, testing them on a staging copy first.",
        icon: "wrench",
      },
      {
        title: "Access control",
        description:
          "We enforce multi-factor authentication for admin accounts, remove unused logins and limit each person to the access they need.",
        icon: "key-round",
      },
      {
        title: "Incident response",
        description:
          "If your site is hacked, we contain the attack, remove the malware, close the hole that let it in and request removal from blocklists.",
        icon: "life-buoy",
      },
      {
        title: "Breach documentation",
        description:
          "We record what happened, which data was involved and what we did, giving you the facts you need for PIPEDA breach records and reports.",
        icon: "clipboard-check",
      },
    ],
  },
  process: {
    title: { text: "How we secure", accent: "your site" },
    description:
      "We start with an assessment, fix the most serious gaps first and then keep watch.",
    steps: [
      {
        title: "Security assessment",
        description:
          "We review your software versions, plugins, user accounts, hosting setup and backups, and rank what we find by risk.",
      },
      {
        title: "Clean-up and hardening",
        description:
          "We remove any existing malware, update or replace vulnerable components, tighten file permissions and lock down admin access.",
      },
      {
        title: "Protection in place",
        description:
          "We switch on the firewall, SSL, monitoring, malware scanning and off-site backups, and confirm each one works.",
      },
      {
        title: "Ongoing monitoring",
        description:
          "We watch alerts, apply patches and send a monthly report on blocked attacks, scans and updates in plain language.",
      },
      {
        title: "Response and review",
        description:
          "If an incident occurs, we act on it immediately, help you assess your breach reporting obligations and adjust defences so it does not recur.",
      },
    ],
  },
  showcase: {
    title: { text: "Sites we", accent: "protect" },
    description: "A few Canadian businesses whose websites we cleaned up and now keep secure.",
    items: [
      "web-security-lakehead-family-dental",
      "web-security-okanagan-cellar-collective",
      "web-security-groupe-conseil-saint-laurent",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "My site is on a different host. Can you still secure it?",
      answer:
        "Yes. Our firewall, scanning and monitoring work with most hosting providers, and we can harden a site wherever it lives. Some protections work better on our own managed hosting, and we will tell you if moving would make a real difference.",
    },
    {
      question: "What should we do if our website has been hacked?",
      answer:
        "Contact us before deleting anything, because logs and infected files help us find how the attacker got in. We take the site offline or into a safe mode if needed, clean it, close the vulnerability and restore it, usually within one business day for a typical small business site.",
    },
    {
      question: "Do we have to report a website breach under PIPEDA?",
      answer:
        "If the breach involves personal information and creates a real risk of significant harm, you must report it to the Office of the Privacy Commissioner of Canada and notify affected individuals as soon as feasible. Every breach must be recorded and those records kept for at least 24 months. We provide the technical facts and documentation, and we recommend involving your lawyer for the legal assessment.",
    },
    {
      question: "Is a free SSL certificate good enough?",
      answer:
        "For most business websites, yes. A free certificate encrypts traffic just as strongly as a paid one, and it renews automatically. Organizations that want their company name verified in the certificate details can choose an organization-validated certificate, which we can install for you.",
    },
    {
      question: "How much does website security cost?",
      answer:
        "Ongoing protection for a typical small business website costs between $75 and $250 per month, depending on the size of the site and how quickly you need us to respond. A one-time malware clean-up for a site that is not yet protected usually runs between $400 and $1,500.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Security services", accent: "we offer" },
      description: "Choose ongoing protection, a one-time project, or both.",
      items: [
        {
          title: "Security audit",
          description:
            "A written review of your website, hosting and accounts, with each risk explained and a prioritized list of fixes.",
          icon: "search",
        },
        {
          title: "Malware removal",
          description:
            "Emergency clean-up of hacked sites, including blocklist removal requests to Google and the main security vendors.",
          icon: "wrench",
        },
        {
          title: "Managed protection",
          description: `Firewall, scanning, patching, backups and monitoring on a monthly plan, helping your site stay within our ${claims.uptime} uptime target.`,
          icon: "shield-check",
        },
        {
          title: "Incident response planning",
          description:
            "A short, practical plan naming who does what when something goes wrong, including the records PIPEDA and Law 25 require.",
          icon: "file-text",
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Why businesses trust us", accent: "with their security" },
      items: [
        "We explain risks in plain language and fix the most serious ones first, instead of handing you a long report and leaving.",
        "Backups are stored in Canada and tested, so recovery is a known quantity rather than a hope.",
        "We understand Canadian privacy rules, including PIPEDA breach records and Quebec's Law 25 incident register.",
        "The same Toronto team that builds and hosts websites handles your security, so fixes do not wait on another supplier.",
        "Monthly reports show what was blocked, scanned and updated, so you can see the protection working.",
      ],
    },
  ],
  cta: {
    title: { text: "Find out how secure", accent: "your website really is" },
    description:
      "Ask for a security audit and get a clear list of the risks to your site and the fixes, ranked by priority.",
    button: "Book a security audit",
  },
  closing: `Tell us what your website is built on and whether anything suspicious has happened lately. Within ${site.responseTime} we reply with honest advice on protecting it, a rough budget and a timeline for the fixes.`,
} satisfies ServiceInput;
