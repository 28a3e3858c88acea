import type { ServiceInput } from "../../schema";
import { claims, site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "digital-marketing",
  slug: "smm",
  name: "Social Media Marketing",
  meta: {
    title: "Social Media Marketing for Canadian Brands",
    description: `Planned, on-brand social media for Canadian businesses: posting ${claims.socialPostsPerWeek} times per week, community management and reporting tied to enquiries.`,
  },
  hero: {
    title: { text: "Social media that builds", accent: "trust and enquiries" },
    description: `We plan, create and publish content ${claims.socialPostsPerWeek} times per week on the platforms your customers actually use, then answer comments and messages so no lead goes cold.`,
    showCTA: true,
    image: {
      scene: "phone",
      alt: "Illustration of a phone showing a business social feed with a short video post and comments",
    },
  },
  intro: {
    title: { text: "A consistent presence,", accent: "without eating your week" },
    paragraphs: [
      "Most owners know they should post more, and most accounts go quiet the moment the busy season starts. We take the planning, writing, design and scheduling off your plate, and check in with your team for the details only you can provide, such as new products, events and behind-the-scenes photos.",
      `A typical plan publishes ${claims.socialPostsPerWeek} times per week across two or three platforms chosen for your audience, not every network at once. We write in your voice, in English, French or both, and report each month on reach, engagement, website visits and the enquiries social media brought in.`,
    ],
    image: {
      scene: "chat",
      alt: "Illustration of a content calendar beside direct message replies from customers",
    },
  },
  features: {
    title: { text: "What our social media", accent: "management includes" },
    description:
      "One team handles strategy, content and community, so your accounts look and sound like one business.",
    items: [
      {
        title: "Platform and audience strategy",
        description:
          "We study where your customers spend time and what your competitors do well, then pick the platforms and content types worth your budget.",
        icon: "target",
      },
      {
        title: "Monthly content calendar",
        description:
          "You approve a month of posts in advance, planned around your promotions, seasons, holidays and local events.",
        icon: "calendar",
      },
      {
        title: "Original graphics and video",
        description:
          "Our designers create branded graphics, carousels and short vertical videos, and edit the photos and clips your team captures on site.",
        icon: "camera",
      },
      {
        title: "Copy in your voice",
        description:
          "Captions are written for each platform and tone, with natural French versions for Quebec and bilingual audiences rather than literal translations.",
        icon: "pen-line",
      },
      {
        title: "Community management",
        description:
          "We reply to comments and messages on business days, flag sales enquiries to your team quickly and escalate complaints before they grow.",
        icon: "message-circle",
      },
      {
        title: "Paid social boosts",
        description:
          "When a post deserves a wider audience, we run small, targeted boosts by region or postal code and report exactly what they returned.",
        icon: "megaphone",
      },
      {
        title: "Contests and disclosure done properly",
        description:
          "Giveaways include the skill-testing question and official rules Canadian contests need, and partner posts follow Ad Standards disclosure guidelines.",
        icon: "clipboard-check",
      },
      {
        title: "Reporting that means something",
        description:
          "Monthly reports connect social activity to website visits, enquiries and sales, with a short note on what we will change next month.",
        icon: "chart-column",
      },
    ],
  },
  process: {
    title: { text: "How we run", accent: "your social channels" },
    description: "A clear routine that keeps content flowing without constant back-and-forth.",
    steps: [
      {
        title: "Audit and goals",
        description:
          "We review your current accounts, competitors and audience, and agree on what social media should do for the business, from bookings to recruiting.",
      },
      {
        title: "Strategy and brand voice",
        description:
          "We choose platforms, content themes and a posting rhythm, and write a short voice guide so every post sounds like you.",
      },
      {
        title: "Content production",
        description:
          "Each month we draft posts, design visuals and edit video, then send the full calendar for your approval in one place.",
      },
      {
        title: "Publishing and community",
        description:
          "Approved posts go out on schedule, and we monitor comments, mentions and messages throughout the week.",
      },
      {
        title: "Review and adjust",
        description:
          "We compare results against the goals each month, keep the formats that work and drop the ones that do not.",
      },
    ],
  },
  showcase: {
    title: { text: "Recent", accent: "social media work" },
    description: "A few of the Canadian businesses whose social channels we plan and run.",
    items: [
      "social-kootenay-ridge-brewing",
      "social-boulangerie-mont-royal",
      "social-harbourview-dental-group",
    ],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "How often will you post for us?",
      answer: `Most plans publish ${claims.socialPostsPerWeek} times per week, spread across the platforms we agree on. We would rather post fewer strong pieces than fill a calendar with filler. Stories and timely replies come on top of the scheduled posts.`,
    },
    {
      question: "How much does social media management cost?",
      answer: `Most small and mid-sized Canadian businesses pay between $1,200 and $4,000 CAD a month, depending on the number of platforms, how much video is involved and whether you need English and French. Paid boosts are billed separately at cost. You get ${fixedQuote}; here the fixed price is a monthly fee, based on a short audit.`,
    },
    {
      question: "Do we need to be on every platform?",
      answer:
        "No. Two or three platforms done well beat six done poorly. A trades business may only need Facebook, Instagram and YouTube, while a B2B firm may get more from LinkedIn alone. We recommend based on where your customers are.",
    },
    {
      question: "Will we approve posts before they go live?",
      answer:
        "Yes. You receive the month's calendar in advance and can approve, edit or reject each post. Time-sensitive replies to comments and messages follow guidelines we agree on together, so your team is not asked to approve every response.",
    },
    {
      question: "Can you run contests and giveaways?",
      answer:
        "Yes, and we set them up to follow Canadian rules, including a skill-testing question, clear official rules and any extra requirements for Quebec entrants. We also make sure the contest follows each platform's own promotion policies.",
    },
    {
      question: "Who owns the accounts and content?",
      answer:
        "You do. Accounts stay in your business's name with your team as administrators, and we are added as partners or managers. All graphics, videos and captions we create for you are yours to keep.",
    },
  ],
  sections: [
    {
      type: "platforms",
      title: { text: "Platforms", accent: "we manage" },
      description:
        "We recommend platforms based on your audience and goals, then build a plan for each.",
      items: [
        {
          name: "Instagram",
          description:
            "Reels, carousels and Stories for visual businesses such as restaurants, retail, salons and home services that want to show their work.",
        },
        {
          name: "Facebook",
          description:
            "Still where many Canadians over 35 follow local businesses, events and community groups, and a strong base for paid boosts.",
        },
        {
          name: "LinkedIn",
          description:
            "Company pages and leadership posts for B2B firms, professional services and employers who want to reach decision-makers and recruits.",
        },
        {
          name: "TikTok",
          description:
            "Short, informal video for brands reaching younger customers, built around trends, tutorials and behind-the-scenes moments.",
        },
        {
          name: "YouTube",
          description:
            "Longer how-to videos and Shorts that answer customer questions and keep earning views from search for years.",
        },
        {
          name: "Pinterest",
          description:
            "A planning tool for customers in home décor, weddings, food and fashion, where pins can send steady traffic to product pages.",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "What consistent social media", accent: "does for a business" },
      items: [
        "Regular posting keeps your business in mind between purchases, so customers come back to you instead of searching again.",
        "Answering comments and messages quickly turns casual questions into bookings and quotes.",
        "An active, professional profile reassures new customers who check your social accounts before they call.",
        "Bilingual content lets you speak naturally to French-speaking customers in Quebec and across Canada.",
        "Posts about your team and workplace help with hiring, which many growing businesses find as hard as selling.",
      ],
    },
    {
      type: "case-studies",
      title: { text: "Social media", accent: "case studies" },
      description: "Results from clients who trusted us with their social channels.",
      items: [
        {
          title: "A taproom that fills up on event nights",
          client: "Kootenay Ridge Brewing, British Columbia",
          results: [
            "Instagram followers up 142% in 12 months",
            "Event-night taproom sales up 35% after a weekly Reels series",
            "Average reply time to messages cut from two days to under four business hours",
          ],
          technologies: ["Instagram", "Facebook", "Meta Business Suite"],
          cta: { label: "Discuss a similar project", to: "/contact-us" },
        },
        {
          title: "Bilingual posts that sell out weekend orders",
          client: "Boulangerie Mont-Royal, Montréal",
          results: [
            "Weekend pre-orders up 2.3x in 8 months",
            "Engagement rate of 6.1% on French-first posts, against 2.4% before",
            "Holiday pre-orders sold out 11 days earlier than the previous year",
          ],
          technologies: ["Instagram", "Facebook", "TikTok"],
          cta: { label: "See more of our work", to: "/portfolio" },
        },
      ],
    },
  ],
  cta: {
    title: { text: "Let us take social media", accent: "off your to-do list" },
    description:
      "Tell us about your business and the accounts you have today. We will suggest the platforms worth your time and what a realistic monthly plan would look like.",
    button: "Plan your social media",
  },
  closing: `Send us links to your social profiles and a word on the customers you want to reach. Within ${site.responseTime} we reply with honest advice on what to post, a rough monthly budget and a start date.`,
} satisfies ServiceInput;
