import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";

export default {
  category: "hosting",
  slug: "website",
  name: "Website Hosting",
  meta: {
    title: "Managed Website Hosting in Canada",
    description: `Managed hosting in Toronto and Montréal data centres: daily backups, a CDN, staging sites and our ${claims.uptime} uptime target, priced in CAD.`,
  },
  hero: {
    title: {
      text: "Managed hosting on Canadian soil,",
      accent: "looked after by people you can call",
    },
    description: `We host your website in Toronto and Montréal data centres, keep it patched, backed up and fast, and hold ourselves to our ${claims.uptime} uptime target so you can get on with running the business.`,
    showCTA: true,
    image: {
      scene: "server",
      alt: "Illustration of server racks in a Canadian data centre hosting a business website",
    },
  },
  intro: {
    title: { text: "Hosting that keeps your data", accent: "in Canada" },
    paragraphs: [
      "Cheap shared hosting tends to fail quietly: slow pages, expired certificates and backups nobody has tested. Our managed hosting puts your site on monitored servers in Toronto and Montréal, with updates, backups and security handled by the same team that can fix your website when something breaks.",
      "Keeping your site and its data in Canadian data centres makes PIPEDA conversations with customers and insurers simpler, and it matters to public-sector buyers and to Quebec organizations working under Law 25. A content delivery network still serves images and scripts from locations close to your visitors, so the site stays fast from Victoria to St. John's.",
    ],
    image: {
      scene: "globe",
      alt: "Illustration of a map of Canada with data centres in Toronto and Montréal serving visitors nationwide",
    },
  },
  features: {
    title: { text: "Everything a business site", accent: "needs to stay online" },
    description:
      "Every plan includes the essentials below; higher plans add more resources, more frequent backups and faster response times.",
    items: [
      {
        title: "Canadian data centres",
        description:
          "Your site and database run in Toronto, with backups stored separately in Montréal, so your data stays in Canada.",
        icon: "map-pin",
      },
      {
        title: "Daily off-site backups",
        description:
          "We back up files and databases every day, keep 30 days of copies and test a restore every quarter so we know the backups work.",
        icon: "database",
      },
      {
        title: "Content delivery network",
        description:
          "Images, stylesheets and scripts are cached at edge locations, which cuts load times for visitors across the country and abroad.",
        icon: "zap",
      },
      {
        title: "Staging sites",
        description:
          "Each site gets a private staging copy where we test plugin updates, design changes and new features before they reach customers.",
        icon: "git-branch",
      },
      {
        title: "Uptime monitoring",
        description:
          "We check your site every minute from several locations and are alerted the moment it stops responding, often before you notice.",
        icon: "activity",
      },
      {
        title: "Free SSL certificates",
        description:
          "Every domain and subdomain gets an SSL certificate that renews automatically, so browsers never warn your visitors away.",
        icon: "lock",
      },
      {
        title: "Server and software updates",
        description:
          "We keep the operating system, PHP or Node.js versions and the web server patched on a regular maintenance schedule.",
        icon: "refresh-cw",
      },
      {
        title: "Support from our Toronto team",
        description:
          "Hosting questions go to the developers who know your site, not to a ticket queue overseas.",
        icon: "headset",
      },
    ],
  },
  process: {
    title: { text: "Moving your site", accent: "to our hosting" },
    description:
      "We handle the migration from start to finish and schedule the switch for a quiet time for your business.",
    steps: [
      {
        title: "Review your current setup",
        description:
          "We look at your existing host, traffic, software versions, email setup and DNS so nothing is missed in the move.",
      },
      {
        title: "Build the new environment",
        description:
          "We set up your server, staging site, SSL certificates and backups, sized for your traffic and the plan you chose.",
      },
      {
        title: "Copy and test",
        description:
          "We copy your files and database to the new server and check forms, checkout, logins and integrations on a temporary address.",
      },
      {
        title: "Switch DNS",
        description:
          "We point your domain at the new server outside business hours, with a final data sync so no orders or enquiries are lost.",
      },
      {
        title: "Monitor and hand over",
        description:
          "We watch performance and error logs for two weeks after the move, then send you a summary of your setup and backups.",
      },
    ],
  },
  showcase: {
    title: { text: "Sites we", accent: "host" },
    description: "A sample of Canadian businesses running on our managed hosting.",
    items: [
      "managed-hosting-northshore-credit-advisors",
      "managed-hosting-prairie-roots-garden-centre",
      "managed-hosting-clinique-dentaire-riviere-du-loup",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Where exactly is my website hosted?",
      answer:
        "Your site and database run in a data centre in Toronto, and backups are stored in a separate facility in Montréal. The CDN caches public files like images at edge locations, which can be outside Canada, but your database and customer records stay on Canadian servers.",
    },
    {
      question: "What does the uptime figure cover?",
      answer: `Our ${claims.uptime} uptime target covers the servers and network we manage for your site. Planned maintenance is scheduled outside business hours with notice, and problems caused by third-party services or by changes made outside our process are handled separately.`,
    },
    {
      question: "Can you host a site you did not build?",
      answer:
        "Yes. We host WordPress, WooCommerce, Laravel, Node.js applications and static sites built by other agencies or in-house teams. We review the site first and tell you if anything, such as an outdated plugin or PHP version, needs attention before the move.",
    },
    {
      question: "Is the migration included?",
      answer:
        "A standard migration is included on every plan. Larger sites with custom integrations or several environments usually need a one-time migration fee between $300 and $1,200, which we quote before you commit.",
    },
    {
      question: "Do prices include sales tax?",
      answer:
        "Plan prices are in Canadian dollars, plus applicable taxes (GST/HST, plus QST in Quebec), charged according to your province. Annual billing is available and saves the equivalent of one month.",
    },
  ],
  sections: [
    {
      type: "packages",
      title: { text: "Hosting plans in", accent: "Canadian dollars" },
      description:
        "Every plan includes Canadian data centres, SSL, a CDN, monitoring and a free standard migration.",
      items: [
        {
          title: "Essentials",
          price: "$39/month",
          description:
            "For brochure sites and small businesses with steady traffic and a handful of pages.",
          features: [
            "One website on a shared managed server",
            "Daily backups kept for 30 days",
            "Staging site",
            "CDN and automatic SSL",
            "Email support, next business day",
          ],
          cta: { label: "Start with Essentials", to: "/contact-us" },
        },
        {
          title: "Business",
          price: "$99/month",
          description:
            "For growing companies whose website brings in leads every day and cannot afford slow pages.",
          features: [
            "Up to three websites with dedicated resources",
            "Backups every 12 hours kept for 60 days",
            "Staging site with one-click push to live",
            "Monthly plugin and core updates",
            "Phone and email support, same business day",
          ],
          cta: { label: "Choose Business", to: "/contact-us" },
          featured: true,
        },
        {
          title: "Commerce",
          price: "$249/month",
          description:
            "For online stores and busy sites that handle payments, bookings or member accounts.",
          features: [
            "Dedicated virtual server sized to your traffic",
            "Hourly database backups kept for 90 days",
            "Web application firewall",
            "Load testing before major sales",
            "Priority response within one business hour",
          ],
          cta: { label: "Talk to us about Commerce", to: "/contact-us" },
        },
      ],
    },
    {
      type: "technologies",
      title: { text: "What we", accent: "run" },
      description: "We host the platforms our clients use most, on a stack we know well.",
      groups: [
        {
          name: "Applications",
          items: ["WordPress", "WooCommerce", "Laravel", "Node.js", "Static sites"],
        },
        {
          name: "Server stack",
          items: ["Nginx", "PHP 8", "MySQL and MariaDB", "PostgreSQL", "Redis"],
        },
        {
          name: "Delivery and protection",
          items: ["Cloudflare CDN", "Let's Encrypt SSL", "Web application firewall"],
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Why managed hosting", accent: "pays for itself" },
      items: [
        `Our ${claims.uptime} uptime target applies around the clock, not just during office hours, so your site is there when customers search for you.`,
        "Tested backups turn a hacked or broken site into an hour of work instead of a rebuild.",
        "Faster pages keep visitors on the site longer and help your search rankings.",
        "Canadian data residency simplifies privacy questions from customers, insurers and public-sector clients.",
        "One team handles hosting, updates and fixes, so problems are not passed between suppliers.",
      ],
    },
  ],
  cta: {
    title: { text: "Ready to move your site", accent: "to Canadian hosting" },
    description:
      "Tell us where your site is hosted today and we will recommend a plan and plan the migration with you.",
    button: "Get a hosting quote",
  },
  closing: `Tell us about your site's traffic, its platform and what frustrates you about your current host. Within ${site.responseTime} we reply with honest advice, a rough monthly budget and a timeline for the move.`,
} satisfies ServiceInput;
