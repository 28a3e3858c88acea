import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "hosting",
  slug: "email",
  name: "Business Email",
  meta: {
    title: "Business Email: Google Workspace & Microsoft 365",
    description:
      "Google Workspace and Microsoft 365 setup, migration and SPF, DKIM and DMARC configuration for Canadian businesses, with no lost mail on switch-over day.",
  },
  hero: {
    title: { text: "Professional email on your own domain,", accent: "set up properly" },
    description:
      "We set up Google Workspace or Microsoft 365 for your team, move your old mailboxes across without losing a message, and configure the authentication records that keep your email out of spam folders.",
    showCTA: true,
    image: {
      scene: "mail",
      alt: "Illustration of business email inboxes on a company domain being delivered to colleagues",
    },
  },
  intro: {
    title: { text: "Email your customers", accent: "can trust" },
    paragraphs: [
      "A free webmail address on your business card makes a small company look smaller, and an old email account bundled with cheap hosting often lacks spam filtering, security and backups. Google Workspace and Microsoft 365 give your team reliable mailboxes, shared calendars and file storage on your own domain, but only if they are configured with care.",
      "We handle the parts that usually go wrong: migrating years of mail, setting up shared inboxes like info@ and orders@, and publishing SPF, DKIM and DMARC records so Gmail, Outlook and your customers' filters accept your messages. Your MX and authentication records live on our DNS platform, which runs with the same uptime target as our hosting.",
    ],
    image: {
      scene: "shield",
      alt: "Illustration of a shield checking SPF, DKIM and DMARC records on an outgoing business email",
    },
  },
  features: {
    title: { text: "What we set up", accent: "for your team" },
    description:
      "A complete email setup, from the first mailbox to the security settings most small businesses never get around to.",
    items: [
      {
        title: "Platform selection",
        description:
          "We compare Google Workspace and Microsoft 365 against the tools your team already uses and recommend the plan that fits, without upselling licences you do not need.",
        icon: "compass",
      },
      {
        title: "Mailbox migration",
        description:
          "We copy email, contacts and calendars from your old provider, then run a final sync on switch-over day so nothing sent in between is lost.",
        icon: "inbox",
      },
      {
        title: "SPF, DKIM and DMARC",
        description:
          "We publish and test the authentication records that prove your mail is genuine, then tighten your DMARC policy step by step as reports confirm every sender.",
        icon: "mail-check",
      },
      {
        title: "Shared inboxes and aliases",
        description:
          "We set up shared mailboxes, groups and aliases like sales@ and billing@ so customer email reaches the right people even when someone is on holiday.",
        icon: "users",
      },
      {
        title: "Account security",
        description:
          "We turn on multi-factor authentication, block legacy sign-in methods and set sensible password and sharing policies for your whole team.",
        icon: "shield-check",
      },
      {
        title: "Devices and signatures",
        description:
          "We connect phones, laptops and Outlook or Gmail apps, and roll out consistent email signatures with your logo and contact details.",
        icon: "smartphone",
      },
      {
        title: "Onboarding and offboarding",
        description:
          "When staff join or leave, we create or close accounts, forward mail and transfer files so nothing is locked in a former employee's mailbox.",
        icon: "user-check",
      },
    ],
  },
  process: {
    title: { text: "How we move", accent: "your email" },
    description:
      "Most moves for teams under 25 people take one to two weeks from kickoff, with the switch itself done over a weekend or evening.",
    steps: [
      {
        title: "Inventory",
        description:
          "We list every mailbox, alias, shared inbox and service that sends email as your domain, including your website forms and invoicing software.",
      },
      {
        title: "Set up the new platform",
        description:
          "We create the Google Workspace or Microsoft 365 account, verify your domain, add users and configure security settings before any mail moves.",
      },
      {
        title: "Pre-migration copy",
        description:
          "We copy existing email, contacts and calendars in the background while your team keeps working in the old system.",
      },
      {
        title: "Switch-over",
        description:
          "We change the MX records, run a final sync and confirm mail is flowing in both directions for every user.",
      },
      {
        title: "Authentication and training",
        description:
          "We publish SPF, DKIM and DMARC, help each person sign in on their devices and share a short guide for the new system.",
      },
    ],
  },
  showcase: {
    title: { text: "Teams we", accent: "moved" },
    description:
      "A few Canadian businesses that now run their email on a properly configured platform.",
    items: [
      "business-email-kestrel-engineering-group",
      "business-email-fundy-shore-realty",
      "business-email-atelier-boreal-design",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Should we choose Google Workspace or Microsoft 365?",
      answer:
        "If your team lives in Word, Excel and Outlook, or you need desktop Office apps, Microsoft 365 is usually the better fit. Teams that work mostly in the browser and value simple sharing tend to prefer Google Workspace. We walk through how you work and recommend one, and both handle business email well.",
    },
    {
      question: "Will we lose any email during the move?",
      answer:
        "No. We copy mail before the switch, change the MX records at a quiet time and run a final sync afterwards to pick up anything that arrived during the change. We keep the old accounts available for a short period as a safety net.",
    },
    {
      question: "What do SPF, DKIM and DMARC actually do?",
      answer:
        "SPF lists the servers allowed to send mail as your domain, DKIM adds a signature that proves a message was not altered, and DMARC tells receiving servers what to do with mail that fails those checks. Since February 2024, Gmail and Yahoo require all three of bulk senders, those sending more than 5,000 messages a day to their users. Most businesses send far less, but without these records your invoices and quotes are still more likely to land in spam or be spoofed by fraudsters.",
    },
    {
      question: "Can our email data stay in Canada?",
      answer:
        "Microsoft 365 accounts set up with a Canadian business address store core mailbox data in Microsoft's Canadian data centres. Google Workspace offers data region controls on some editions, and we explain exactly what each plan keeps where so you can answer privacy questions from clients accurately.",
    },
    {
      question: "How much does a business email setup cost?",
      answer:
        "Licences are billed per user by Google or Microsoft at their published rates. Our setup and migration fee for most teams of 5 to 25 people lands between $600 and $3,000, depending on how many mailboxes and how much history we move.",
    },
  ],
  sections: [
    {
      type: "platforms",
      title: { text: "Platforms we", accent: "set up and support" },
      description:
        "We work with the two platforms most Canadian businesses choose, and we migrate from almost anything else.",
      items: [
        {
          name: "Google Workspace",
          description:
            "Gmail, Calendar, Drive and Meet on your own domain, suited to teams that work in the browser and share documents constantly.",
        },
        {
          name: "Microsoft 365",
          description:
            "Exchange Online, Outlook, Teams and the Office apps, suited to teams that rely on Word and Excel or need Canadian mailbox data residency.",
        },
        {
          name: "Migrations from older systems",
          description:
            "We move mail from hosting-provider mailboxes, on-premises Exchange servers, Zoho Mail and other IMAP services, and between Google and Microsoft.",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "What a proper setup", accent: "gives you" },
      items: [
        `Your MX and authentication records sit on DNS held to our ${claims.uptime} uptime target, so incoming mail keeps finding its way to your inboxes.`,
        "Authenticated mail reaches customers' inboxes instead of their spam folders, which matters for quotes, invoices and password resets.",
        "DMARC makes it much harder for fraudsters to send fake invoices that appear to come from your domain.",
        "Multi-factor authentication protects against the stolen-password attacks behind most small business account breaches.",
        "Shared inboxes and clear offboarding keep customer conversations with the company, not with individual employees.",
      ],
    },
  ],
  cta: {
    title: { text: "Move your team to", accent: "reliable business email" },
    description: `Tell us how many people you have and where your email lives today. For the move, you get ${fixedQuote}.`,
    button: "Plan my email move",
  },
  closing: `Describe what bothers you about your team's mailboxes today, from spam to shared calendars. Within ${site.responseTime} you get honest advice, a rough budget and a timeline for switching without losing a single message.`,
} satisfies ServiceInput;
