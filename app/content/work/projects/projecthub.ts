import type { ProjectInput } from "../schema";

export default {
  slug: "projecthub",
  client: "ProjectHub",
  sector: "Construction project management SaaS",
  location: "Toronto, Ontario",
  headline: "RFI drafting time cut by 62%",
  summary:
    "Meeting summaries, RFI drafting and schedule-risk flags added to a Toronto construction SaaS, with every AI request processed in Canadian cloud regions.",
  title: {
    text: "AI features for site teams,",
    accent: "with every document kept in Canada",
  },
  category: "artificial-intelligence",
  year: 2025,
  services: ["artificial-intelligence/saas-ai", "hosting/security"],
  image: {
    scene: "chat",
    alt: "Illustration of an assistant panel turning site meeting notes into decisions and action items",
  },
  detailImage: {
    scene: "server",
    alt: "Illustration of servers in a Canadian cloud region holding a separate, locked workspace for each customer",
  },
  problem: [
    "ProjectHub is used by about 300 general contractors and trade firms in Ontario and Western Canada to manage drawings, RFIs, daily logs and schedules. Customers kept asking for AI features, and some superintendents were already pasting meeting notes into public chatbots to save time, which worried everyone.",
    "Several of ProjectHub's largest customers build hospitals and schools under contracts that require project data to stay in Canada and never train outside models. Any AI feature had to respect each contractor's permissions, keep costs predictable per account and never invent a fact in a document that could later end up in a claim.",
  ],
  approach: [
    {
      title: "Choose features from real site work",
      description:
        "We went through support tickets and usage data with ProjectHub's product team and picked three features: summaries of coordination meeting notes, first drafts of RFIs from a marked-up drawing and a question, and flags on schedule activities likely to slip.",
    },
    {
      title: "Keep every request in Canada",
      description:
        "Language models run through Azure OpenAI Service in the Canada East region under enterprise terms that exclude customer data from training. Retrieval, caching and logs are scoped by company and by project.",
    },
    {
      title: "Write the tests before the prompts",
      description:
        "Superintendents helped us assemble 240 anonymized meeting notes and RFIs as an evaluation set. Every prompt or model change is scored against it before release, and each draft cites the drawing and specification sections it draws on.",
    },
    {
      title: "Harden the new endpoints",
      description:
        "We added per-tenant metering and rate limits, prompt-injection checks on uploaded documents and an audit log of every AI action, and had the new endpoints penetration tested before release.",
    },
    {
      title: "Release in stages",
      description:
        "The features shipped behind flags to 20 customer accounts, then to every plan over four weeks, with usage and answer quality compared against the evaluation baseline at each step.",
    },
  ],
  results: [
    { value: "62%", label: "less time spent drafting RFIs" },
    { value: "48%", label: "of active accounts using meeting summaries every week" },
    { value: "2 weeks", label: "earlier warning of schedule slips, on average" },
    { value: "100%", label: "of AI requests processed in Canadian cloud regions" },
  ],
  technologies: [
    "Azure OpenAI Service",
    "PostgreSQL with pgvector",
    "TypeScript",
    "Node.js",
    "promptfoo",
    "Langfuse",
    "Microsoft Azure Canada",
  ],
  duration: "10 weeks",
  quote: {
    text: "Our customers build hospitals and schools, and their contracts say where the data lives. We can now put AI features in front of them with a straight answer to every privacy question they ask.",
    name: "Jordan Achterberg",
    role: "Vice-President of Product, ProjectHub",
  },
} satisfies ProjectInput;
