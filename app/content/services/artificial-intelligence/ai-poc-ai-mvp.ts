import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "artificial-intelligence",
  slug: "ai-poc-ai-mvp",
  name: "AI Proof of Concept & MVP",
  meta: {
    title: "AI Proof of Concept and MVP Development",
    description:
      "Test an AI idea on your own data before committing a full budget. Fixed-scope AI proofs of concept and MVPs for Canadian businesses, priced in CAD.",
  },
  hero: {
    title: { text: "Prove your AI idea", accent: "before you bet the budget on it" },
    description:
      "We turn an AI idea into a working prototype on your data and measure whether it works in six weeks. When the numbers support it, the first production version follows 4 to 8 weeks later.",
    showCTA: true,
    image: {
      scene: "chart",
      alt: "Illustration of a chart tracking prototype accuracy against a target line over several test rounds",
    },
  },
  intro: {
    title: { text: "Answer the hard question", accent: "early and cheaply" },
    paragraphs: [
      "Many AI projects stall because nobody checked whether the data, the model and the business case line up until after a large budget was spent. A proof of concept answers one question with evidence: can AI do this specific task well enough, on your data, at a cost that makes sense. You get a working prototype, a measured result and a clear recommendation.",
      "When the answer is yes, the MVP turns the prototype into something real people use: secure sign-in, an interface your staff or customers understand, monitoring and hosting that fits your privacy obligations. When the answer is no, you find out for a small fraction of the cost of a failed build, along with what would need to change to make it work.",
    ],
    image: {
      scene: "code",
      alt: "Illustration of a notebook of prototype code next to a test report with pass and fail counts",
    },
  },
  features: {
    title: { text: "What every engagement", accent: "includes" },
    description:
      "Fixed scope, written success criteria and results you can show your leadership team or investors.",
    items: [
      {
        title: "Use-case scoring",
        description:
          "We rank your candidate ideas by value, data availability, risk and effort, and agree on the one worth testing first.",
        icon: "target",
      },
      {
        title: "Data readiness review",
        description:
          "We check whether you have enough relevant, clean and lawfully usable data, and flag gaps before they derail the work.",
        icon: "database",
      },
      {
        title: "Working prototype",
        description:
          "A prototype that runs on your real data and that your team can try, not a slide deck or a demo on sample data.",
        icon: "rocket",
      },
      {
        title: "Measured results",
        description:
          "Accuracy, error types and edge cases reported against a test set agreed in advance, so success is not a matter of opinion.",
        icon: "chart-column",
      },
      {
        title: "Cost and speed estimates",
        description:
          "Expected model, hosting and maintenance costs in CAD at your real volumes, along with response times users would experience.",
        icon: "circle-dollar-sign",
      },
      {
        title: "Privacy review",
        description:
          "A short assessment of personal information handling under PIPEDA and, where relevant, Quebec's Law 25, with your data hosted in Canadian data centres.",
        icon: "shield-check",
      },
      {
        title: "Go or no-go recommendation",
        description:
          "A written recommendation with the reasoning behind it, including the changes that would be needed if the result falls short.",
        icon: "flag",
      },
      {
        title: "Code and documentation you own",
        description:
          "All code, prompts, test sets and documentation are handed over, so you can continue with us, another team or in-house developers.",
        icon: "file-text",
      },
    ],
  },
  process: {
    title: { text: "From idea to", accent: "evidence to product" },
    description:
      "A proof of concept takes six weeks and is fixed in scope; most MVPs are live 4 to 8 weeks after the go decision.",
    steps: [
      {
        title: "Frame the question",
        description:
          "We define the task, the users, the success threshold and the test set in writing before any code is written.",
      },
      {
        title: "Gather and prepare data",
        description:
          "We collect representative examples, remove or mask personal information where possible, and set aside the data used for testing.",
      },
      {
        title: "Build the prototype",
        description:
          "We try more than one approach, from prompting a hosted model to retrieval or fine-tuning, and keep the one that performs best on your data.",
      },
      {
        title: "Measure and decide",
        description:
          "We present results against the agreed threshold, walk through failures with your team and make a go or no-go recommendation.",
      },
      {
        title: "Build the MVP",
        description:
          "On a go, we add the interface, authentication, integrations, monitoring and Canadian hosting needed for a first group of real users.",
      },
      {
        title: "Launch and learn",
        description:
          "We release to pilot users, track quality and usage, and plan the next iteration from what people actually do with it.",
      },
    ],
  },
  showcase: {
    title: { text: "Ideas we have", accent: "put to the test" },
    description:
      "Proofs of concept and MVPs for Canadian businesses, including one where the honest answer was not yet.",
    items: ["ai-poc-harbourline-email-triage", "ai-poc-grand-river-millwork-quotes", "healthtrack"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "What is the difference between an AI proof of concept and an MVP?",
      answer:
        "A proof of concept tests whether AI can do a specific task well enough on your data, and its output is a prototype plus a measured result. An MVP is the first version real users rely on, with sign-in, a proper interface, integrations, monitoring and secure hosting. We recommend a proof of concept first whenever the data or the task is uncertain.",
    },
    {
      question: "What happens if the proof of concept does not work?",
      answer:
        "You get a clear explanation of why, backed by the test results, and what would have to change, such as more labelled data or a narrower task. That is a useful outcome: it costs a fraction of a failed production build. You are under no obligation to continue to an MVP with us.",
    },
    {
      question: "What do we need to provide?",
      answer:
        "A person who knows the process well and can spare a few hours a week, plus access to representative examples of the data involved, such as emails, documents or records. We help you decide what can be shared safely and sign a confidentiality agreement before anything changes hands.",
    },
    {
      question: "Who owns the code and the results?",
      answer:
        "You do. Code, prompts, test sets, evaluation reports and documentation are assigned to you on final payment. We only reuse general techniques and our own internal libraries, never your data or business logic.",
    },
    {
      question: "How long does it take and what does it cost?",
      answer: `Our fixed-scope proof of concept starts at $14,500 CAD, and most MVPs land between $45,000 and $90,000 CAD depending on integrations and users. The proof of concept takes six weeks, the MVP usually another 4 to 8, so most engagements run 10 to 14 weeks from kickoff to launch. All prices are plus applicable taxes (GST/HST, plus QST in Quebec). You get ${fixedQuote}.`,
    },
    {
      question: "Can this work count toward SR&ED or IRAP funding?",
      answer:
        "Proofs of concept that tackle genuine technical uncertainty are often the kind of work these programs look at, and we keep records of hypotheses, experiments and results that support a claim. We are not tax or grant advisers, so we recommend confirming eligibility with your accountant or an NRC IRAP industrial technology advisor before work starts.",
    },
  ],
  sections: [
    {
      type: "packages",
      title: { text: "Fixed-scope", accent: "AI packages" },
      description:
        "Clear deliverables and prices in CAD, plus applicable taxes (GST/HST, plus QST in Quebec). Each package can be the last step or lead into the next.",
      items: [
        {
          title: "AI Discovery Workshop",
          price: "$3,500 CAD",
          description:
            "Two working sessions with your team to identify, score and prioritize AI opportunities before you spend on a build.",
          features: [
            "Two half-day workshops, in person in the Greater Toronto Area or online",
            "Scored shortlist of AI use cases",
            "Data readiness check for the top candidates",
            "Written recommendation with budget ranges in CAD",
          ],
          cta: { label: "Book a workshop", to: "/contact-us" },
        },
        {
          title: "AI Proof of Concept",
          price: "$14,500 CAD",
          description:
            "A working prototype on your data in six weeks, measured against success criteria agreed before we start.",
          features: [
            "One clearly defined AI task",
            "Prototype tested on your real data",
            "Evaluation report with accuracy and error analysis",
            "Cost and response-time estimates at your volumes",
            "Privacy review covering PIPEDA and data residency",
            "Go or no-go recommendation",
          ],
          cta: { label: "Start a proof of concept", to: "/contact-us" },
          featured: true,
        },
        {
          title: "AI MVP",
          price: "From $45,000 CAD",
          description:
            "A first production version for real users, typically delivered 4 to 8 weeks after the go decision.",
          features: [
            "User interface and secure sign-in",
            "Integration with one or two of your existing systems",
            "Hosting in Canadian data centres",
            "Quality, cost and usage monitoring",
            "Pilot launch with your first users",
            "30 days of post-launch support",
          ],
          cta: { label: "Plan your MVP", to: "/contact-us" },
        },
      ],
    },
    {
      type: "case-studies",
      title: { text: "Proofs of concept", accent: "and what came next" },
      description: "Real decisions made on measured results, including a no-go.",
      items: [
        {
          title: "Claims email triage for a brokerage",
          client: "Harbourline Insurance, Halifax",
          results: [
            "Proof of concept sorted 91% of 1,200 test emails into the correct queue",
            "MVP cut average triage time from 6 hours to 40 minutes",
            "Urgent claims now reach an adjuster the same morning",
          ],
          technologies: ["Azure OpenAI Service", "Microsoft 365", "PostgreSQL"],
          cta: { label: "Discuss a similar project", to: "/contact-us" },
        },
        {
          title: "Quote drafting from customer drawings",
          client: "Grand River Millwork, Kitchener",
          results: [
            "Draft quotes within 8% of the estimator's final price on 84% of test jobs",
            "Quote turnaround reduced from 3 business days to 1",
            "Estimators review and adjust every draft before it is sent",
          ],
          technologies: ["Anthropic Claude", "Python", "React"],
          cta: { label: "See more of our work", to: "/portfolio" },
        },
        {
          title: "Demand forecasting for a grocery co-operative",
          client: "Northern Harvest Co-op, Thunder Bay",
          results: [
            "Model beat the existing spreadsheet forecast on only 2 of 9 product groups",
            "Co-op chose to fix point-of-sale data collection before any build",
            "Avoided an estimated $80,000 CAD spend on a system that would have underperformed",
          ],
          technologies: ["Python", "scikit-learn", "PostgreSQL"],
          cta: { label: "Test your idea with us", to: "/contact-us" },
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Why start with", accent: "a proof of concept" },
      items: [
        "You commit a small, fixed budget before deciding on a larger one.",
        "Decisions rest on measured results from your own data, not on vendor demos.",
        "Data gaps and privacy issues surface early, when they are cheap to fix.",
        "Leadership, boards and investors see a working prototype and real numbers.",
        "The test set and code carry straight into the MVP, so no work is thrown away.",
      ],
    },
  ],
  cta: {
    title: { text: "Have an AI idea", accent: "worth testing" },
    description:
      "Describe the task you want AI to handle, and we will tell you whether a proof of concept makes sense and what it would cost.",
    button: "Start the conversation",
  },
  closing: `Send us a few lines on the problem you hope AI can solve and the data you already hold. Within ${site.responseTime} you get candid advice on a first experiment, a rough budget and a timeline.`,
} satisfies ServiceInput;
