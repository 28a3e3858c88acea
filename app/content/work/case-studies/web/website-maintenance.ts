import { claims } from "../../../site";
import type { CaseStudyInput } from "../../schema";

const growthPlan = claims.maintenancePlans[1];

export default [
  {
    slug: "maintenance-harbourfront-physiotherapy",
    client: "Harbourfront Physiotherapy",
    sector: "Physiotherapy clinic",
    location: "Charlottetown, Prince Edward Island",
    headline: "Zero booking-form outages in 18 months",
    summary:
      "Updates tested on staging and a test booking every 15 minutes have kept a Charlottetown clinic's online booking free of outages for 18 months.",
    services: ["web/website-maintenance", "hosting/website"],
    image: {
      scene: "server",
      alt: "Illustration of a monitored server with status checks for a clinic's booking system",
    },
    problem: [
      "Harbourfront Physiotherapy takes most new-patient bookings through a widget from its clinic management software, embedded in its WordPress site. Twice in one winter a plugin update blocked the widget, and each time the clinic only found out days later, when patients phoned to ask why their booking had not been confirmed.",
      "Updates were applied by whichever staff member had time, with no staging copy and backups nobody had ever tried to restore. The owners estimated the two outages cost them more than 40 new-patient assessments.",
    ],
    approach: [
      {
        title: "Audit and clean-up",
        description:
          "Our site health audit found 11 outdated plugins, two of them abandoned by their developers, and a backup job that had been failing without notice. We replaced or removed them before the plan began.",
      },
      {
        title: "Updates tested on staging",
        description:
          "Every update goes to a staging copy first, where we make a test booking and check the confirmation before anything reaches the live site.",
      },
      {
        title: "Booking checks every 15 minutes",
        description:
          "An automated browser test opens the booking widget and walks through a booking every 15 minutes, and alerts our team the moment a step fails.",
      },
      {
        title: "Monthly care and reporting",
        description:
          "Daily backups are stored in Canada and restored in a test each quarter, and the clinic receives a one-page monthly report on uptime, updates and edits.",
      },
    ],
    results: [
      { value: "0", label: "booking-form outages in 18 months" },
      { value: "11", label: "outdated or abandoned plugins replaced in the first month" },
      { value: "< 1 day", label: "turnaround on staff bio and schedule edits" },
    ],
    technologies: ["WordPress", "Jane App", "Checkly", "Git"],
    duration: "Ongoing since 2024",
    quote: {
      text: "We used to hear the booking form was down from a patient on the phone. Now it is tested every 15 minutes, and in a year and a half it has not failed once.",
      name: "Heather MacPhail",
      role: "Clinic Director, Harbourfront Physiotherapy",
    },
  },
  {
    slug: "maintenance-rideau-valley-realty",
    client: "Rideau Valley Realty",
    sector: "Real estate brokerage",
    location: "Ottawa, Ontario",
    headline: "Mobile load time down 48%",
    summary: `Performance work under a ${growthPlan.name} maintenance plan cut mobile load time on listing pages by 48% for an Ottawa brokerage with about 1,200 active listings.`,
    services: ["web/website-maintenance", "hosting/website"],
    image: {
      scene: "chart",
      alt: "Illustration of a chart showing mobile page load times falling after performance tuning",
    },
    problem: [
      "Rideau Valley Realty's 14 agents share listing links by text message, and most buyers open them on a phone. The brokerage's WordPress site imports about 1,200 active listings from the CREA DDF feed, and each listing page loaded every full-size photo at once, taking 6.3 seconds on a typical mobile connection.",
      "Agents heard from buyers who gave up before the photos appeared, Google Search Console flagged most listing pages as slow, and the previous developer's fix had been a second caching plugin that broke the map search.",
    ],
    approach: [
      {
        title: "Measure before changing",
        description:
          "We tested 40 representative pages with Lighthouse and compared them with real-user data from Search Console to find what was slowing them down.",
      },
      {
        title: "Photos sized for phones",
        description:
          "Listing photos are now resized and converted to WebP when the feed is imported, and only the first six load before the visitor scrolls.",
      },
      {
        title: "Lighter pages",
        description:
          "We removed three overlapping caching and slider plugins, loaded the map search scripts only when the map is opened, and tuned the database queries behind listing search.",
      },
      {
        title: "Keeping the gains",
        description:
          "Speed is checked in every monthly care cycle and reviewed each quarter, so new plugins or feed changes do not quietly undo the work.",
      },
    ],
    results: [
      { value: "48%", label: "shorter mobile load time on listing pages" },
      { value: "3.3 s", label: "typical listing page load on mobile, down from 6.3 s" },
      { value: "22%", label: "more listings viewed per mobile visit" },
    ],
    technologies: ["WordPress", "CREA DDF", "Lighthouse", "Google Search Console"],
    duration: "Ongoing since 2022",
  },
  {
    slug: "maintenance-kootenay-craft-brewing",
    client: "Kootenay Ridge Brewing",
    sector: "Craft brewery",
    location: "Nelson, British Columbia",
    headline: "Restored from malware in under 4 hours",
    summary:
      "When malware hit a Nelson brewery's online store before a long weekend, we had it clean and taking orders in under 4 hours, then kept it secure.",
    services: ["web/website-maintenance", "hosting/security"],
    image: {
      scene: "shield",
      alt: "Illustration of a website protected by a security shield after a malware clean-up",
    },
    problem: [
      "On the Thursday before the BC Day long weekend, Kootenay Ridge Brewing's website began sending mobile visitors to a fake prize page, and browsers started showing a red security warning. Its online store takes growler fill and event ticket orders, and that weekend was one of its busiest of the year.",
      "A former employee had built the site and it had not been updated in more than two years. A vulnerable form plugin had let attackers inject code into the database, and the only backup on the hosting account was already infected.",
    ],
    approach: [
      {
        title: "Contain the damage",
        description:
          "Within the first hour we put the store into maintenance mode, changed every password and payment key, and took a full copy of the site for investigation.",
      },
      {
        title: "Rebuild the code from clean sources",
        description:
          "WordPress, the theme and every plugin were reinstalled from trusted sources, and injected scripts were removed from 37 database entries found by scanning for known patterns.",
      },
      {
        title: "Close the way in",
        description:
          "We replaced the vulnerable form plugin, added a web application firewall and two-factor login for staff, and asked Google to review the site, which cleared the warning the next morning.",
      },
      {
        title: "Ongoing care",
        description: `The brewery moved onto our ${growthPlan.name} plan at ${growthPlan.price}, with weekly updates tested on staging, daily off-site backups stored in Canada and daily security scans.`,
      },
    ],
    results: [
      { value: "< 4 h", label: "from the first call to a clean store taking orders" },
      { value: "< 24 h", label: "to clear the browser security warning" },
      { value: "0", label: "reinfections since the clean-up" },
    ],
    technologies: ["WordPress", "WooCommerce", "Wordfence", "Cloudflare"],
    duration: "Ongoing since 2024",
    quote: {
      text: "We called on Thursday afternoon expecting to lose the long weekend. The store was taking orders again before the taproom opened that evening, and we have not had a problem since.",
      name: "Rachel Whitford",
      role: "General Manager, Kootenay Ridge Brewing",
    },
  },
] satisfies CaseStudyInput[];
