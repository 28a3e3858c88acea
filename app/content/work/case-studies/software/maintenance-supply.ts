import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "maintenance-ottawa-valley-member-tools",
    client: "Ottawa Valley Credit Union",
    sector: "Financial services",
    location: "Pembroke, Ontario",
    headline: "Zero critical vulnerabilities open for 18 months",
    summary:
      "Scheduled patching, dependency scanning and quarterly reviews have kept a credit union's member portal free of open critical vulnerabilities for 18 months.",
    services: ["software/maintenance-supply", "hosting/security"],
    image: {
      scene: "shield",
      alt: "Illustration of a secure member portal with a vulnerability scan showing all clear",
    },
    problem: [
      "Ottawa Valley Credit Union serves about 14,000 members from branches in Pembroke, Renfrew and Arnprior. Alongside its core banking system, it relies on custom member tools built by a contractor: an online loan application, appointment booking with advisors and a secure document upload.",
      "The contractor had moved on, and the credit union's annual security assessment found outdated libraries, a framework close to end of life and no record of when anything had last been patched. The board wanted the findings closed and a way to show regulators and auditors that they stayed closed.",
    ],
    approach: [
      {
        title: "Audit and handover",
        description:
          "We reviewed the code, servers and dependencies, moved repositories and cloud accounts into the credit union's name and ranked every finding by risk.",
      },
      {
        title: "Closing the findings",
        description:
          "The application was upgraded to a supported version of .NET, and every critical and high finding from the assessment was fixed within the first six weeks.",
      },
      {
        title: "Scanning on every change",
        description:
          "Dependency and container scans now run on every build and every night, and a new critical advisory opens a ticket with a 48-hour patch target under the support agreement.",
      },
      {
        title: "Evidence for auditors",
        description:
          "A monthly report lists patches applied, scan results, backup restore tests and access reviews, in a format the credit union's risk committee files with its audit records.",
      },
    ],
    results: [
      { value: "0", label: "critical vulnerabilities left open in 18 months" },
      { value: "< 48 h", label: "to patch a newly disclosed critical vulnerability" },
      { value: "100%", label: "of monthly backup restore tests passed" },
    ],
    technologies: [".NET", "Azure Canada Central", "GitHub Dependabot", "Snyk", "Cloudflare"],
    duration: "Ongoing since 2024",
  },
  {
    slug: "maintenance-bow-river-legacy-rescue",
    client: "Bow River Logistics",
    sector: "Transportation",
    location: "Calgary, Alberta",
    headline: "Page load times cut by 70%",
    summary:
      "A staged upgrade of an unsupported PHP and AngularJS shipment portal cut page load times by 70% for a Calgary carrier without a day of downtime.",
    services: ["software/maintenance-supply", "software/web-applications"],
    image: {
      scene: "code",
      alt: "Illustration of outdated code being refactored and upgraded to a supported framework",
    },
    problem: [
      "Bow River Logistics moves freight between Calgary, Edmonton and the interior of British Columbia. Its customers book pickups and track shipments in a portal written in 2014 on PHP 5.6 and AngularJS, both long past end of life, and the developer who built it had retired.",
      "Shipment searches took three seconds or more, large customers complained that the portal timed out at month end, and the company's insurer had started asking questions about unsupported software. A full rewrite had been quoted at over a year of work, which the company could not take on while running the old portal.",
    ],
    approach: [
      {
        title: "Technical audit",
        description:
          "We profiled the portal and found that most of the delay came from a handful of unindexed database queries and a tracking page that loaded every shipment a customer had ever made.",
      },
      {
        title: "Quick wins first",
        description:
          "Database indexes, caching of rate tables and paginated shipment history went live in the first month, before any framework work began.",
      },
      {
        title: "Upgrading in stages",
        description:
          "The back end moved to PHP 8.3 and Laravel one module at a time, while the AngularJS screens were rebuilt in React behind the same addresses so customers never noticed a switch.",
      },
      {
        title: "Ongoing care",
        description:
          "The portal is now on a monthly support agreement with security updates, error monitoring and a quarterly review of performance and hosting costs.",
      },
    ],
    results: [
      { value: "70%", label: "faster page loads across the customer portal" },
      { value: "0.9 s", label: "average shipment search, down from 3 seconds" },
      { value: "0", label: "hours of unplanned downtime during the upgrade" },
    ],
    technologies: ["PHP 8.3", "Laravel", "React", "MySQL", "Redis", "Sentry"],
    duration: "Ongoing since 2024",
    quote: {
      text: "We thought we would have to replace the whole portal at once. Instead it got faster in the first month, the old code was gone by the end of the year, and our customers never lost a day of tracking.",
      name: "Ingrid Lindqvist",
      role: "Director of Operations, Bow River Logistics",
    },
  },
  {
    slug: "maintenance-maritime-home-care-scheduling",
    client: "Maritime Home Care",
    sector: "Home healthcare",
    location: "Moncton, New Brunswick",
    headline: "Cloud costs down 35% after tuning",
    summary:
      "Query tuning, right-sized servers and storage clean-up cut a home care provider's monthly cloud bill by 35% while its caregiver scheduling system got faster.",
    services: ["software/maintenance-supply", "hosting/website"],
    image: {
      scene: "chart",
      alt: "Illustration of monthly cloud hosting costs declining after performance improvements",
    },
    problem: [
      "Maritime Home Care sends about 400 personal support workers and nurses to clients' homes across New Brunswick and Nova Scotia. Its scheduling system, used by coordinators and on caregivers' phones, holds personal health information and has to stay available from early morning to late evening.",
      "The system had been scaled up during a busy winter and never scaled back. The monthly cloud bill had more than doubled in two years, yet coordinators still waited several seconds for the weekly schedule to load.",
    ],
    approach: [
      {
        title: "Finding where the money went",
        description:
          "We broke down twelve months of cloud invoices by service and matched them with usage, which showed oversized database servers, idle test environments and years of uncompressed visit photos.",
      },
      {
        title: "Tuning before resizing",
        description:
          "Rewriting the slowest schedule queries and adding indexes cut database load enough to move to smaller servers without any loss of speed.",
      },
      {
        title: "Storage with a retention policy",
        description:
          "Old visit photos moved to lower-cost archive storage in the Canada Central region, with retention periods agreed with the privacy officer under New Brunswick's health information law.",
      },
      {
        title: "Reserved capacity and monthly checks",
        description:
          "Steady workloads moved to one-year reserved pricing, test environments now shut down overnight, and costs are reviewed in every monthly report.",
      },
    ],
    results: [
      { value: "35%", label: "lower monthly cloud bill after tuning" },
      { value: "$37k", label: "saved on cloud hosting over the first full year" },
      { value: "60%", label: "faster loading of the weekly schedule view" },
    ],
    technologies: ["Microsoft Azure", "Azure SQL Database", "ASP.NET Core", "Application Insights"],
    duration: "Ongoing since 2022",
  },
] satisfies CaseStudyInput[];
