import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "digital-marketing",
  slug: "content-marketing",
  name: "Content Marketing",
  meta: {
    title: "Content Marketing for Canadian Businesses",
    description: `Planned, researched content for Canadian businesses: ${claims.blogPostsPerMonth} blog posts a month, guides and case studies that earn search traffic and leads.`,
  },
  hero: {
    title: { text: "Content that answers your customers", accent: "and brings them back" },
    description: `We plan, write and publish ${claims.blogPostsPerMonth} blog posts a month, plus guides and case studies, built around the questions your buyers already ask. Every piece has a job, a keyword and a way to measure it.`,
    showCTA: true,
    image: {
      scene: "browser",
      alt: "Illustration of a company blog page with a featured article and related guides",
    },
  },
  intro: {
    title: { text: "A steady publishing rhythm,", accent: "tied to real business goals" },
    paragraphs: [
      "Most small business blogs stall after a handful of posts because nobody owns the calendar. We take that job on: a quarterly plan, a research brief for every piece, and writers who interview your team so the expertise in each article is actually yours.",
      "We write for Canadian readers first, with local examples, CAD pricing and provincial rules where they matter, and we can deliver English and French versions for Quebec audiences. Each piece is tracked from publication to enquiry, so you can see which topics pay their way.",
    ],
    image: {
      scene: "chart",
      alt: "Illustration of a chart comparing organic sessions and leads from blog content over a year",
    },
  },
  features: {
    title: { text: "What our content", accent: "program includes" },
    description:
      "One team handles strategy, writing, editing and publishing, so your content stays consistent in voice and quality.",
    items: [
      {
        title: "Content strategy and calendar",
        description:
          "We map topics to your services, buyer stages and seasonal demand, then set a realistic calendar you approve each quarter.",
        icon: "calendar",
      },
      {
        title: "Keyword and question research",
        description:
          "We pull the questions Canadians type into Google, review forums and your own sales calls, and pick topics with real search demand.",
        icon: "search",
      },
      {
        title: "Subject-matter interviews",
        description:
          "A short call with your staff gives each article first-hand detail that generic writing cannot match.",
        icon: "mic",
      },
      {
        title: "Editing and fact-checking",
        description:
          "Every draft is edited for clarity, checked against sources and reviewed for claims your industry regulator would question.",
        icon: "clipboard-check",
      },
      {
        title: "On-page optimization",
        description:
          "Titles, headings, internal links, image alt text and structured data are handled before each piece goes live.",
        icon: "file-search",
      },
      {
        title: "Distribution and repurposing",
        description:
          "We turn each article into newsletter sections, social posts and short video scripts so one idea works across channels.",
        icon: "share-2",
      },
      {
        title: "Bilingual content",
        description:
          "Our French versions are written in-house in Quebec French, not run through machine translation, to meet Charter of the French Language expectations.",
        icon: "globe",
      },
      {
        title: "Performance reporting",
        description:
          "A monthly report shows traffic, rankings, assisted conversions and which pieces need a refresh.",
        icon: "chart-line",
      },
    ],
  },
  process: {
    title: { text: "How we build", accent: "your content engine" },
    description: "A clear routine keeps quality high and approvals quick for your team.",
    steps: [
      {
        title: "Audit and discovery",
        description:
          "We review your existing pages and posts, analytics and competitors, and interview your team about customers and objections.",
      },
      {
        title: "Strategy and topic plan",
        description:
          "You receive a three-month plan with topics, target keywords, formats and the goal each piece supports.",
      },
      {
        title: "Briefs and drafts",
        description:
          "Each piece starts with a brief you can comment on, then moves to a full draft written by a specialist in your sector.",
      },
      {
        title: "Review and publish",
        description:
          "You approve the edited draft, and we format, optimize and publish it in your CMS with images and internal links.",
      },
      {
        title: "Measure and refresh",
        description:
          "We track each piece against its goal and update older content that is slipping in rankings or out of date.",
      },
    ],
  },
  showcase: {
    title: { text: "Recent content", accent: "programs" },
    description: "A few examples of content work for Canadian clients across different sectors.",
    items: [
      "content-prairie-ridge-home-energy",
      "content-halyard-legal-services",
      "content-northwind-farm-supply",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How much content will you publish each month?",
      answer: `Most clients start with ${claims.blogPostsPerMonth} blog posts a month, which is enough to build momentum without overwhelming your review time. Longer guides and case studies are planned on top of that as the budget allows.`,
    },
    {
      question: "What does content marketing cost?",
      answer: `Most monthly programs land between $1,500 and $5,000 CAD, depending on volume, research depth and whether you need French versions. Prices are plus applicable taxes (GST/HST, plus QST in Quebec). You get ${fixedQuote}; here the fixed price is a monthly fee, based on a short audit.`,
    },
    {
      question: "How long before content brings in traffic?",
      answer:
        "New articles usually begin ranking within a few months, and results build as the library grows and earns links. We also target lower-competition questions early so you see some return while larger topics mature.",
    },
    {
      question: "Do you use AI to write the articles?",
      answer:
        "We use software for research and outlines, but every piece is written and edited by a person and built on interviews with your team. That keeps the content accurate and distinct, which is what search engines and readers reward.",
    },
    {
      question: "Who owns the content you produce?",
      answer:
        "You do. Once an invoice is paid, the copyright in the text, graphics and scripts we create for you is yours to use on any channel.",
    },
  ],
  sections: [
    {
      type: "services",
      title: { text: "Formats we", accent: "produce" },
      description:
        "We choose formats based on where your buyers are in their decision, not on what is fashionable this month.",
      items: [
        {
          title: "Blog articles",
          description: `Researched, search-focused posts published at a pace of ${claims.blogPostsPerMonth} a month that answer specific customer questions.`,
          icon: "pen-line",
        },
        {
          title: "Long-form guides",
          description:
            "In-depth resources such as buying guides or compliance checklists that earn links and capture email sign-ups.",
          icon: "book-open",
        },
        {
          title: "Case studies",
          description:
            "Customer stories built from interviews, with clear before-and-after results your sales team can send to prospects.",
          icon: "briefcase",
        },
        {
          title: "Video scripts",
          description:
            "Scripts and shot lists for short explainers, product demos and social clips that your team or a videographer can film.",
          icon: "camera",
        },
        {
          title: "Newsletters",
          description:
            "Monthly roundups that bring subscribers back to your newest articles and offers.",
          icon: "newspaper",
        },
        {
          title: "Infographics and visuals",
          description:
            "Charts and diagrams that make data and processes easy to understand and share.",
          icon: "image",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Why content", accent: "keeps paying off" },
      items: [
        "Well-written articles keep bringing in visitors long after they are published, unlike paid ads that stop when the budget does.",
        "Helpful content shortens sales cycles because prospects arrive already understanding your services and pricing.",
        "A library of guides and case studies gives your sales team credible material to send after every call.",
        "Consistent publishing builds topical authority, which helps your service pages rank as well.",
        "Content feeds your email, social and paid campaigns, so each channel has something useful to share.",
      ],
    },
    {
      type: "reasons",
      title: { text: "Why work", accent: "with us" },
      items: [
        "Our writers interview your team, so the expertise in each piece is genuinely yours.",
        "We write for Canadian audiences, with local regulations, spelling and examples handled correctly.",
        "SEO, email and social specialists sit on the same team, so content is planned with distribution in mind.",
        "You get plain monthly reporting that links content to enquiries, not just page views.",
      ],
    },
  ],
  cta: {
    title: { text: "Ready to publish with", accent: "a plan behind it" },
    description:
      "Tell us about your customers and goals, and we will outline a three-month content plan with topics and expected outcomes.",
    button: "Plan my content",
  },
  closing: `Send us your website and name two or three competitors you watch. Within ${site.responseTime} we reply with honest advice on what your content lacks, a rough budget and a timeline for the first articles.`,
} satisfies ServiceInput;
