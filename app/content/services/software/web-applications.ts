import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "software",
  slug: "web-applications",
  name: "Web Applications",
  meta: {
    title: "Custom Web Application Development in Canada",
    description:
      "Custom web applications for Canadian businesses: portals, dashboards and internal tools built for PIPEDA, AODA and Canadian data residency.",
  },
  hero: {
    title: { text: "Web applications that run", accent: "the way your business works" },
    description:
      "We design and build custom web applications for Canadian companies that have outgrown spreadsheets and off-the-shelf tools. Client portals, booking systems, internal dashboards and operations software, delivered in planned releases.",
    showCTA: true,
    image: {
      scene: "browser",
      alt: "Illustration of a browser window showing a custom business application with forms and a data table",
    },
  },
  intro: {
    title: { text: "Software shaped around", accent: "your processes, not the other way around" },
    paragraphs: [
      "Most growing businesses reach a point where the tools they started with no longer fit. Data lives in five places, staff re-key the same order into three systems, and nobody trusts the numbers at month end. A well-built web application brings that work into one place that everyone can reach from a browser.",
      `We start with how your team actually works, then build the smallest useful version first and extend it in releases. A first production release typically takes 8 to 16 weeks, and we host your application and its data in Canadian data centres.`,
    ],
    image: {
      scene: "dashboard",
      alt: "Illustration of an operations dashboard combining orders, schedules and team tasks in one view",
    },
  },
  features: {
    title: { text: "What we build", accent: "into every application" },
    description:
      "The groundwork that keeps an application secure, usable and easy to extend long after launch.",
    items: [
      {
        title: "Role-based access",
        description:
          "Staff, managers, clients and contractors each see only what they need. Permissions are set per role and changes are logged.",
        icon: "key-round",
      },
      {
        title: "Client and partner portals",
        description:
          "Give customers a secure place to submit requests, upload documents, approve quotes and pay invoices without another round of email.",
        icon: "users",
      },
      {
        title: "Dashboards and reporting",
        description:
          "Live views of jobs, sales, inventory or caseloads, with exports your accountant can open and filters your managers will actually use.",
        icon: "layout-dashboard",
      },
      {
        title: "Workflow automation",
        description:
          "Approvals, reminders, status changes and hand-offs happen automatically, so fewer tasks fall between the cracks.",
        icon: "workflow",
      },
      {
        title: "Privacy by design",
        description:
          "We build with PIPEDA and Quebec's Law 25 in mind: consent records, data retention rules, audit trails and encrypted storage.",
        icon: "shield-check",
      },
      {
        title: "Accessible, bilingual interfaces",
        description:
          "Interfaces are built to WCAG 2.2 AA, beyond the WCAG 2.0 AA that the AODA requires, and English and French versions can be managed from the same codebase.",
        icon: "accessibility",
      },
    ],
  },
  process: {
    title: { text: "How a web application", accent: "comes together" },
    description: "A clear path from first conversation to a live system your team relies on.",
    steps: [
      {
        title: "Discovery workshop",
        description:
          "We map your current process, the people involved and the data they touch, then agree on what the first release must do.",
      },
      {
        title: "Prototype and scope",
        description:
          "Clickable screens let your team test the flow before any code is written, and the scope is settled before the build begins.",
      },
      {
        title: "Build in sprints",
        description:
          "We ship working software every two weeks to a staging site, so you see progress and can adjust priorities as you learn.",
      },
      {
        title: "Test and migrate",
        description:
          "Automated tests, accessibility checks and a rehearsed data migration from your spreadsheets or legacy system come before go-live.",
      },
      {
        title: "Launch and support",
        description:
          "We launch with training for your staff, then monitor, fix and extend the application under a support plan that suits you.",
      },
    ],
  },
  showcase: {
    title: { text: "Web applications", accent: "in daily use" },
    description: "A few examples of the systems we have built for Canadian organizations.",
    items: [
      "webapp-fraser-valley-property-portal",
      "webapp-laurentian-freight-dispatch",
      "techcorp",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How much does a custom web application cost?",
      answer: `It depends on the number of user roles, integrations and screens. Most first releases land between $30,000 and $120,000 CAD, and you get ${fixedQuote}, so there are no surprises.`,
    },
    {
      question: "How long does it take to build?",
      answer: `A focused first release usually takes 8 to 16 weeks. Larger systems are delivered in stages, so your team starts using the most valuable parts early instead of waiting for everything.`,
    },
    {
      question: "Can our data stay in Canada?",
      answer:
        "Yes. We host the application and its database in Canadian data centres, in Canadian cloud regions such as AWS Canada (Central) or Azure Canada Central. This often matters for healthcare, legal, financial and public-sector work.",
    },
    {
      question: "Who owns the code when the project is finished?",
      answer:
        "You do. The source code, designs and documentation are transferred to you, and the repository lives in an account you control. We use open, widely known technologies so another team could take over if you ever need them to.",
    },
    {
      question: "Can you replace our existing system without disrupting operations?",
      answer:
        "Usually yes. We migrate data in rehearsed stages and can run the new application alongside the old one for a short period. Cut-over is planned for a quiet window and your staff are trained beforehand.",
    },
  ],
  sections: [
    {
      type: "technologies",
      title: { text: "Technologies", accent: "we build with" },
      description:
        "Proven, well-supported tools chosen for long-term maintainability rather than novelty.",
      groups: [
        {
          name: "Front end",
          items: ["React", "TypeScript", "React Router", "Next.js", "Tailwind CSS"],
        },
        { name: "Back end", items: ["Node.js", "Python", "Django", "NestJS", ".NET"] },
        { name: "Data", items: ["PostgreSQL", "MySQL", "Redis", "Elasticsearch"] },
        {
          name: "Cloud",
          items: [
            "AWS Canada (Central)",
            "Microsoft Azure Canada",
            "Google Cloud Montréal",
            "Docker",
            "GitHub Actions",
          ],
        },
      ],
    },
    {
      type: "industries",
      title: { text: "Industries", accent: "we serve" },
      description:
        "Custom applications fit wherever a business runs on a process that is unique to it.",
      items: [
        {
          title: "Professional services",
          description:
            "Client intake, document collection and matter tracking for accounting, legal and consulting firms.",
          icon: "briefcase",
        },
        {
          title: "Healthcare and clinics",
          description:
            "Scheduling, intake forms and reporting built with provincial health privacy rules in mind.",
          icon: "stethoscope",
        },
        {
          title: "Logistics and trades",
          description:
            "Dispatch, job tracking and field reporting for transport companies, contractors and service crews.",
          icon: "truck",
        },
        {
          title: "Manufacturing",
          description:
            "Production planning, quality checks and inventory views that connect the shop floor to the office.",
          icon: "factory",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "Why a custom application", accent: "pays off" },
      items: [
        "Your staff stop re-entering the same information in several tools and spend that time on clients.",
        "You own the software outright, with no per-seat licence fees that grow as your team grows.",
        "Managers get accurate, current numbers without waiting for someone to assemble a spreadsheet.",
        "The system adapts as your business changes, instead of forcing your process into someone else's product.",
      ],
    },
  ],
  cta: {
    title: { text: "Ready to replace the spreadsheets", accent: "with something better?" },
    description: `Tell us how your team works today and we will outline what a first release could look like, followed by ${fixedQuote}.`,
    button: "Book a discovery call",
  },
  closing: `Send us the spreadsheets, forms or manual steps you want to replace. Within ${site.responseTime} we reply with honest advice on a custom tool, a rough budget and a timeline for the first release.`,
} satisfies ServiceInput;
