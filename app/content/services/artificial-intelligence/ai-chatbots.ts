import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "artificial-intelligence",
  slug: "ai-chatbots",
  name: "AI Chatbots",
  meta: {
    title: "AI Chatbots for Canadian Businesses",
    description:
      "AI chatbots trained on your own content, with human hand-off, English and French support, and hosting in Canadian data centres, built with PIPEDA in mind.",
  },
  hero: {
    title: { text: "AI chatbots that answer", accent: "from your own knowledge" },
    description:
      "We build assistants that answer customer and staff questions from your policies, product data and help articles, and pass the conversation to a person when they should.",
    showCTA: true,
    image: {
      scene: "chat",
      alt: "Illustration of a chat window where an assistant answers a customer question and offers to connect a staff member",
    },
  },
  intro: {
    title: { text: "A chatbot is only as good as", accent: "what it is allowed to know" },
    paragraphs: [
      "Most businesses answer the same few dozen questions every week: hours, pricing, order status, booking changes, return rules. A well-built AI chatbot handles those at any hour, in English or French, and leaves your team the conversations that need judgment. We connect it to the sources you already maintain so answers stay current when your information changes.",
      "We are also clear about the limits. A language model can misread a question or phrase an answer badly, so we restrict it to approved content, tell visitors they are talking to an automated assistant, and route anything sensitive, uncertain or upset to a person. You review real transcripts with us after launch and decide what the bot should and should not handle.",
    ],
    image: {
      scene: "network",
      alt: "Illustration of a chatbot connected to a help centre, a product catalogue and a support inbox",
    },
  },
  features: {
    title: { text: "What our chatbots", accent: "actually do" },
    description:
      "Every build starts from the same foundations, then we add the integrations and actions your workflow needs.",
    items: [
      {
        title: "Answers grounded in your content",
        description:
          "The assistant retrieves passages from your help articles, policies and documents before it replies, and can show visitors the source it used.",
        icon: "book-open",
      },
      {
        title: "Human hand-off",
        description:
          "When a visitor asks for a person, gets frustrated or raises something outside the bot's scope, the full transcript goes to your live chat or ticket queue.",
        icon: "headset",
      },
      {
        title: "English and French",
        description:
          "Conversations work in both official languages, with French answers tested separately so Quebec customers get the same quality of service.",
        icon: "globe",
      },
      {
        title: "Guardrails and clear limits",
        description:
          "We set the topics the bot may discuss, block medical, legal or financial advice unless you approve it, and make it say so when it does not know.",
        icon: "shield-check",
      },
      {
        title: "Bookings and lead capture",
        description:
          "The bot can collect contact details with proper consent, book appointments in your calendar and create a contact in your CRM.",
        icon: "calendar",
      },
      {
        title: "Actions in your systems",
        description:
          "With secure connections to your order, booking or account systems, it can check an order status or reschedule a visit instead of only describing how.",
        icon: "plug",
      },
      {
        title: "Conversation analytics",
        description:
          "A dashboard shows what people ask, how many conversations were resolved, where hand-offs happened and which questions your content does not cover yet.",
        icon: "bar-chart-3",
      },
      {
        title: "Privacy by design",
        description:
          "We limit what personal information the bot collects, mask it in logs, set retention periods and configure model providers so your data is not used for training.",
        icon: "lock",
      },
    ],
  },
  process: {
    title: { text: "From first question to", accent: "a bot your team trusts" },
    description:
      "A structured build with testing on real questions before any customer sees the assistant.",
    steps: [
      {
        title: "Conversation audit",
        description:
          "We review your inbox, call notes and live chat history to find the questions worth automating and the ones that must always reach a person.",
      },
      {
        title: "Knowledge preparation",
        description:
          "We gather and clean the content the bot will rely on, fill obvious gaps, and set up a sync so updates flow in without manual copying.",
      },
      {
        title: "Build and guardrails",
        description:
          "We configure the model, retrieval, tone of voice, hand-off rules and integrations, hosted in the region your privacy requirements call for.",
      },
      {
        title: "Testing on real questions",
        description:
          "Your team and ours run a test set of genuine customer questions in both languages, scoring each answer before we agree the bot is ready.",
      },
      {
        title: "Launch and tuning",
        description:
          "We launch to a share of visitors first, review transcripts weekly, and adjust content and rules until answer quality holds steady.",
      },
    ],
  },
  showcase: {
    title: { text: "Chatbots we have", accent: "put to work" },
    description:
      "A few assistants now answering questions for Canadian businesses and their customers.",
    items: [
      "chatbot-lakeshore-physiotherapy",
      "chatbot-prairie-line-equipment",
      "chatbot-rideau-residential",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Will the chatbot make up answers?",
      answer:
        "Any language model can produce a wrong answer, so we design against it rather than pretend it cannot happen. The bot answers only from your approved content, is instructed to say when it does not know, and hands off to a person for anything uncertain. We test it against your real questions before launch and review transcripts afterwards to catch and fix weak spots.",
    },
    {
      question: "What happens when the bot cannot help someone?",
      answer:
        "It offers a person. During business hours the conversation moves to your live chat in Zendesk, HubSpot, Intercom or Microsoft Teams with the full transcript attached, so the customer does not repeat themselves. After hours it creates a ticket or email with the details and tells the customer when to expect a reply.",
    },
    {
      question: "Can our data stay in Canada, and does the bot meet PIPEDA?",
      answer:
        "We host the chatbot, its knowledge store and conversation logs in Canadian data centres, and use model services offered in Canada where the model you need is available there. For PIPEDA we keep collection to what the conversation needs, set retention limits, disable training on your data and help you update your privacy policy and consent wording. If you serve Quebec, we also account for Law 25, though final compliance decisions rest with your organization and its advisers.",
    },
    {
      question: "How much does an AI chatbot cost?",
      answer: `Most website chatbots with one knowledge base and human hand-off land between $8,000 and $25,000 CAD to build, plus applicable taxes. Connecting order, booking or account systems adds to that depending on the systems involved. Model usage and hosting usually run from about $100 to $800 CAD a month, depending on conversation volume. You get ${fixedQuote}.`,
    },
    {
      question: "How long does it take to launch?",
      answer: `Most chatbot projects go from audit to launch in 6 to 10 weeks. A single-language bot on a website with well-organized help content can be live in six, while bilingual assistants that take actions in several business systems take longer. We agree the timeline in writing before work starts.`,
    },
    {
      question: "Does it work in French as well as English?",
      answer:
        "Yes. Current models handle French well, but we still test French answers separately, because source content is often written in English first and translations drift. If you serve customers in Quebec, we make sure French service is available from the first message, not only on request.",
    },
  ],
  sections: [
    {
      type: "integrations",
      title: { text: "Where your chatbot", accent: "can live" },
      description:
        "We place the assistant where your customers and staff already talk to you, and connect it to the tools your team already uses.",
      items: [
        "Website chat widget",
        "WhatsApp Business",
        "Facebook Messenger",
        "Microsoft Teams",
        "Slack",
        "Zendesk",
        "HubSpot",
        "Intercom",
        "Freshdesk",
        "Salesforce",
        "Shopify",
        "Google Calendar and Microsoft 365 calendars",
      ],
    },
    {
      type: "industries",
      title: { text: "Industries we", accent: "build chatbots for" },
      description:
        "The best candidates have many repeat questions and clear written answers to them.",
      items: [
        {
          title: "Healthcare and clinics",
          description:
            "Booking, intake reminders and clinic policies, with strict rules that keep the bot away from clinical advice and personal health details.",
          icon: "stethoscope",
        },
        {
          title: "Retail and eCommerce",
          description:
            "Order status, shipping with Canada Post and other carriers, sizing and return questions answered around the clock.",
          icon: "shopping-cart",
        },
        {
          title: "Property management",
          description:
            "Tenant questions, maintenance requests and building rules, logged straight into your work order system.",
          icon: "building-2",
        },
        {
          title: "Professional services",
          description:
            "First-contact questions and intake forms for accounting, legal and consulting firms, with conflict checks left to people.",
          icon: "briefcase",
        },
        {
          title: "Hospitality and tourism",
          description:
            "Reservations, seasonal hours and local recommendations in English and French for visitors and guests.",
          icon: "utensils",
        },
        {
          title: "Internal help desks",
          description:
            "HR policy, IT and onboarding questions answered for staff inside Microsoft Teams or Slack.",
          icon: "users",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "What a well-run chatbot", accent: "changes" },
      description:
        "Results depend on the quality of your content and how much the bot is allowed to do, so we measure them from day one.",
      items: [
        "Customers get answers in the evening and on weekends instead of waiting for the next business day.",
        "Staff spend less time on repeat questions and more on the conversations that need a person.",
        "Hand-offs arrive with the full context, so customers do not have to explain themselves twice.",
        "Conversation reports show which questions your website and help content fail to answer.",
        "English and French visitors receive the same level of service without doubling your support team.",
      ],
    },
  ],
  cta: {
    title: { text: "Find out what your chatbot", accent: "should handle" },
    description:
      "Send us a sample of the questions your team answers most, and we will tell you honestly which ones a chatbot can take on.",
    button: "Book a chatbot consultation",
  },
  closing: `Tell us where your customers ask their questions today, by phone, chat or email. Within ${site.responseTime} we will give you a straight answer on whether a chatbot would help, with a rough budget and a timeline.`,
} satisfies ServiceInput;
