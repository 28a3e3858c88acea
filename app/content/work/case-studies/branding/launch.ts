import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "launch-tidewater-credit-union",
    client: "Tidewater Credit Union",
    sector: "Financial services",
    location: "Truro, Nova Scotia",
    headline: "Rename rolled out across 9 branches in one weekend",
    summary:
      "The launch of a new name for a merged Nova Scotia credit union: 9 branches re-signed in one weekend, with members told first and online banking undisturbed.",
    services: ["branding/launch", "digital-marketing/email-marketing"],
    image: {
      scene: "network",
      alt: "Illustration of branch locations on a map connected to a central launch plan",
    },
    problem: [
      "Two credit unions in central and northern Nova Scotia merged and chose the name Tidewater for the combined credit union. The new identity was approved, but nine branches, ATMs, cards, the website and the mobile banking app all still carried the two old names.",
      "The board's biggest worry was members. A slow, piecemeal change could look like instability, and a new web address arriving without warning could be mistaken for a phishing attempt.",
    ],
    approach: [
      {
        title: "Every touchpoint on one calendar",
        description:
          "We listed more than 300 items carrying the old names, from branch signs and ATM screens to cheque stock and app store listings, and gave each an owner and a date.",
      },
      {
        title: "Members and staff told first",
        description:
          "Staff were briefed a week ahead, and members received a letter and an email series explaining the new name, the new web address and how to recognize genuine messages.",
      },
      {
        title: "One weekend for the branches",
        description:
          "Sign installers worked through a Saturday and Sunday across all nine branches, so members walked into renamed branches on Monday morning.",
      },
      {
        title: "A bilingual press kit",
        description:
          "An English and French press release, photos and spokesperson notes went to regional newsrooms, including outlets serving Acadian communities.",
      },
    ],
    results: [
      { value: "9", label: "branches re-signed over a single weekend" },
      { value: "Unchanged", label: "online banking sign-ins in the month after launch" },
      { value: "6", label: "regional news outlets covering the launch" },
    ],
    technologies: ["Mailchimp", "Google Business Profile", "Google Search Console"],
    duration: "12 weeks",
    quote: {
      text: "We had one chance to show members that the merger made us stronger, not more confusing. Having every branch renamed by Monday morning did that better than any letter could.",
      name: "Ross Gillis",
      role: "Vice-President, Member Experience, Tidewater Credit Union",
    },
  },
  {
    slug: "launch-okanagan-trail-outfitters",
    client: "Okanagan Trail Outfitters",
    sector: "Outdoor retail",
    location: "Kelowna, British Columbia",
    headline: "Organic traffic held steady through a domain change",
    summary:
      "A new name and domain for a Kelowna outdoor retailer, launched with over 1,200 redirects so search traffic held and online revenue grew 27% in six months.",
    services: ["branding/launch", "web/ecommerce-development", "digital-marketing/seo"],
    image: {
      scene: "chart",
      alt: "Illustration of a traffic chart staying level across the date of a domain migration",
    },
    problem: [
      "The store had outgrown its original name, which tied it to a single ski hill, and now sold hiking, paddling and cycling gear across British Columbia and Alberta. A new name and domain made sense, but most online sales came from organic search.",
      "A previous site update had broken hundreds of product links for weeks, and the owners did not want to repeat that. They needed the rename without a drop in traffic during the spring season.",
    ],
    approach: [
      {
        title: "A map of every URL",
        description:
          "We crawled the old store and matched each product, collection, blog post and image URL to its new address, more than 1,200 in all.",
      },
      {
        title: "Launch set outside peak season",
        description:
          "The switch happened in early March, ahead of the spring rush, with redirects, the domain change and updated structured data going live together.",
      },
      {
        title: "Listings and announcements",
        description:
          "We updated Google Business Profile, Apple Maps and supplier dealer locators, and sent customers an announcement that respected CASL consent records.",
      },
      {
        title: "Thirty days of close watching",
        description:
          "We checked Search Console coverage, crawl errors and rankings daily for the first month and fixed the few stray links as they appeared.",
      },
    ],
    results: [
      { value: "Within 4%", label: "of pre-launch organic traffic after 30 days" },
      { value: "+27%", label: "online revenue in the 6 months after launch" },
      { value: "0", label: "broken product links across 1,200+ redirects" },
    ],
    technologies: ["Shopify", "Google Search Console", "Screaming Frog"],
    duration: "9 weeks",
  },
  {
    slug: "launch-verity-home-care",
    client: "Verity Home Care",
    sector: "Home healthcare",
    location: "London, Ontario",
    headline: "3 regional brands merged into one",
    summary:
      "Three southwestern Ontario home care agencies brought under the Verity name, with caregivers briefed first and clients and families told in plain language.",
    services: ["branding/launch", "web/website-design-development"],
    image: {
      scene: "chat",
      alt: "Illustration of staff messages and a launch announcement for a merged home care brand",
    },
    problem: [
      "Verity Home Care was formed when three agencies in London, Sarnia and Windsor joined together, each with its own name, website, phone number and uniforms. Clients and families were used to their local agency, and some worried that their caregiver or schedule would change.",
      "Personal support workers were the people clients asked first, so they had to understand the change before anyone else did. Every message also had to respect PHIPA, which meant no health details in mailings or on the website.",
    ],
    approach: [
      {
        title: "Caregivers before clients",
        description:
          "We ran short briefing sessions and produced a one-page question guide so 420 staff could answer clients confidently before the public announcement.",
      },
      {
        title: "Letters by Canada Post",
        description:
          "Many clients are older and do not use email, so each household received a plain-language letter confirming that caregivers and schedules stayed the same.",
      },
      {
        title: "One website and one phone line",
        description:
          "The three websites were combined into one, with redirects from the old addresses and a single intake number routed to the nearest office.",
      },
      {
        title: "Badges, uniforms and vehicles",
        description:
          "Staff ID badges, uniforms and vehicle magnets were switched over in the launch week, so clients saw the new name on the people they already knew.",
      },
    ],
    results: [
      { value: "3", label: "regional brands merged into one" },
      { value: "420", label: "staff briefed before the public announcement" },
      { value: "97%", label: "of clients still with the agency 3 months after launch" },
    ],
    technologies: ["WordPress", "Google Business Profile", "RingCentral"],
    duration: "10 weeks",
    quote: {
      text: "Our caregivers heard about the new name from us, with answers ready, before a single client asked. That is why families took the change in stride.",
      name: "Adaeze Okonkwo",
      role: "Director of Client Services, Verity Home Care",
    },
  },
] satisfies CaseStudyInput[];
