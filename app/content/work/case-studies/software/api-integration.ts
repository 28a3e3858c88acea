import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "api-muskoka-outfitters-ledger-sync",
    client: "Muskoka Outfitters",
    sector: "Outdoor retail",
    location: "Huntsville, Ontario",
    headline: "15 hours of bookkeeping saved per week",
    summary:
      "Online and in-store sales now post to QuickBooks Online with the right sales tax for each province, saving an outdoor retailer 15 hours of bookkeeping a week.",
    services: ["software/api-integration", "web/ecommerce-development"],
    image: {
      scene: "cart",
      alt: "Illustration of online store orders flowing automatically into accounting records",
    },
    problem: [
      "Muskoka Outfitters sells canoes, paddles, camping gear and clothing from a shop in Huntsville and through a Shopify store that ships across Canada. Its part-time bookkeeper re-typed every online order, refund and payout into QuickBooks Online, along with the daily sales from the in-store Lightspeed till.",
      "Summer brought up to 900 online orders a month, and the work ran to about 15 hours a week. Orders shipped to Quebec, British Columbia and the Prairies needed different tax treatment, and small errors surfaced every quarter when the HST return was prepared.",
    ],
    approach: [
      {
        title: "Agreeing on the source of truth",
        description:
          "We sat with the bookkeeper and the owner to decide which system owned products, customers and payouts, and how refunds and gift cards should appear in the books.",
      },
      {
        title: "Tax codes by destination",
        description:
          "Each order line gets the sales tax code for where it ships (HST in the provinces that charge it, GST plus QST in Quebec, GST plus PST in British Columbia, Saskatchewan and Manitoba, GST alone in Alberta and the territories), with in-store sales posted as Ontario HST.",
      },
      {
        title: "Tested against sandboxes",
        description:
          "We replayed three months of real orders into a QuickBooks sandbox and compared the results line by line with the bookkeeper's own entries before going live.",
      },
      {
        title: "Exceptions, not everything",
        description:
          "Orders that fail a check, such as a missing tax code or a payout that does not balance, land in a short review queue with an email alert instead of syncing silently.",
      },
    ],
    results: [
      { value: "15 h", label: "of bookkeeping saved every week in peak season" },
      { value: "< 10 min", label: "from a paid order to a posted sales receipt" },
      { value: "0", label: "sales tax corrections at the last two quarterly filings" },
    ],
    technologies: ["Shopify", "Lightspeed Retail", "QuickBooks Online", "Node.js", "AWS Lambda"],
    duration: "6 weeks",
    quote: {
      text: "I used to spend Monday and most of Tuesday typing in the weekend's orders. Now I look at the review queue with my coffee, fix the two or three that need me, and the rest is already in the books.",
      name: "Lorraine Beaulieu",
      role: "Bookkeeper, Muskoka Outfitters",
    },
  },
  {
    slug: "api-kelowna-physio-reporting",
    client: "Kelowna Physio Collective",
    sector: "Physiotherapy clinics",
    location: "Kelowna, British Columbia",
    headline: "Weekly reports built automatically",
    summary:
      "Nightly syncs from Jane App and QuickBooks Online feed a dashboard that gives four Okanagan physiotherapy clinics their weekly visit and revenue figures.",
    services: ["software/api-integration", "digital-marketing/analytics-reporting"],
    image: {
      scene: "chart",
      alt: "Illustration of clinic booking data turned into weekly revenue and visit charts",
    },
    problem: [
      "Kelowna Physio Collective runs four clinics in Kelowna, West Kelowna and Vernon. Every Monday the practice manager exported bookings from Jane App and sales from QuickBooks Online, then merged them in a spreadsheet to show the partners visits, cancellations and revenue by clinic and by practitioner.",
      "The report took most of a day, was often ready only by Wednesday, and the partners could not compare clinics or spot a rise in late cancellations until weeks after it started. Two versions of the spreadsheet were often in circulation, and the partners' meetings began with arguments over which figures were right.",
    ],
    approach: [
      {
        title: "Choosing the measures",
        description:
          "We agreed with the partners on eight measures, including visits, new patients, late cancellations and revenue per treatment hour, and wrote down exactly how each one is calculated.",
      },
      {
        title: "Only the data needed",
        description:
          "The nightly sync reads appointment counts, statuses and invoice totals but no clinical notes or patient names, keeping personal health information inside Jane App.",
      },
      {
        title: "A small reporting database",
        description:
          "The figures are stored in a PostgreSQL database in Google Cloud's Montréal region, where they are checked against the previous day's totals before the dashboard refreshes.",
      },
      {
        title: "A dashboard the partners read",
        description:
          "A Looker Studio dashboard compares the four clinics week over week, and a summary email reaches each partner at 7 a.m. every Monday. It quickly showed late cancellations climbing at one clinic, which led to earlier appointment reminders.",
      },
    ],
    results: [
      { value: "6 h", label: "of manager time saved every week on reporting" },
      { value: "7 a.m.", label: "Monday delivery of the weekly report, instead of Wednesday" },
      { value: "18%", label: "fewer late cancellations after reminders were adjusted" },
    ],
    technologies: [
      "Jane App",
      "QuickBooks Online",
      "PostgreSQL",
      "Google Cloud Montréal",
      "Looker Studio",
    ],
    duration: "5 weeks",
  },
  {
    slug: "api-saint-john-supply-shipping",
    client: "Saint John Supply",
    sector: "Industrial distribution",
    location: "Saint John, New Brunswick",
    headline: "Labels printed in seconds, not minutes",
    summary:
      "One order screen now compares Canada Post, Purolator and Day & Ross rates and prints the label in seconds for a New Brunswick industrial supplier.",
    services: ["software/api-integration"],
    image: {
      scene: "globe",
      alt: "Illustration of parcels routed to carriers across Canada from a single order screen",
    },
    problem: [
      "Saint John Supply distributes fasteners, safety equipment and maintenance parts to mills, shipyards and contractors across Atlantic Canada and Ontario. Shippers copied each address from the order system into three separate carrier websites to compare rates, then printed the label from whichever one was cheapest.",
      "Each shipment took about four minutes at the packing bench, and typing errors in addresses caused returned parcels and re-delivery fees every week. Tracking numbers reached customers only when someone remembered to email them.",
    ],
    approach: [
      {
        title: "Watching the packing bench",
        description:
          "We timed a full morning of shipments and listed every field copied by hand, which showed that most of the four minutes went to re-typing and switching between carrier sites.",
      },
      {
        title: "Rates from every carrier at once",
        description:
          "When an order is marked packed, the integration sends its weight, dimensions and address to all three carriers and shows the price and delivery date side by side.",
      },
      {
        title: "Address checks before the label",
        description:
          "Addresses are validated against Canada Post data before a label is bought, and questionable ones are flagged for a quick call to the customer.",
      },
      {
        title: "One click to print and notify",
        description:
          "The chosen label prints on the bench's Zebra printer, and the tracking number is written back to the order and emailed to the customer automatically.",
      },
    ],
    results: [
      { value: "8 sec", label: "to rate and print a label, down from about 4 minutes" },
      { value: "11%", label: "lower average shipping cost from comparing carriers" },
      { value: "85%", label: "fewer parcels returned for a bad address" },
    ],
    technologies: ["Canada Post API", "Purolator E-Ship", "Day & Ross API", "Sage 50", "Node.js"],
    duration: "7 weeks",
    quote: {
      text: "On a busy day we ship 120 orders. Getting the label down from a few minutes to a few seconds gave our two shippers back most of an afternoon, and customers stopped calling to ask where their tracking number was.",
      name: "Patrick Thériault",
      role: "Warehouse Manager, Saint John Supply",
    },
  },
] satisfies CaseStudyInput[];
