import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "chatbot-lakeshore-physiotherapy",
    client: "Lakeshore Physiotherapy",
    sector: "Physiotherapy clinics",
    location: "Oakville, Ontario",
    headline: "41% of booking requests handled without staff",
    summary:
      "A booking assistant for three Oakville and Burlington physiotherapy clinics that books, moves and cancels visits at any hour, without touching health details.",
    services: ["artificial-intelligence/ai-chatbots", "software/api-integration"],
    image: {
      scene: "phone",
      alt: "Illustration of a phone showing a clinic chatbot offering open appointment times",
    },
    problem: [
      "Lakeshore Physiotherapy runs three clinics, and the front desk at each one spent most mornings on the phone moving appointments. Requests left through the website form in the evening waited until the next day, and by then many patients had booked somewhere else.",
      "The owners wanted patients to book and reschedule on their own. They were firm about one thing: the assistant could not ask about symptoms, give treatment advice or keep anything that counts as personal health information under PHIPA.",
    ],
    approach: [
      {
        title: "Six weeks of requests, sorted",
        description:
          "We reviewed call notes and web form submissions from all three clinics and found that booking, rescheduling and cancellation made up almost two thirds of the volume.",
      },
      {
        title: "Live availability from Cliniko",
        description:
          "The assistant reads open slots for each physiotherapist and treatment type through the Cliniko API, then books the visit directly in the clinic's schedule.",
      },
      {
        title: "A narrow scope by design",
        description:
          "It collects only a name, phone number and email, declines any clinical question, and passes the chat to the front desk when a patient asks for a person or mentions an injury.",
      },
      {
        title: "Testing with the front desk",
        description:
          "Reception staff at each clinic ran 200 real booking scenarios in English and French before launch, including cancellations inside the 24-hour fee window.",
      },
    ],
    results: [
      { value: "41%", label: "of booking requests completed without staff" },
      { value: "29%", label: "of bookings now made outside clinic hours" },
      { value: "3.5 h", label: "of front-desk phone time freed across the clinics each day" },
    ],
    technologies: ["Azure OpenAI Service", "Cliniko API", "Node.js", "PostgreSQL"],
    duration: "7 weeks",
    quote: {
      text: "Our front desk used to start every day with a dozen voicemails about moving appointments. Now most of those are sorted before we unlock the door, and the bot stays out of anything clinical.",
      name: "Marisol Ferreira",
      role: "Clinic Director, Lakeshore Physiotherapy",
    },
  },
  {
    slug: "chatbot-prairie-line-equipment",
    client: "Prairie Line Equipment",
    sector: "Farm equipment dealer",
    location: "Brandon, Manitoba",
    headline: "After-hours parts enquiries answered in under a minute",
    summary:
      "A parts chatbot for a four-branch Manitoba farm equipment dealer that finds part numbers, checks stock and holds parts for pickup after the counter closes.",
    services: ["artificial-intelligence/ai-chatbots", "software/api-integration"],
    image: {
      scene: "browser",
      alt: "Illustration of a dealer website with a chatbot looking up a tractor part number",
    },
    problem: [
      "During seeding and harvest, Prairie Line's customers work until dark, but the parts counters at its four branches close at 6 pm. Producers with a broken machine left voicemails or called other dealers, and staff started the next morning returning calls instead of serving the people at the counter.",
      "Finding the right part is not simple. The catalogue holds more than 40,000 part numbers, many of them replaced by newer numbers, and the correct one depends on the machine's model and serial range.",
    ],
    approach: [
      {
        title: "Catalogue and supersessions indexed",
        description:
          "We loaded the parts catalogue, supersession tables and exploded-view descriptions into a searchable index that the assistant checks before it answers.",
      },
      {
        title: "Stock from the dealer system",
        description:
          "A nightly export from the dealer management system, refreshed again at opening, tells the bot which branch has the part and how many are on the shelf.",
      },
      {
        title: "Hold for pickup, confirmed by text",
        description:
          "Customers can reserve an in-stock part at their nearest branch, and receive a text message with the part number and pickup time once the counter opens.",
      },
      {
        title: "Hand-off when it is not sure",
        description:
          "If the model and serial do not narrow the part down to one match, the bot says so and sends the parts counter a ticket with the machine details and photos.",
      },
    ],
    results: [
      { value: "< 1 min", label: "median reply time to after-hours parts enquiries" },
      { value: "1,900", label: "after-hours enquiries answered in the first harvest season" },
      { value: "46%", label: "of after-hours enquiries ending with a part held for pickup" },
    ],
    technologies: ["Anthropic Claude", "Python", "PostgreSQL with pgvector", "Twilio SMS"],
    duration: "8 weeks",
  },
  {
    slug: "chatbot-rideau-residential",
    client: "Rideau Residential",
    sector: "Property management",
    location: "Ottawa, Ontario",
    headline: "35% fewer maintenance calls to the office",
    summary:
      "A bilingual tenant assistant for an Ottawa property manager that logs maintenance requests, answers building questions and sends emergencies straight to staff.",
    services: ["artificial-intelligence/ai-chatbots", "software/api-integration"],
    image: {
      scene: "dashboard",
      alt: "Illustration of a dashboard listing tenant conversations resolved by the bot or handed to staff",
    },
    problem: [
      "Rideau Residential manages about 1,400 units in 22 buildings across Ottawa and Gatineau. Its office phones rang all day with dripping taps, parking permits and garbage schedules, and the after-hours emergency line was often used for problems that could wait until morning.",
      "Tenants write in English and French, and many only contact the office after work. The company needed every request to reach its work order system with the unit number and details filled in, instead of on a sticky note.",
    ],
    approach: [
      {
        title: "Tenant handbook as the source",
        description:
          "We rebuilt the tenant handbook, building rules and notice-of-entry policy as short bilingual articles, which became the only content the assistant may answer from.",
      },
      {
        title: "Work orders created in Buildium",
        description:
          "The bot confirms the tenant's unit, asks for the problem and a photo, then creates the work order in Buildium so the superintendent sees it with everything attached.",
      },
      {
        title: "Emergencies never wait on the bot",
        description:
          "Any mention of flooding, no heat, a gas smell or a lockout ends the conversation with the emergency number and pages the on-call superintendent at once.",
      },
      {
        title: "Weekly transcript reviews",
        description:
          "For the first two months we reviewed transcripts with the office team each week and added answers for the questions tenants asked that the handbook missed.",
      },
    ],
    results: [
      { value: "35%", label: "fewer maintenance calls to the office" },
      { value: "58%", label: "of tenant conversations resolved without staff" },
      { value: "1,150", label: "work orders created by the assistant in its first 6 months" },
    ],
    technologies: ["OpenAI GPT models", "Microsoft Azure", "Buildium API", "Twilio"],
    duration: "10 weeks",
    quote: {
      text: "Requests now arrive with the unit number, a photo and the tenant's availability, so our superintendents fix things on the first visit more often. The phones are quieter, but the real gain is that nothing gets lost.",
      name: "Geneviève Thibodeau",
      role: "Director of Operations, Rideau Residential",
    },
  },
] satisfies CaseStudyInput[];
