import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "software",
  slug: "saas-solutions",
  name: "SaaS Solutions",
  meta: {
    title: "SaaS Product Development for Canadian Founders",
    description:
      "We build multi-tenant SaaS products with subscription billing, secure accounts and Canadian data residency, from first release to steady growth.",
  },
  hero: {
    title: { text: "Build a SaaS product", accent: "customers happily pay for each month" },
    description:
      "We help Canadian founders and established companies turn expertise into subscription software: secure, multi-tenant, billable and ready to grow from ten customers to thousands.",
    showCTA: true,
    image: {
      scene: "dashboard",
      alt: "Illustration of a SaaS admin dashboard showing subscribers, monthly revenue and churn",
    },
  },
  intro: {
    title: { text: "Recurring revenue needs", accent: "a product built for it" },
    paragraphs: [
      "A SaaS product is more than an application with a login screen. It has to keep each customer's data separate, bill them reliably every month, onboard them without a phone call and stay online while you sleep. Getting those foundations right early is far cheaper than retrofitting them after launch.",
      `We bring the architecture, billing and operations experience so you can focus on your customers and your market. A first paid release typically takes 10 to 20 weeks, and we stay on to help you iterate based on what subscribers actually do.`,
    ],
    image: {
      scene: "server",
      alt: "Illustration of cloud servers hosting separate, isolated workspaces for each customer",
    },
  },
  features: {
    title: { text: "SaaS foundations", accent: "we put in place" },
    description: "The parts every subscription product needs, built once and built properly.",
    items: [
      {
        title: "Multi-tenant architecture",
        description:
          "Each customer's data is isolated by design, with the option of dedicated databases for enterprise or regulated clients.",
        icon: "layers",
      },
      {
        title: "Subscription billing",
        description:
          "Plans, trials, upgrades, proration and invoices that charge GST/HST, QST and PST correctly, using Stripe Billing or a similar provider.",
        icon: "wallet",
      },
      {
        title: "Self-serve onboarding",
        description:
          "Sign-up, team invitations and guided first steps let new customers reach value without waiting for your staff.",
        icon: "user-check",
      },
      {
        title: "Single sign-on and security",
        description:
          "SAML and OpenID Connect sign-in for business customers, two-factor authentication, audit logs and encryption at rest and in transit.",
        icon: "shield",
      },
      {
        title: "Product analytics",
        description:
          "See which features are used, where trials stall and which accounts are at risk, so roadmap decisions rest on evidence.",
        icon: "chart-line",
      },
      {
        title: "Scalable infrastructure",
        description:
          "Containerized services, automated deployments and monitoring, hosted in Canadian data centres.",
        icon: "cloud-cog",
      },
    ],
  },
  process: {
    title: { text: "From concept", accent: "to paying subscribers" },
    description: "A practical route to a SaaS product that earns revenue early and grows sensibly.",
    steps: [
      {
        title: "Market and product definition",
        description:
          "We sharpen the problem, the target customer and the pricing model, and decide what the first paid version must include.",
      },
      {
        title: "Architecture and design",
        description:
          "We choose the tenancy model, hosting and billing approach, and design the core screens with input from prospective customers.",
      },
      {
        title: "Build the first release",
        description:
          "Working software every two weeks, with billing, onboarding and administration built alongside the core features.",
      },
      {
        title: "Launch to early customers",
        description:
          "We release to a group of early adopters, watch how they use it, and fix friction before opening sign-ups widely.",
      },
      {
        title: "Grow and operate",
        description:
          "Ongoing development, performance tuning and support so the product keeps pace with your subscriber base.",
      },
    ],
  },
  showcase: {
    title: { text: "SaaS products", accent: "we helped launch" },
    description: "Subscription platforms built with Canadian founders and companies.",
    items: ["saas-shiftnorth-scheduling", "saas-tidewater-compliance-tracker", "corporatehub"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How much does it cost to build a SaaS product?",
      answer: `A first paid release with billing, accounts and core features usually lands between $60,000 and $200,000 CAD. If you want to test demand first, a smaller MVP can cost considerably less, and we will help you decide which route fits. You get ${fixedQuote}.`,
    },
    {
      question: "Can we store customer data in Canada?",
      answer:
        "Yes. We host in Canadian data centres, in the Canadian regions of AWS, Azure or Google Cloud, which helps when your customers are in healthcare, government, education or finance. We also document where data lives, which simplifies PIPEDA and Law 25 questions from buyers.",
    },
    {
      question: "Do you help with pricing and packaging?",
      answer:
        "We help you design plans and limits that the software can enforce, and we build the billing logic to support trials, seats or usage-based pricing. The commercial decisions remain yours, but we share what we have seen work.",
    },
    {
      question: "Who owns the product and the code?",
      answer:
        "You own all of it: source code, designs, infrastructure accounts and customer data. That matters when you raise money or sell the business, because investors and buyers will ask.",
    },
    {
      question: "Can you work with our in-house developers?",
      answer:
        "Yes. Many clients start with us building the foundations and gradually take over as they hire. We document the codebase, pair with your developers and hand over at a pace that suits you.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "SaaS services", accent: "for every stage" },
      description: "Whether you are starting fresh or improving an existing product, we can help.",
      items: [
        {
          title: "New SaaS product development",
          description:
            "End-to-end design and engineering of a subscription product, from the first sketch to the first invoice.",
          icon: "rocket",
        },
        {
          title: "Software-to-SaaS conversion",
          description:
            "Turn an installed or single-client system into a hosted, multi-tenant product you can sell to many customers.",
          icon: "refresh-cw",
        },
        {
          title: "Billing and subscription setup",
          description:
            "Add plans, trials, invoicing and dunning to an existing product with Stripe Billing or Chargebee.",
          icon: "circle-dollar-sign",
        },
        {
          title: "Scaling and performance",
          description:
            "Find and fix slow queries, costly infrastructure and bottlenecks before growth turns them into outages.",
          icon: "gauge",
        },
      ],
    },
    {
      type: "technologies",
      title: { text: "The stack behind", accent: "our SaaS builds" },
      description:
        "Mature, widely supported technologies that investors' technical reviewers recognize.",
      groups: [
        { name: "Application", items: ["TypeScript", "React", "Node.js", "Python", "Django"] },
        { name: "Data", items: ["PostgreSQL", "Redis", "ClickHouse", "Amazon S3"] },
        {
          name: "Billing and identity",
          items: ["Stripe Billing", "Chargebee", "Auth0", "Keycloak"],
        },
        {
          name: "Cloud and operations",
          items: ["AWS", "Microsoft Azure", "Docker", "Terraform", "Sentry"],
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Why build it", accent: "as SaaS" },
      items: [
        "Monthly or annual subscriptions give you predictable revenue that compounds as customers stay.",
        "Every customer runs the same version, so fixes and new features reach everyone at once.",
        "Usage data shows exactly how customers work, guiding what to build next.",
        "A well-documented, recurring-revenue product is a more valuable asset when you raise money or sell.",
      ],
    },
  ],
  cta: {
    title: { text: "Thinking about a", accent: "subscription product?" },
    description: `Share your subscription product idea and who it is for. We will help you scope a first paid release, and you get ${fixedQuote}.`,
    button: "Discuss my SaaS idea",
  },
  closing: `Tell us how your customers would pay and what they would log in to do. Within ${site.responseTime} we reply with honest advice on building and running the platform, a rough budget and a timeline.`,
} satisfies ServiceInput;
