import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "ai-poc-harbourline-email-triage",
    client: "Harbourline Insurance",
    sector: "Insurance brokerage",
    location: "Halifax, Nova Scotia",
    headline: "Triage time down from 6 hours to 40 minutes",
    summary:
      "A proof of concept, then an MVP, that sorts a Halifax brokerage's claims inbox into queues so urgent losses reach an adjuster the same morning.",
    services: ["artificial-intelligence/ai-poc-ai-mvp", "software/api-integration"],
    image: {
      scene: "mail",
      alt: "Illustration of an inbox where incoming claims emails are sorted into labelled queues",
    },
    problem: [
      "Harbourline Insurance receives about 350 emails a day in its shared claims inbox, from first notices of loss to renewal questions and adjuster updates. Two customer service staff spent most of each morning reading and forwarding them by hand.",
      "On busy days a burst pipe or a car accident could sit unread until the afternoon. The brokerage wanted to know whether AI could sort the inbox reliably before committing to a larger system, and whether it could do so without sending clients' personal information outside Canada.",
    ],
    approach: [
      {
        title: "A pass mark agreed in writing",
        description:
          "Before any code, we agreed the queues, the definition of urgent and a target of 90% correct routing on a held-back test set.",
      },
      {
        title: "1,200 past emails, masked",
        description:
          "We drew 1,200 historical emails across every queue, masked names, policy numbers and addresses, and had the claims manager confirm the correct queue for each.",
      },
      {
        title: "Prototype measured against the target",
        description:
          "By the end of the six-week proof of concept, the best approach sorted 91% of the test emails correctly and never marked a genuine emergency as routine, clearing the bar for a go decision.",
      },
      {
        title: "MVP inside Microsoft 365",
        description:
          "The MVP labels and moves messages in the shared Outlook mailbox, sends anything below its confidence threshold to a person, and runs in Azure's Canadian regions.",
      },
    ],
    results: [
      { value: "91%", label: "of 1,200 test emails sorted into the correct queue" },
      { value: "40 min", label: "average triage time each day, down from 6 hours" },
      { value: "Same morning", label: "for urgent claims to reach an adjuster" },
    ],
    technologies: ["Azure OpenAI Service", "Microsoft 365", "Microsoft Graph API", "PostgreSQL"],
    duration: "10 weeks",
    quote: {
      text: "The proof of concept gave us a number we could take to the partners before spending real money. Now the inbox is sorted before the coffee is, and anything the system is unsure about still comes to one of us.",
      name: "Siobhan Doyle",
      role: "Claims Manager, Harbourline Insurance",
    },
  },
  {
    slug: "ai-poc-grand-river-millwork-quotes",
    client: "Grand River Millwork",
    sector: "Custom millwork manufacturer",
    location: "Kitchener, Ontario",
    headline: "Quote turnaround cut from 3 days to 1",
    summary:
      "A quote-drafting tool that reads customer drawings for a Kitchener millwork shop and prices them from its rate sheet, with an estimator checking every draft.",
    services: ["artificial-intelligence/ai-poc-ai-mvp", "software/web-applications"],
    image: {
      scene: "print",
      alt: "Illustration of a drafted cabinetry quote with line items produced from customer drawings",
    },
    problem: [
      "Grand River Millwork builds kitchens, vanities and built-ins for contractors and homeowners across Waterloo Region. Its two estimators turned each set of drawings into a priced quote by hand, and in the spring rush the wait stretched to three business days.",
      "Contractors often went with whichever shop answered first. The owners wanted to know whether AI could take on the first draft without putting prices in front of customers that nobody had checked.",
    ],
    approach: [
      {
        title: "Frame the task narrowly",
        description:
          "We limited the model's job to reading drawings and listing cabinets, dimensions, materials and hardware, and kept all pricing in the shop's own rate sheet.",
      },
      {
        title: "Test on past jobs",
        description:
          "We used 400 completed jobs with their drawings and final quotes, holding back 100 to measure how close the drafts came to the estimators' prices.",
      },
      {
        title: "Go decision on the numbers",
        description:
          "At the end of the six-week proof of concept, drafts landed within 8% of the final price on 84% of the test jobs, and most misses involved curved or angled units, which the estimators still price by hand.",
      },
      {
        title: "An estimator review screen",
        description:
          "The MVP shows each line item next to the part of the drawing it came from, so estimators can adjust quantities and finishes before exporting the quote.",
      },
    ],
    results: [
      { value: "1 day", label: "quote turnaround, down from 3 business days" },
      { value: "84%", label: "of test jobs drafted within 8% of the estimator's final price" },
      { value: "100%", label: "of drafts reviewed by an estimator before they are sent" },
    ],
    technologies: ["Anthropic Claude", "Python", "React"],
    duration: "12 weeks",
  },
] satisfies CaseStudyInput[];
