import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "web",
  slug: "ecommerce-development",
  name: "eCommerce Development",
  meta: {
    title: "eCommerce Development for Canadian Retailers",
    description:
      "Online stores built for Canada: Shopify, WooCommerce and headless builds with Interac, Moneris, Canada Post shipping and each province's sales tax done right.",
  },
  hero: {
    title: { text: "Online stores built for", accent: "Canadian shoppers" },
    description:
      "We design and build online stores that handle CAD pricing, provincial sales tax, bilingual catalogues and Canadian shipping, so you can focus on selling.",
    showCTA: true,
    image: {
      scene: "cart",
      alt: "Illustration of an online store checkout with a shopping cart and order summary in Canadian dollars",
    },
  },
  intro: {
    title: { text: "Selling online in Canada", accent: "has its own rules" },
    paragraphs: [
      "Many store templates assume a US business: one sales tax, USPS shipping and card-only checkout. Canadian shoppers expect their own province's sales tax calculated correctly, whether that is HST, GST and QST, or GST and PST, real shipping rates to rural postal codes, and payment options they already trust.",
      `We build stores that get those details right from day one, on the platform that fits your catalogue and your team. Most builds go from kickoff to first order in 6 to 12 weeks, with product migration, staff training and launch support included.`,
    ],
    image: {
      scene: "globe",
      alt: "Illustration of a map of Canada with shipping routes linking a warehouse to customers in several provinces",
    },
  },
  features: {
    title: { text: "Everything a store needs", accent: "to sell and scale" },
    description:
      "We cover the whole path from product page to delivered parcel, not only the storefront design.",
    items: [
      {
        title: "Conversion-focused storefront",
        description:
          "Product pages, filters and search are designed so shoppers find the right item quickly and understand price, stock and delivery before they add to cart.",
        icon: "store",
      },
      {
        title: "Frictionless checkout",
        description:
          "A short checkout with guest purchase, saved addresses, Apple Pay, Google Pay and Canadian payment options reduces abandoned carts.",
        icon: "credit-card",
      },
      {
        title: "Correct Canadian sales tax",
        description:
          "GST, HST, PST and QST are calculated by province and shown clearly, with tax reports your accountant can use at filing time.",
        icon: "percent",
      },
      {
        title: "Shipping and fulfillment",
        description:
          "Live rates from Canada Post and other carriers, label printing, local pickup and delivery zones are set up around how you actually ship.",
        icon: "truck",
      },
      {
        title: "Inventory and ERP connections",
        description:
          "We connect your store to inventory, accounting and point-of-sale systems so stock levels and orders stay in sync across channels.",
        icon: "boxes",
      },
      {
        title: "Bilingual catalogues",
        description:
          "English and French product data, checkout and transactional emails help you sell to Quebec customers and meet French-language requirements.",
        icon: "globe",
      },
      {
        title: "Consent-based marketing",
        description:
          "Newsletter sign-ups, abandoned cart reminders and reviews are set up to collect proper consent under CASL and PIPEDA.",
        icon: "mail-check",
      },
      {
        title: "Sales reporting",
        description:
          "Dashboards show revenue, conversion rate, average order value and best sellers, so decisions rest on numbers rather than guesses.",
        icon: "chart-line",
      },
    ],
  },
  process: {
    title: { text: "From plan to", accent: "first order" },
    description:
      "A structured build that protects your existing sales while the new store comes together.",
    steps: [
      {
        title: "Commerce discovery",
        description: `We review your products, margins, shipping patterns and current systems, then recommend a platform and scope. You get ${fixedQuote}.`,
      },
      {
        title: "Catalogue and UX design",
        description:
          "We plan categories, filters and product templates, then design the storefront and checkout for mobile and desktop.",
      },
      {
        title: "Build and integrations",
        description:
          "We develop the store, connect payments, tax, shipping and inventory, and migrate products, customers and order history.",
      },
      {
        title: "Testing with real orders",
        description:
          "We run test purchases across provinces, payment methods and shipping options to confirm taxes, rates and emails are correct.",
      },
      {
        title: "Launch and growth",
        description:
          "We launch with redirects from your old store, watch orders closely in the first weeks, and plan improvements from real sales data.",
      },
    ],
  },
  showcase: {
    title: { text: "Stores we have", accent: "launched" },
    description: "Online stores we have built for Canadian retailers and producers.",
    items: ["ecommerce-okanagan-orchard-provisions", "ecommerce-maritime-knit-co", "ecofriendly"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Which platform is right for my store?",
      answer:
        "Shopify suits most retailers who want low maintenance and a large app ecosystem. WooCommerce fits businesses already on WordPress or with unusual product rules, and headless builds suit high-volume brands that need full control of the front end. We recommend one after looking at your catalogue, team and budget.",
    },
    {
      question: "How much does an online store cost?",
      answer: `Most Shopify and WooCommerce builds land between $12,000 and $45,000 CAD, depending on catalogue size, integrations and whether the store is bilingual. Headless and B2B stores with ERP connections usually start higher. You get ${fixedQuote}, before any work begins.`,
    },
    {
      question: "Can you set up Interac and Canadian payment processors?",
      answer:
        "Yes. We work with Stripe, Moneris, Shopify Payments, PayPal and Helcim, and can add Interac debit where your processor supports it online, or Interac e-Transfer for invoiced and wholesale orders. We help you compare fees so you choose the option that suits your order volume.",
    },
    {
      question: "Will my store charge the right sales tax in each province?",
      answer:
        "We configure GST, HST, PST and QST by province and test orders to each region before launch. For businesses with more complex obligations, we connect tools such as Avalara, and we always recommend confirming your registration requirements with your accountant.",
    },
    {
      question: "Can you move my existing store without losing sales?",
      answer:
        "Yes. We migrate products, customers and order history, map old product addresses to new ones with redirects, and launch at a quiet time for your business. Your current store keeps taking orders until the new one is live.",
    },
  ],
  sections: [
    {
      type: "platforms",
      title: { text: "Platforms", accent: "we build on" },
      description:
        "We are platform-neutral and recommend the one that fits your products, team and growth plans.",
      items: [
        {
          name: "Shopify and Shopify Plus",
          description:
            "A dependable hosted platform for most retailers, with Canadian payments, tax settings and a large library of apps.",
        },
        {
          name: "WooCommerce",
          description:
            "A flexible choice for businesses already on WordPress, or those who need custom product options and full ownership of their data.",
        },
        {
          name: "Headless commerce",
          description:
            "A custom front end built with Next.js or Hydrogen on top of Shopify or another commerce engine, for brands that need speed and design freedom.",
        },
        {
          name: "BigCommerce",
          description:
            "A strong option for larger catalogues and B2B selling, with built-in features that would need several apps on other platforms.",
        },
      ],
    },
    {
      type: "integrations",
      title: { text: "Integrations for", accent: "Canadian commerce" },
      description: "The services Canadian stores rely on, connected and tested before launch.",
      items: [
        "Interac",
        "Stripe",
        "Moneris",
        "Helcim",
        "PayPal",
        "Canada Post",
        "Purolator",
        "ShipStation",
        "Avalara for GST/HST, PST and QST",
        "QuickBooks Online",
        "Lightspeed POS",
        "Klaviyo",
      ],
    },
    {
      type: "case-studies",
      title: { text: "Results from", accent: "real stores" },
      description: "How better stores translated into measurable sales for our clients.",
      items: [
        {
          title: "Taking a farm-gate brand national",
          client: "Okanagan Orchard Provisions",
          results: [
            "Online revenue up 88% in the first 12 months",
            "Shipping cost errors cut to near zero with live Canada Post rates",
            "Holiday gift box orders doubled year over year",
          ],
          technologies: ["Shopify", "Canada Post", "Klaviyo", "Stripe"],
          cta: { label: "Discuss a similar project", to: "/contact-us" },
        },
        {
          title: "Moving wholesale ordering online",
          client: "Northline Safety Supply",
          results: [
            "41% of wholesale orders placed online within 9 months",
            "Order entry time for the sales team down by 15 hours a week",
            "Account-specific pricing synced nightly from the ERP",
          ],
          technologies: ["BigCommerce", "QuickBooks Online", "Avalara"],
          cta: { label: "See more of our work", to: "/portfolio" },
        },
      ],
    },
  ],
  cta: {
    title: { text: "Let's build a store", accent: "your customers enjoy using" },
    description:
      "Share your products, current platform and goals, and we will recommend a practical path to launch with an honest budget range.",
    button: "Plan your store",
  },
  closing: `Tell us how many products you sell, where you ship and what your current checkout gets wrong. Within ${site.responseTime} we reply with honest advice on your online store, a rough budget and a timeline.`,
} satisfies ServiceInput;
