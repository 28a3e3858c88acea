import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "reputation-lakehead-auto-service",
    client: "Lakehead Auto Service",
    sector: "Auto repair",
    location: "Thunder Bay, Ontario",
    headline: "4.1 to 4.7 stars on Google",
    summary:
      "A Thunder Bay auto repair shop raised its Google rating from 4.1 to 4.7 stars with the same fair review request after every job and prompt, honest replies.",
    services: ["digital-marketing/reputation"],
    image: {
      scene: "browser",
      alt: "Illustration of an auto repair shop's search listing with a rising star rating and recent reviews",
    },
    problem: [
      "Lakehead Auto Service had served Thunder Bay drivers for over 20 years, but its Google listing showed 4.1 stars from about 60 reviews, several of them old complaints about waiting times. Newer shops with higher ratings appeared beside it in map results for brake repair and winter tire changeovers.",
      "The owner knew most customers left happy, yet almost none of them wrote a review. Nobody at the shop had time to reply, so two detailed complaints had sat unanswered for more than a year.",
    ],
    approach: [
      {
        title: "Audit and response rules",
        description:
          "We read every existing review and checked the shop's listings, then agreed with the owner on tone, what could be said publicly and when a complaint should go to him directly.",
      },
      {
        title: "One request after every job",
        description:
          "Every customer now receives the same text message the day after pickup, with consent recorded at the service counter under CASL and a direct link to the Google review page.",
      },
      {
        title: "A reply to every review",
        description:
          "New reviews are answered within one business day, and the old complaints received a belated, honest reply explaining what the shop had changed since.",
      },
      {
        title: "Fix the cause",
        description:
          "Review themes showed that most complaints were about waiting in tire season, so the shop added online booking for changeovers and a text when each car is ready.",
      },
    ],
    results: [
      { value: "4.7", label: "stars on Google, up from 4.1" },
      { value: "310", label: "new reviews from real customers in 14 months" },
      { value: "< 1 day", label: "to reply to every new review" },
    ],
    technologies: ["Google Business Profile", "NiceJob"],
    duration: "Ongoing since 2024",
    quote: {
      text: "I figured the work would speak for itself, but it was not showing up online. Now people mention our reviews when they call, and the tire-season complaints have mostly stopped because we fixed the wait.",
      name: "Darren Niemi",
      role: "Owner, Lakehead Auto Service",
    },
  },
  {
    slug: "reputation-residence-les-erables",
    client: "Résidence Les Érables",
    sector: "Senior living",
    location: "Gatineau, Quebec",
    headline: "100% of reviews answered in French or English",
    summary:
      "A Gatineau senior living residence now answers every family review in the reviewer's language, with replies that never disclose a resident's personal details.",
    services: ["digital-marketing/reputation"],
    image: {
      scene: "chat",
      alt: "Illustration of bilingual replies to family reviews of a senior living residence",
    },
    problem: [
      "Résidence Les Érables is home to about 140 seniors, and most of its reviews are written by adult children comparing residences on both sides of the Ottawa River, in French and in English. The residence answered only a handful, always in French, and some English-speaking families read the silence as indifference.",
      "Replying also felt risky. A well-meant answer to a complaint could reveal a resident's health or care details, which Quebec's private sector privacy law, as updated by Law 25, does not allow without consent, so the managers often chose to say nothing.",
    ],
    approach: [
      {
        title: "Privacy-safe response rules",
        description:
          "With the executive director and the person in charge of personal information, we set clear rules: no resident names, no health details, no confirmation that someone lives there, and an offer to continue privately.",
      },
      {
        title: "Reply in the reviewer's language",
        description:
          "Each review is answered in the language it was written in, by writers fluent in Quebec French and English, so families receive a reply that reads as written by a person.",
      },
      {
        title: "Care concerns escalated the same day",
        description:
          "Reviews that describe a care concern go to the executive director the same business day, so the family hears from the residence directly as well as in public.",
      },
      {
        title: "Every family invited",
        description:
          "After move-in and after each annual care meeting, every family receives the same bilingual invitation to leave a review, sent only with consent recorded under CASL and Law 25.",
      },
    ],
    results: [
      { value: "100%", label: "of reviews answered, in French or English as written" },
      { value: "< 2 days", label: "average time to a public reply, down from several weeks" },
      { value: "4.6", label: "stars on Google, up from 4.2" },
    ],
    technologies: ["Google Business Profile", "Facebook", "Birdeye"],
    duration: "Ongoing since 2023",
    quote: {
      text: "Families often write to us in English, and we used to answer in French or not at all. Now every reply is in their language and never says more about a resident than it should.",
      name: "Sylvie Bergeron",
      role: "Executive Director, Résidence Les Érables",
    },
  },
  {
    slug: "reputation-maple-grove-veterinary",
    client: "Maple Grove Veterinary Clinic",
    sector: "Veterinary clinic",
    location: "Red Deer, Alberta",
    headline: "5x monthly review volume",
    summary:
      "A Red Deer veterinary clinic went from about 4 to 20 genuine Google reviews a month with a follow-up email sent to clients the day after their visit.",
    services: ["digital-marketing/reputation", "digital-marketing/email-marketing"],
    image: {
      scene: "mail",
      alt: "Illustration of a follow-up email inviting a pet owner to review their clinic visit",
    },
    problem: [
      "Maple Grove Veterinary Clinic sees several hundred pets a month but collected about four Google reviews in a typical month, usually when a staff member remembered to ask. With so few recent reviews, one upset post about fees could sit at the top of the listing for weeks.",
      "Some visits end with euthanasia or a difficult diagnosis, and the team worried that an automated request would reach a grieving family. They wanted more reviews without a system that felt careless.",
    ],
    approach: [
      {
        title: "Connect the practice system",
        description:
          "We linked the clinic's ezyVet records to Mailchimp so a short, plain review request goes out the day after routine visits, vaccinations and surgeries.",
      },
      {
        title: "Compassion by appointment type",
        description:
          "Euthanasia and end-of-life appointments are excluded automatically, based on the appointment type and never on how a visit went, and those families receive a handwritten card instead.",
      },
      {
        title: "The same request for everyone else",
        description:
          "Every other client receives the same email whatever the outcome of the visit, with consent recorded at check-in under CASL and a one-click unsubscribe.",
      },
      {
        title: "Replies and monthly themes",
        description:
          "We reply to each review within a business day and report recurring themes each month; comments about a crowded waiting room led the clinic to add text-message check-in.",
      },
    ],
    results: [
      { value: "5x", label: "more Google reviews each month, from about 4 to 20" },
      { value: "4.8", label: "stars on Google, up from 4.5" },
      { value: "11%", label: "of clients who receive the email go on to leave a review" },
    ],
    technologies: ["ezyVet", "Mailchimp", "Google Business Profile"],
    duration: "Ongoing since 2024",
  },
] satisfies CaseStudyInput[];
