import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "content-prairie-ridge-home-energy",
    client: "Prairie Ridge Home Energy",
    sector: "Home renovation",
    location: "Winnipeg, Manitoba",
    headline: "+142% organic leads",
    summary:
      "A rebate guide and a steady article calendar turned a Winnipeg heat pump installer's blog into its largest source of organic leads.",
    services: ["digital-marketing/content-marketing", "digital-marketing/seo"],
    image: {
      scene: "browser",
      alt: "Illustration of a guide to heat pump rebates in Manitoba and Saskatchewan",
    },
    problem: [
      "Prairie Ridge installs heat pumps, insulation and windows across southern Manitoba and eastern Saskatchewan. Homeowners called with the same questions every week about rebates, cold-climate performance and running costs, but the website answered none of them.",
      "The company's blog held six posts written in a single month two years earlier. Almost all enquiries came from referrals and home shows, so the sales team had long quiet stretches between January and March.",
    ],
    approach: [
      {
        title: "Questions from the sales floor",
        description:
          "We listened to recorded estimate calls and interviewed two senior installers to list the 40 questions homeowners ask most before they book an assessment.",
      },
      {
        title: "A rebate guide for two provinces",
        description:
          "We wrote a long-form guide to heat pump rebates and financing in Manitoba and Saskatchewan, with a checklist of the paperwork each program asks for, and set a quarterly review date to keep it accurate.",
      },
      {
        title: "Three articles a month",
        description:
          "Each month we published three articles on topics such as backup heat at minus 35 degrees and ductless versus ducted systems, each ending with a link to book an in-home assessment.",
      },
      {
        title: "Lead tracking by article",
        description:
          "We tagged the assessment form so every enquiry records the first article the visitor read, and reported the results to the owners each month.",
      },
    ],
    results: [
      { value: "142%", label: "more organic leads after 12 months of publishing" },
      { value: "36", label: "articles and guides published in the first year" },
      { value: "29%", label: "of new leads first landed on the rebate guide" },
    ],
    technologies: ["WordPress", "Google Search Console", "Google Analytics 4", "Ahrefs"],
    duration: "Ongoing since 2023",
    quote: {
      text: "Our estimators used to explain rebates on every single call. Now most homeowners have read the guide before we arrive, and they book the assessment ready to talk about equipment.",
      name: "Curtis Fehr",
      role: "Owner, Prairie Ridge Home Energy",
    },
  },
  {
    slug: "content-halyard-legal-services",
    client: "Halyard Legal Services",
    sector: "Law firm",
    location: "Mississauga, Ontario",
    headline: "3x consultation requests",
    summary:
      "A downloadable guide for Ontario employers and monthly articles on workplace rules tripled consultation requests for a Mississauga employment law firm.",
    services: ["digital-marketing/content-marketing", "digital-marketing/email-marketing"],
    image: {
      scene: "print",
      alt: "Illustration of a downloadable employment law guide for Ontario employers",
    },
    problem: [
      "Halyard advises small and mid-sized Ontario employers on terminations, workplace policies and Employment Standards Act obligations. Its website described the practice areas in general terms and gave business owners little reason to get in touch before a problem became urgent.",
      "The partners wanted to reach employers earlier, when they are writing policies rather than defending a claim. Any content also had to respect the Law Society of Ontario's rules on marketing legal services and avoid reading as legal advice.",
    ],
    approach: [
      {
        title: "Topics chosen by the lawyers",
        description:
          "We ran a workshop with the two partners to list the questions employers raise in first consultations, from written policies on disconnecting from work to electronic monitoring.",
      },
      {
        title: "A practical employer guide",
        description:
          "We wrote a 24-page guide to Ontario employment obligations for businesses with 10 to 100 staff, offered as a download in exchange for a CASL-compliant sign-up.",
      },
      {
        title: "Articles reviewed by counsel",
        description:
          "We published two articles a month, each reviewed by a partner for accuracy and for wording that informs readers without giving advice on their specific situation.",
      },
      {
        title: "Follow-up by email",
        description:
          "Guide subscribers received a short four-part email series explaining when a policy review is worth booking and what the first consultation involves.",
      },
    ],
    results: [
      { value: "3x", label: "consultation requests from employers per month" },
      { value: "1,150", label: "guide downloads with recorded CASL consent" },
      { value: "41%", label: "of new matters came from readers of the guide or articles" },
    ],
    technologies: ["WordPress", "Mailchimp", "Google Analytics 4", "Calendly"],
    duration: "10-month engagement",
    quote: {
      text: "The guide does the first half of the conversation for us. Employers now call to review their policies before something goes wrong, which is exactly the work we wanted more of.",
      name: "Rebecca Oyelaran",
      role: "Managing Partner, Halyard Legal Services",
    },
  },
  {
    slug: "content-northwind-farm-supply",
    client: "Northwind Farm Supply",
    sector: "Agricultural retail",
    location: "Lethbridge, Alberta",
    headline: "+88% blog traffic",
    summary:
      "Seasonal maintenance articles written for phones nearly doubled blog traffic for a southern Alberta farm supply retailer and filled its spring service bookings.",
    services: ["digital-marketing/content-marketing", "digital-marketing/smm"],
    image: {
      scene: "phone",
      alt: "Illustration of a mobile article about seasonal equipment maintenance for farmers",
    },
    problem: [
      "Northwind sells parts, fencing, feed and small equipment to farms and acreages around Lethbridge, and runs a service shop for tractors and mowers. The shop was overbooked in April and idle in February, because customers only thought about maintenance when a machine broke down.",
      "The store's blog mostly repeated supplier press releases. Most of its readers arrived on phones from the yard or the cab, and the long, image-heavy pages loaded slowly on rural connections.",
    ],
    approach: [
      {
        title: "A calendar built on the farm year",
        description:
          "We planned topics around calving, seeding, haying and harvest, so each article arrives a few weeks before the work it prepares for.",
      },
      {
        title: "Interviews with the service shop",
        description:
          "Short calls with the shop foreman gave each article real checklists, part numbers and the mistakes he sees most often on equipment that comes in.",
      },
      {
        title: "Written for a phone in the yard",
        description:
          "Articles use short sections, numbered checklists and compressed images, and each ends with a link to book a pre-season service slot.",
      },
      {
        title: "Shared where customers already are",
        description:
          "Each article became a Facebook post and a section of the monthly newsletter, so regular customers saw it without searching.",
      },
    ],
    results: [
      { value: "88%", label: "more blog traffic year over year" },
      { value: "2.1x", label: "pre-season service bookings made in February and March" },
      { value: "< 2 s", label: "article load time on a rural mobile connection" },
    ],
    technologies: ["Shopify", "Google Analytics 4", "Meta Business Suite", "Mailchimp"],
    duration: "Ongoing since 2022",
  },
] satisfies CaseStudyInput[];
