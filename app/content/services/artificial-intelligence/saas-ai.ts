import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "artificial-intelligence",
  slug: "saas-ai",
  name: "SaaS AI",
  meta: {
    title: "AI Features for SaaS Products",
    description:
      "We add AI search, assistants, summaries and document extraction to existing SaaS products, with evaluation, cost control and tenant data isolation.",
  },
  hero: {
    title: { text: "Add AI to your SaaS product", accent: "without rebuilding it" },
    description:
      "We design and ship AI features inside the product your customers already pay for, measured against real usage and built to respect each tenant's data.",
    showCTA: true,
    image: {
      scene: "code",
      alt: "Illustration of application code calling a language model and returning a structured response",
    },
  },
  intro: {
    title: { text: "AI features your customers", accent: "will actually use" },
    paragraphs: [
      "Your customers are asking when your product will get smarter, and your competitors are shipping assistants of varying quality. The useful features are usually narrower than the demos suggest: finding the right record, drafting a reply, reading a document, flagging what needs attention. We help you pick the few that save your users real time and build them into your existing codebase.",
      "Production AI is different from a prototype. Answers must be tested before every release, costs must be predictable per account, and one customer's data must never show up in another's results. We build the evaluation, monitoring and isolation alongside the feature, so your team can maintain it after we hand over.",
    ],
    image: {
      scene: "dashboard",
      alt: "Illustration of a SaaS dashboard with an AI assistant panel summarizing account activity",
    },
  },
  features: {
    title: { text: "AI capabilities we", accent: "build into SaaS products" },
    description:
      "Each feature is scoped to a job your users already do, with a clear measure of whether it helps.",
    items: [
      {
        title: "Semantic search",
        description:
          "Users find records, documents and help articles by meaning rather than exact keywords, with results filtered by their permissions.",
        icon: "search",
      },
      {
        title: "In-app assistants",
        description:
          "A copilot that answers questions about the user's own data and can carry out actions you approve, such as creating a report or filling a form.",
        icon: "bot",
      },
      {
        title: "Summaries and drafting",
        description:
          "Summaries of long threads, notes or histories, and first drafts of replies, descriptions or reports that users edit before sending.",
        icon: "pen-line",
      },
      {
        title: "Document extraction",
        description:
          "Invoices, receipts, contracts and forms turned into structured fields, with confidence scores and a review queue for uncertain values.",
        icon: "file-search",
      },
      {
        title: "Classification and routing",
        description:
          "Incoming tickets, leads or transactions tagged, prioritized and sent to the right queue, with rules your team can adjust.",
        icon: "filter",
      },
      {
        title: "Cost and usage controls",
        description:
          "Per-tenant metering, rate limits, caching and model routing keep AI costs predictable and let you price AI features into your plans.",
        icon: "gauge",
      },
      {
        title: "Evaluation suites",
        description:
          "Automated tests score answer quality on a fixed set of examples before each release, so a prompt or model change cannot quietly make things worse.",
        icon: "clipboard-check",
      },
      {
        title: "Tenant data isolation",
        description:
          "Retrieval, caching and logging are scoped by tenant, so one customer's content is never used to answer another customer's question.",
        icon: "shield-check",
      },
    ],
  },
  process: {
    title: { text: "How we add AI", accent: "to a live product" },
    description:
      "We work alongside your engineering team and your release process, not around them.",
    steps: [
      {
        title: "Opportunity review",
        description:
          "We look at your product analytics, support tickets and customer requests to rank AI features by user value, effort and risk.",
      },
      {
        title: "Prototype on real data",
        description:
          "We build a working prototype against anonymized or consented samples of your data to see how well the idea holds up in practice.",
      },
      {
        title: "Evaluation harness",
        description:
          "Together we write the test set and scoring rules that define a good answer, which becomes the quality bar for every later change.",
      },
      {
        title: "Production build",
        description:
          "We add streaming responses, fallbacks, permissions, metering and monitoring, and integrate with your codebase through normal pull requests.",
      },
      {
        title: "Staged release",
        description:
          "The feature ships behind a flag to a group of friendly accounts first, and we compare usage and quality against the evaluation baseline.",
      },
      {
        title: "Handover and iteration",
        description:
          "Your developers receive documentation, runbooks and the evaluation suite, and we stay available to tune prompts, models and costs.",
      },
    ],
  },
  showcase: {
    title: { text: "AI features shipped", accent: "in real products" },
    description: "Examples of AI added to Canadian SaaS products their customers use every day.",
    items: ["saas-ai-tidewater-field-service", "saas-ai-ledgerline-receipts", "projecthub"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Do we have to rebuild our product to add AI?",
      answer:
        "No. Most AI features sit beside your existing application as a service your backend calls, using the data and permissions you already have. We work in your repository and stack where that makes sense, and keep new components small enough for your team to own.",
    },
    {
      question: "Which AI model will you use?",
      answer:
        "We choose per feature, based on quality on your evaluation set, cost, speed and where the model can be hosted. That may be a commercial model from OpenAI, Anthropic or Google, or an open-weight model you run yourself when data control matters most. We keep the model behind an interface so you can switch later without rewriting the feature.",
    },
    {
      question: "Will our customers' data be used to train someone else's model?",
      answer:
        "Not with the way we configure it. We use enterprise API terms that exclude your data from training, keep retrieval and logs scoped by tenant, and host the feature, its data and its logs in Canadian data centres. We also help you update your privacy policy and data processing agreements so your own customers know how AI features handle their information under PIPEDA.",
    },
    {
      question: "How do you keep AI costs under control?",
      answer:
        "We meter usage per account from the start, cache repeated requests, send simple tasks to smaller models and set limits per plan. Before launch you get a cost-per-action estimate based on real test traffic, so you can decide whether to include the feature in existing plans or sell it as an add-on.",
    },
    {
      question: "What does a first AI feature cost and how long does it take?",
      answer: `Most first AI features take 8 to 12 weeks from opportunity review to staged release. Budgets for a single production feature typically land between $20,000 and $60,000 CAD, depending on data preparation, integrations and how much evaluation work the feature needs. Later features usually cost less because the evaluation and monitoring foundations are already in place. You get ${fixedQuote}.`,
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Ways we can", accent: "help your team" },
      description:
        "Engage us for a single feature or for the groundwork that lets your own developers ship AI safely.",
      items: [
        {
          title: "AI feature strategy",
          description:
            "A ranked list of AI features for your product, with effort, risk and expected value for each, agreed with product and engineering leads.",
          icon: "compass",
        },
        {
          title: "Feature design and build",
          description:
            "End-to-end delivery of an AI feature, from interface design and prompts to integration, tests and release.",
          icon: "code-xml",
        },
        {
          title: "Retrieval and data pipelines",
          description:
            "Ingestion, chunking, embeddings and permission-aware retrieval over your product's records and documents.",
          icon: "database",
        },
        {
          title: "Evaluation and monitoring setup",
          description:
            "Test sets, automated scoring, tracing and dashboards that show answer quality, latency and spend over time.",
          icon: "activity",
        },
        {
          title: "AI feature audits",
          description:
            "A review of AI features you have already shipped, covering quality, cost, prompt injection risk and tenant isolation.",
          icon: "eye",
        },
      ],
    },
    {
      type: "technologies",
      title: { text: "Models and tooling", accent: "we work with" },
      description: "We pick tools for the job and your stack rather than pushing a single vendor.",
      groups: [
        {
          name: "Models",
          items: [
            "OpenAI GPT models",
            "Anthropic Claude",
            "Google Gemini",
            "Mistral",
            "Meta Llama (self-hosted)",
          ],
        },
        {
          name: "Model hosting",
          items: [
            "Azure OpenAI Service",
            "Amazon Bedrock",
            "Google Vertex AI",
            "Self-hosted inference in Canadian data centres",
          ],
        },
        {
          name: "Orchestration",
          items: [
            "Vercel AI SDK",
            "LangChain",
            "LlamaIndex",
            "Structured outputs and tool calling",
          ],
        },
        {
          name: "Vector stores",
          items: ["PostgreSQL with pgvector", "Pinecone", "Qdrant", "Elasticsearch and OpenSearch"],
        },
        {
          name: "Evaluation and observability",
          items: ["promptfoo", "Ragas", "Langfuse", "OpenTelemetry tracing"],
        },
      ],
    },
    {
      type: "reasons",
      title: { text: "Why SaaS teams", accent: "work with us" },
      items: [
        "We measure AI features against a written test set, so quality is something you can see rather than a feeling after a demo.",
        "We design for multi-tenant products from the start, including permissions, per-account costs and data isolation.",
        "We work inside your repository and release process, and leave your developers able to maintain what we build.",
        "We tell you when a feature is not worth building with AI, or when a simpler rule or search index will do the job better.",
        "We understand Canadian privacy expectations, including PIPEDA, Quebec's Law 25 and customers who ask for data held in Canada.",
      ],
    },
  ],
  cta: {
    title: { text: "Pick the AI feature", accent: "worth building first" },
    description:
      "Tell us about your product and your users, and we will suggest two or three AI features with rough budgets in CAD.",
    button: "Talk to our AI team",
  },
  closing: `Send us a short description of your software and the work your users repeat every day. We reply within ${site.responseTime} with honest advice on where AI would earn its keep, a rough budget and a timeline.`,
} satisfies ServiceInput;
