import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "web-security-lakehead-family-dental",
    client: "Lakehead Family Dental",
    sector: "Dental clinic, Ontario",
    location: "Thunder Bay, Ontario",
    headline: "Hacked site restored and delisted within 24 hours",
    summary:
      "A Thunder Bay dental clinic's site was sending visitors to spam pages. We cleaned it, cleared the Google warning and hardened it within 24 hours.",
    services: ["hosting/security", "web/website-maintenance"],
    image: {
      scene: "browser",
      alt: "Illustration of a browser showing a restored clinic website after a malware clean-up",
    },
    problem: [
      "Patients of Lakehead Family Dental started calling the front desk to say the clinic's website was sending them to an online pharmacy. Google had flagged the site as dangerous, and anyone searching for the clinic saw a red warning page instead of its hours and phone number.",
      "The WordPress site had not been updated in more than a year, and an outdated slider plugin had let an attacker plant hidden redirects. Because the appointment request form collected patient names and symptoms, the clinic also needed to know whether that information had been exposed.",
    ],
    approach: [
      {
        title: "Contain and preserve",
        description:
          "We put the site into maintenance mode and took copies of the files, database and server logs before changing anything, so we could see how the attacker got in.",
      },
      {
        title: "Clean and close the hole",
        description:
          "We replaced WordPress core files, removed two hidden backdoors and the vulnerable plugin, updated the rest and reset every admin password and database key.",
      },
      {
        title: "Clear the warning",
        description:
          "With the site clean, we requested a review in Google Search Console and with the main security vendors, and Google removed the warning the same evening.",
      },
      {
        title: "Facts for the privacy officer",
        description:
          "The logs showed no export of form entries. We gave the clinic's privacy officer a written timeline to support its assessment of reporting duties under PHIPA.",
      },
      {
        title: "Protection from then on",
        description:
          "We added a web application firewall, daily malware scans, multi-factor authentication for admins and monthly updates tested on a staging copy.",
      },
    ],
    results: [
      { value: "< 24 h", label: "from first call to a clean site with the Google warning removed" },
      { value: "14", label: "outdated plugins updated or removed during the clean-up" },
      { value: "0", label: "reinfections since the clean-up" },
    ],
    technologies: ["WordPress", "Cloudflare WAF", "Google Search Console", "WP-CLI"],
    duration: "Ongoing since 2023",
  },
  {
    slug: "web-security-okanagan-cellar-collective",
    client: "Okanagan Cellar Collective",
    sector: "Winery eCommerce, British Columbia",
    location: "Kelowna, British Columbia",
    headline: "18,000 malicious logins blocked each month",
    summary:
      "Bots were hammering a Kelowna wine club's online store with stolen passwords. A firewall and login controls now block about 18,000 attempts a month.",
    services: ["hosting/security", "hosting/website"],
    image: {
      scene: "dashboard",
      alt: "Illustration of a firewall dashboard counting blocked login attempts on a winery store",
    },
    problem: [
      "Okanagan Cellar Collective sells wine from a group of small Okanagan wineries through one WooCommerce store and a members' wine club. In 2023 bots began trying thousands of stolen email and password pairs against its customer login and admin page.",
      "The attacks slowed the store during release weekends, and three club members found their saved shipping addresses changed. Card details were held by the payment processor, not the store, but members' trust was at stake and the collective needed the attacks stopped.",
    ],
    approach: [
      {
        title: "Firewall in front of the store",
        description:
          "We placed a web application firewall in front of the site with rate limits on login, account and checkout pages, and challenges for traffic from known bot networks.",
      },
      {
        title: "Stronger customer logins",
        description:
          "We added a bot check to the login and registration forms, blocked passwords found in known breaches and sent members an email when their address details changed.",
      },
      {
        title: "Admin accounts locked down",
        description:
          "We removed six unused admin accounts, required multi-factor authentication for the rest and limited the admin area to staff who need it.",
      },
      {
        title: "Monthly reporting",
        description:
          "Each month the collective receives a plain-language report on blocked attempts, scans and updates, so the board can see the protection working.",
      },
    ],
    results: [
      { value: "18,000", label: "malicious login attempts blocked in an average month" },
      { value: "0", label: "member accounts taken over since the firewall went live" },
      { value: "42%", label: "lower server load during release weekends" },
    ],
    technologies: ["WooCommerce", "Cloudflare WAF", "Cloudflare Turnstile", "Wordfence"],
    duration: "Ongoing since 2023",
    quote: {
      text: "Our release weekends used to mean a slow store and a pile of worried emails from members. Now the monthly report shows thousands of blocked attempts and nobody on our side notices them.",
      name: "Jae-won Park",
      role: "eCommerce Manager, Okanagan Cellar Collective",
    },
  },
  {
    slug: "web-security-groupe-conseil-saint-laurent",
    client: "Groupe Conseil Saint-Laurent",
    sector: "Professional services, Quebec",
    location: "Trois-Rivières, Quebec",
    headline: "Law 25 incident register and response plan in place",
    summary:
      "A Trois-Rivières consulting firm had no plan for a data breach. We secured its site and backups, and set up the incident register Law 25 requires.",
    services: ["hosting/security", "hosting/website"],
    image: {
      scene: "server",
      alt: "Illustration of a secured server with encrypted off-site backups stored in Canada",
    },
    problem: [
      "Groupe Conseil Saint-Laurent advises manufacturers and municipalities across the Mauricie region, and its website includes a client portal where documents containing personal information are exchanged. Backups were kept on an unencrypted drive in the office.",
      "Quebec's Law 25 requires every organization to keep a register of confidentiality incidents and to notify the Commission d'accès à l'information when an incident presents a risk of serious injury. The firm had neither a register nor anyone who knew what to do if the portal were breached.",
    ],
    approach: [
      {
        title: "Security assessment",
        description:
          "We reviewed the portal, plugins, user accounts, hosting and backups, and ranked 19 findings by risk for the partners in a short written report.",
      },
      {
        title: "Hardening the portal",
        description:
          "We fixed the high-risk findings first: updated components, enforced multi-factor authentication for staff and removed accounts of people who had left.",
      },
      {
        title: "Encrypted backups in Canada",
        description:
          "We replaced the office drive with encrypted daily backups stored off-site in Canada and tested a full restore before signing off.",
      },
      {
        title: "Register and response plan",
        description:
          "We set up an incident register in the format Law 25 expects and wrote a two-page plan naming who acts, who decides on notification and which records to keep.",
      },
      {
        title: "Practice run",
        description:
          "We walked the partners and the person in charge of personal information through a simulated portal breach to test the plan before a real incident.",
      },
    ],
    results: [
      { value: "19", label: "security findings ranked, with every high-risk one fixed" },
      { value: "100%", label: "of backups encrypted and stored off-site in Canada" },
      { value: "45 min", label: "to restore the full site and portal from backup in testing" },
    ],
    technologies: ["WordPress", "Cloudflare WAF", "Restic", "Wordfence"],
    duration: "6 weeks",
  },
] satisfies CaseStudyInput[];
