import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "mvp-tutorloop-booking",
    client: "Tutorloop",
    sector: "Edtech",
    location: "Hamilton, Ontario",
    headline: "400 paid sessions in the first 8 weeks",
    summary:
      "A tutor booking app with screened tutors, live availability and payment at booking sold 400 paid sessions to Hamilton families in its first 8 weeks.",
    services: ["software/mvp-solutions", "software/mobile-applications"],
    image: {
      scene: "phone",
      alt: "Illustration of a tutoring booking app showing available tutors and session times",
    },
    problem: [
      "Tutorloop's founder, a former high school math teacher, saw parents in Hamilton and Burlington hunting for tutors through community boards and group chats, with no way to check a tutor's background or availability before messaging. Tutors, mostly university students, lost hours to back-and-forth scheduling.",
      "She had savings for one serious attempt and needed to know whether parents would pay through an app before leaving her teaching job or raising money. A full platform with messaging, group classes and a tutor marketplace would have taken most of that budget before a single parent had paid.",
    ],
    approach: [
      {
        title: "One hypothesis",
        description:
          "We agreed to test a single question: would parents book and prepay a one-hour session with a screened tutor they had never met, if they could see reviews and open times.",
      },
      {
        title: "Prototype in front of parents",
        description:
          "A clickable prototype went to eight parents and six tutors in the first two weeks, and their reactions led us to drop messaging from the first release in favour of a booking note.",
      },
      {
        title: "Booking and payment only",
        description:
          "Parents pick a subject, grade and time, pay by card when they book, and tutors are paid out weekly through Stripe Connect minus the platform fee.",
      },
      {
        title: "Trust built into onboarding",
        description:
          "Tutors upload a police vulnerable sector check and two references, which the founder reviews before their profile goes live.",
      },
      {
        title: "Measured from launch",
        description:
          "Sign-ups, first bookings and repeat bookings were tracked from the first day, with consent handled in line with PIPEDA and parents' accounts used for anyone under 18.",
      },
    ],
    results: [
      { value: "400", label: "paid sessions booked in the first 8 weeks" },
      { value: "58", label: "screened tutors live on the platform" },
      { value: "46%", label: "of families booked a second session within a month" },
    ],
    technologies: ["React Native", "Expo", "Node.js", "PostgreSQL", "Stripe Connect"],
    duration: "8 weeks",
    quote: {
      text: "I expected to learn whether parents would pay. I also learned they did not want to chat with tutors first, they wanted to see a time slot and book it, and that changed our whole roadmap.",
      name: "Nadia Rahimi",
      role: "Founder, Tutorloop",
    },
  },
  {
    slug: "mvp-cratewise-surplus-marketplace",
    client: "Cratewise",
    sector: "Food surplus marketplace",
    location: "Winnipeg, Manitoba",
    headline: "60 restaurants signed in Winnipeg pilot",
    summary:
      "A web marketplace for end-of-day surplus food boxes signed 60 Winnipeg restaurants and bakeries in its pilot and sold 2,900 boxes in three months.",
    services: ["software/mvp-solutions", "software/web-applications"],
    image: {
      scene: "cart",
      alt: "Illustration of a marketplace listing discounted surplus food boxes from local restaurants",
    },
    problem: [
      "Cratewise's two founders had worked in Winnipeg kitchens and watched good food go into the bin at closing. Their idea was simple: let restaurants list surprise boxes of surplus food at a discount for pickup in the last hour of service.",
      "The risk was on both sides of the market. Restaurants would only join if listing took under a minute during a busy close, and buyers would only return if boxes were worth the money and ready when they arrived.",
    ],
    approach: [
      {
        title: "Testing the restaurant side first",
        description:
          "Before writing code, the founders walked a paper prototype through 15 kitchens, which showed that listing had to happen from a phone in three taps.",
      },
      {
        title: "A mobile web app, not two native apps",
        description:
          "We built a single mobile web app for buyers and restaurants to keep the budget focused, with no app store review standing between a change and the pilot.",
      },
      {
        title: "Prepaid pickups",
        description:
          "Buyers pay when they reserve, receive a pickup code by text, and restaurants are paid out weekly, with GST and Manitoba's PST shown on every receipt.",
      },
      {
        title: "A neighbourhood pilot",
        description:
          "Launch was limited to the Exchange District, Osborne Village and St. Boniface, so the founders could visit every restaurant and hear about problems in person.",
      },
    ],
    results: [
      { value: "60", label: "restaurants and bakeries signed during the pilot" },
      { value: "2,900", label: "surplus boxes sold in the first three months" },
      { value: "4 t", label: "of food kept out of the landfill during the pilot" },
    ],
    technologies: ["Next.js", "TypeScript", "PostgreSQL", "Stripe Connect", "Twilio"],
    duration: "9 weeks",
  },
  {
    slug: "mvp-claimready-contractor-invoicing",
    client: "Claimready",
    sector: "Construction fintech",
    location: "Vaughan, Ontario",
    headline: "Seed round closed after pilot",
    summary:
      "An invoicing MVP for progress claims and holdbacks under Ontario's Construction Act ran a 14-contractor pilot that helped its founders close a $1.2M seed round.",
    services: ["software/mvp-solutions", "software/api-integration"],
    image: {
      scene: "dashboard",
      alt: "Illustration of a contractor invoicing dashboard tracking progress claims and holdbacks",
    },
    problem: [
      "Claimready's founders, a construction lawyer and a former site superintendent, saw trade contractors lose money to late, disputed and incomplete progress claims. Ontario's prompt payment rules give owners firm deadlines once a proper invoice is delivered, but many subcontractors still built claims in spreadsheets and missed the details that start the clock.",
      "Investors liked the idea but wanted proof that contractors would change how they invoiced. The founders needed a working product in contractors' hands within a quarter.",
    ],
    approach: [
      {
        title: "Cutting to the riskiest step",
        description:
          "The scope workshop reduced a long wish list to one workflow: building a proper invoice from a schedule of values, tracking the 10% holdback and counting down the payment deadline.",
      },
      {
        title: "Prototype with real claims",
        description:
          "Six contractors rebuilt a recent progress claim in the clickable prototype, which exposed how change orders and retained holdback needed to appear on the invoice.",
      },
      {
        title: "Core product with accounting sync",
        description:
          "Approved claims export to QuickBooks Online and Sage 50 with HST applied, so pilot users did not have to give up the books their accountants relied on.",
      },
      {
        title: "Pilot data investors could check",
        description:
          "We instrumented claim creation, submission and payment dates so the founders could show actual days to payment in their pitch, and prepared architecture notes for due diligence.",
      },
    ],
    results: [
      { value: "$1.2M", label: "seed round closed four months after the pilot" },
      { value: "14", label: "general and trade contractors in the pilot" },
      { value: "$3.6M", label: "in progress claims issued through the product" },
    ],
    technologies: ["React", "TypeScript", "NestJS", "PostgreSQL", "QuickBooks Online API"],
    duration: "10 weeks",
    quote: {
      text: "Investors had heard the prompt payment pitch before. What moved them was a dashboard showing fourteen contractors' real claims and how many days each one waited to be paid.",
      name: "Ravi Chandrasekaran",
      role: "Co-founder, Claimready",
    },
  },
] satisfies CaseStudyInput[];
