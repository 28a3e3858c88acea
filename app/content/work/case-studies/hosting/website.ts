import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "managed-hosting-northshore-credit-advisors",
    client: "Northshore Credit Advisors",
    sector: "Financial services, Ontario",
    location: "Sault Ste. Marie, Ontario",
    headline: "Page load time cut from 4.1s to 1.3s",
    summary:
      "We moved a credit counselling firm's WordPress site from overseas shared hosting to our Toronto servers, cutting average page load from 4.1 to 1.3 seconds.",
    services: ["hosting/website", "hosting/security"],
    image: {
      scene: "chart",
      alt: "Illustration of a chart showing page load times falling after a hosting migration",
    },
    problem: [
      "Northshore Credit Advisors helps families in Northern Ontario work through debt and credit problems, and most first contacts come through the consultation form on its website. Pages took an average of 4.1 seconds to load, and on rural mobile connections visitors often gave up before the form appeared.",
      "The site ran on a budget shared host with servers in the United States, an outdated PHP version and no tested backups. The firm's partners were also fielding questions from clients about where their financial details were stored.",
    ],
    approach: [
      {
        title: "Review of the existing site",
        description:
          "We profiled the site and found an unsupported PHP version, 38 plugins, uncompressed images and no page caching, then listed what to fix before the move.",
      },
      {
        title: "Business plan in Toronto",
        description:
          "We built a new environment on our Business plan with PHP 8, Redis object caching and a staging copy, with the database in Toronto and backups in Montréal.",
      },
      {
        title: "Lighter pages",
        description:
          "On staging we removed 11 unused plugins, converted images to WebP and put static files behind the CDN, while keeping the consultation form out of any cache.",
      },
      {
        title: "Evening switch-over",
        description:
          "We pointed the domain at the new server on a Sunday evening, ran a final database sync and tested the consultation form from several devices before Monday morning.",
      },
    ],
    results: [
      { value: "1.3 s", label: "average page load, down from 4.1 seconds" },
      { value: "27%", label: "more consultation requests in the first three months" },
      { value: "0", label: "minutes of downtime during the migration" },
    ],
    technologies: ["WordPress", "PHP 8", "Nginx", "Redis", "Cloudflare CDN"],
    duration: "Ongoing since 2023",
  },
  {
    slug: "managed-hosting-prairie-roots-garden-centre",
    client: "Prairie Roots Garden Centre",
    sector: "Garden retail, Saskatchewan",
    location: "Saskatoon, Saskatchewan",
    headline: "Spring sale traffic handled without downtime",
    summary:
      "A Saskatoon garden centre's store crashed during its spring sale. On our Commerce plan, it has since handled six times normal traffic with no downtime.",
    services: ["hosting/website", "web/ecommerce-development"],
    image: {
      scene: "cart",
      alt: "Illustration of an online store shopping cart staying responsive during a seasonal sale",
    },
    problem: [
      "Prairie Roots Garden Centre makes a large share of its year during the May long weekend, when its online store opens pre-orders for bedding plants and perennials. In 2023 the WooCommerce store went down within an hour of the sale email going out, and the host throttled it for most of the first day.",
      "Staff spent the weekend taking orders by phone and reconciling half-finished checkouts by hand. The owners wanted the 2024 sale to run online without anyone watching a loading screen.",
    ],
    approach: [
      {
        title: "Dedicated server on the Commerce plan",
        description:
          "We moved the store to a dedicated virtual server in Toronto, sized from the previous year's traffic logs, with hourly database backups kept for 90 days.",
      },
      {
        title: "Caching that respects the cart",
        description:
          "Product and category pages are served from cache and the CDN, while cart, checkout and account pages always reach the server so stock and totals stay accurate.",
      },
      {
        title: "Load testing before the sale",
        description:
          "Two weeks before the long weekend we simulated eight times normal traffic on staging, found a slow shipping-rate query and fixed it before the real rush.",
      },
      {
        title: "Change freeze and watch",
        description:
          "We froze plugin updates for the sale week and kept a developer on call through the long weekend, watching response times and error logs.",
      },
    ],
    results: [
      { value: "0", label: "minutes of downtime over the four-day spring sale" },
      { value: "6x", label: "normal daily traffic on the busiest day of the sale" },
      { value: "1,140", label: "online orders taken over the long weekend" },
    ],
    technologies: ["WooCommerce", "Nginx", "Redis", "Cloudflare CDN", "k6"],
    duration: "Ongoing since 2024",
    quote: {
      text: "Last year we were writing orders on paper while the website spun. This spring the sale email went out at seven in the morning and the store just kept working all weekend.",
      name: "Dana Sawatzky",
      role: "Co-owner, Prairie Roots Garden Centre",
    },
  },
  {
    slug: "managed-hosting-clinique-dentaire-riviere-du-loup",
    client: "Clinique dentaire Rivière-du-Loup",
    sector: "Dental clinic, Quebec",
    location: "Rivière-du-Loup, Quebec",
    headline: "Patient booking data kept in Canada",
    summary:
      "We moved a Quebec dental clinic's bilingual site and booking requests off US servers and onto Canadian hosting, helping it meet its Law 25 obligations.",
    services: ["hosting/website", "hosting/security"],
    image: {
      scene: "phone",
      alt: "Illustration of a phone showing a bilingual dental appointment booking page",
    },
    problem: [
      "Clinique dentaire Rivière-du-Loup takes most new-patient appointment requests through its website, and those requests include names, phone numbers and notes about dental pain. The site ran on a US host, and the booking form sent every request to a US form service as well.",
      "Under Quebec's Law 25, sending personal information outside the province calls for a privacy impact assessment, and the clinic's privacy officer could not say where the booking data was kept or for how long. Patients had started asking the front desk the same question.",
    ],
    approach: [
      {
        title: "Map where the data goes",
        description:
          "We traced every path booking data took, from the form to email notifications and third-party scripts, and gave the privacy officer a written summary.",
      },
      {
        title: "Hosting in Montréal",
        description:
          "We moved the site and its database to our Montréal data centre, with encrypted backups in Toronto documented for the clinic's privacy impact assessment.",
      },
      {
        title: "A booking form the clinic controls",
        description:
          "We replaced the US form service with a form that stores requests in the clinic's own database, sends staff a notice without patient details and deletes entries after 90 days.",
      },
      {
        title: "French first, English available",
        description:
          "The booking page opens in French, offers an English version for visitors and tourists, and the CDN is set never to cache either form.",
      },
    ],
    results: [
      { value: "100%", label: "of booking requests now stored on Canadian servers" },
      { value: "90 days", label: "maximum retention before booking requests are deleted" },
      { value: "2", label: "languages on the booking page, with French as the default" },
    ],
    technologies: ["WordPress", "Gravity Forms", "WPML", "Nginx", "Cloudflare CDN"],
    duration: "Ongoing since 2024",
    quote: {
      text: "Our privacy officer now has a clear answer when a patient asks where their information goes. The booking page works the same as before for patients, in French or English.",
      name: "Marie-Claude Pelletier",
      role: "Dentist and Owner, Clinique dentaire Rivière-du-Loup",
    },
  },
] satisfies CaseStudyInput[];
