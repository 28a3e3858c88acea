import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";

const [basic, growth, premium, custom] = claims.maintenancePlans;

export default {
  category: "web",
  slug: "website-maintenance",
  name: "Website Maintenance",
  meta: {
    title: "Website Maintenance Plans in Canada",
    description: `Monthly website care for Canadian businesses: updates, backups, security monitoring and edits, with plans from ${basic.price} in CAD.`,
  },
  hero: {
    title: { text: "Keep your website", accent: "fast, secure and current" },
    description:
      "We look after the updates, backups, monitoring and small changes your website needs every month, so it keeps working for your business while you run it.",
    showCTA: true,
    image: {
      scene: "dashboard",
      alt: "Illustration of a maintenance dashboard showing plugin updates, backup status and uptime checks",
    },
  },
  intro: {
    title: { text: "A website is never", accent: "really finished" },
    paragraphs: [
      "Software updates, browser changes and new security threats arrive every week, and a site that was fine at launch can quietly slow down, break a form or fall behind on patches. Most owners only notice when a customer mentions it or leads dry up.",
      "Our maintenance plans replace that uncertainty with a routine: scheduled updates tested on a staging copy, daily backups stored in Canada, monitoring around the clock, and a set amount of developer time each month for the changes you need.",
    ],
    image: {
      scene: "shield",
      alt: "Illustration of a shield protecting a website, representing security patches and malware scanning",
    },
  },
  features: {
    title: { text: "What ongoing care", accent: "covers" },
    description:
      "Every plan is built on the same foundations, with more time and faster response as you move up.",
    items: [
      {
        title: "Tested updates",
        description:
          "Core, theme and plugin updates are applied on a staging copy first, checked, then pushed live, so an update never takes your site down unexpectedly.",
        icon: "refresh-cw",
      },
      {
        title: "Daily off-site backups",
        description:
          "Files and databases are backed up daily to Canadian data centres, with tested restores so we know a backup actually works when you need it.",
        icon: "hard-drive",
      },
      {
        title: "Security monitoring",
        description:
          "Malware scans, firewall rules, login protection and vulnerability alerts catch problems early and keep customer data safer.",
        icon: "shield-check",
      },
      {
        title: "Uptime and form checks",
        description:
          "We monitor your site and its key forms around the clock, so a broken contact or booking form is fixed before it costs you enquiries.",
        icon: "activity",
      },
      {
        title: "Performance tuning",
        description:
          "Regular speed reviews, image optimization and database clean-up keep pages loading quickly as content grows.",
        icon: "gauge",
      },
      {
        title: "Content edits on request",
        description:
          "Send us new text, photos, staff bios or seasonal offers and we update the site for you within your plan's monthly hours.",
        icon: "pen-line",
      },
      {
        title: "Monthly reports",
        description:
          "A short plain-language report shows what we updated, what we fixed, how the site performed and anything that needs a decision.",
        icon: "file-text",
      },
    ],
  },
  process: {
    title: { text: "How we take over", accent: "your website" },
    description: "Getting started is simple, whether we built your site or someone else did.",
    steps: [
      {
        title: "Site health audit",
        description:
          "We review your hosting, software versions, plugins, backups, security and speed, and list any urgent issues before the plan begins.",
      },
      {
        title: "Onboarding and access",
        description:
          "We set up secure access, a staging copy, backups and monitoring, and document how your site is put together.",
      },
      {
        title: "Fixes and hardening",
        description:
          "We clear outstanding updates, remove unused plugins and close security gaps found in the audit, so we start from a stable base.",
      },
      {
        title: "Monthly care cycle",
        description:
          "Updates, checks, backups and your requested edits run on a regular schedule, with a report at the end of each month.",
      },
      {
        title: "Quarterly review",
        description:
          "Every quarter we look at analytics, speed and accessibility together and suggest improvements worth making next.",
      },
    ],
  },
  showcase: {
    title: { text: "Sites we", accent: "look after" },
    description: "Businesses that rely on us to keep their websites running smoothly.",
    items: [
      "maintenance-harbourfront-physiotherapy",
      "maintenance-rideau-valley-realty",
      "maintenance-kootenay-craft-brewing",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Which maintenance plan do I need?",
      answer: `A small brochure site with occasional edits usually fits the Basic plan at ${basic.price}. Sites that generate leads or bookings every day, or that change often, are better served by Growth at ${growth.price}, and online stores or larger sites typically need Premium at ${premium.price}. We recommend a plan after a short audit.`,
    },
    {
      question: "Can you maintain a site that another agency built?",
      answer:
        "Yes. We start with a health audit to understand how the site was built and what state it is in. If it needs urgent work before it can be maintained safely, we quote that separately and explain why.",
    },
    {
      question: "What if I need more changes than my plan covers?",
      answer:
        "We quote larger changes, such as new pages or features, separately before starting, so there are no surprise invoices. If you regularly need more time than your plan includes, moving up a plan is usually better value than paying for extra hours.",
    },
    {
      question: "What happens if we decide to leave?",
      answer:
        "Your website, domain, content and backups belong to you. If you end your plan, we hand over all access, the latest backups and our notes on how the site is set up, so the next team can pick up where we left off.",
    },
    {
      question: "Do you host the website as well?",
      answer:
        "We can, but it is not required. Maintenance plans work with most reputable hosts, and if your current hosting is slow or unreliable, we will tell you and recommend an option in Canada.",
    },
    {
      question: "Are prices in Canadian dollars?",
      answer:
        "Yes, all plan prices are in CAD, plus applicable taxes (GST/HST, plus QST in Quebec). You receive one invoice each month, and any work outside your plan is agreed in writing before we begin.",
    },
  ],
  sections: [
    {
      type: "packages",
      title: { text: "Maintenance", accent: "plans" },
      description:
        "Simple monthly plans in Canadian dollars. Every plan includes updates, backups and monitoring.",
      items: [
        {
          title: basic.name,
          price: basic.price,
          description:
            "Essential care for small brochure websites that change now and then and need to stay secure.",
          features: [
            "Monthly core, theme and plugin updates",
            "Daily off-site backups stored in Canada",
            "Uptime monitoring and security scans",
            "A small monthly allowance for content edits",
            "Monthly status report",
          ],
          cta: { label: "Choose Basic", to: "/contact-us" },
        },
        {
          title: growth.name,
          price: growth.price,
          description:
            "Proactive care for business sites that bring in leads or bookings and change every month.",
          features: [
            "Weekly updates tested on staging",
            "Daily backups with quarterly restore tests",
            "Security hardening and firewall management",
            "Form and booking checks around the clock",
            "Monthly hours for edits and small improvements",
            "Quarterly speed and accessibility review",
          ],
          cta: { label: "Choose Growth", to: "/contact-us" },
          featured: true,
        },
        {
          title: premium.name,
          price: premium.price,
          description:
            "Priority support for online stores and larger sites where downtime means lost revenue.",
          features: [
            "Everything in Growth",
            "Priority response for urgent issues",
            "A larger monthly block of development time",
            "Checkout and integration monitoring",
            "Monthly performance and conversion review",
            "Malware clean-up included at no extra cost",
          ],
          cta: { label: "Choose Premium", to: "/contact-us" },
        },
        {
          title: custom.name,
          price: custom.price,
          description:
            "A plan shaped around complex sites, several properties or agencies that need dedicated development hours.",
          features: [
            "Support for multiple websites or environments",
            "Dedicated developer hours each month",
            "Agreed response times for urgent issues",
            "Custom reporting for your team",
          ],
          cta: { label: "Talk to us", to: "/contact-us" },
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Why regular maintenance", accent: "pays off" },
      items: [
        "Fixing a hacked or broken site usually costs far more than a year of preventive care.",
        "Up-to-date software closes the security gaps that automated attacks look for first.",
        "Fast, working pages protect your search rankings and the enquiries they bring in.",
        "Regular accessibility checks help Ontario organizations stay on track with AODA requirements.",
        "Your team gets a single contact for website changes instead of hunting for a freelancer.",
      ],
    },
  ],
  cta: {
    title: { text: "Hand your website to", accent: "people who look after it" },
    description:
      "Start with a site health audit and we will show you what needs attention now and which plan makes sense for your business.",
    button: "Request a site audit",
  },
  closing: `Tell us who looks after your website now, what it is built on and what has gone wrong lately. Within ${site.responseTime} we reply with honest advice, a rough monthly cost and a date we could take over.`,
} satisfies ServiceInput;
