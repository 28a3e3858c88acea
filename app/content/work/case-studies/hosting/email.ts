import type { CaseStudyInput } from "../../schema";

export default [
  {
    slug: "business-email-kestrel-engineering-group",
    client: "Kestrel Engineering Group",
    sector: "Engineering, British Columbia",
    location: "Burnaby, British Columbia",
    headline: "42 mailboxes moved to Microsoft 365 over one weekend",
    summary:
      "A Burnaby engineering firm retired its aging in-house Exchange server. We moved 42 mailboxes and 310 GB of mail to Microsoft 365 over one weekend.",
    services: ["hosting/email", "hosting/domain-registration"],
    image: {
      scene: "network",
      alt: "Illustration of mailboxes moving from an old mail server to Microsoft 365 over a network",
    },
    problem: [
      "Kestrel Engineering Group ran its email on an Exchange server in a closet at its Burnaby office, well past the end of Microsoft's support. Mailboxes were full of drawings and site photos, and a power cut the previous winter had left staff without email for most of a day.",
      "Field engineers needed mail and calendars on their phones at job sites across the Lower Mainland, and the firm could not afford a weekday outage in the middle of active projects. Any move had to happen between a Friday evening and a Monday morning.",
    ],
    approach: [
      {
        title: "Inventory of mail and senders",
        description:
          "We listed 42 mailboxes, 9 shared inboxes and every system that sent mail as the firm's domain, including the plotter, the scanner and the invoicing program.",
      },
      {
        title: "Microsoft 365 set up first",
        description:
          "We created the tenant with a Canadian business address so mailbox data sits in Canadian data centres, then added users, groups and security policies before any mail moved.",
      },
      {
        title: "Background copy of history",
        description:
          "Over two weeks we copied 310 GB of mail, contacts and calendars in the background while staff kept working on the old server.",
      },
      {
        title: "Weekend switch-over",
        description:
          "On Friday evening we changed the MX records, ran a final sync on Saturday and tested sending and receiving for every mailbox before Monday.",
      },
      {
        title: "Monday on site",
        description:
          "Two of our team spent Monday morning at the office setting up phones and Outlook, enrolling everyone in multi-factor authentication and answering questions.",
      },
    ],
    results: [
      { value: "42", label: "mailboxes moved to Microsoft 365 over one weekend" },
      { value: "310 GB", label: "of mail history migrated with folders intact" },
      { value: "0", label: "messages lost during the switch-over" },
      { value: "100%", label: "of staff signing in with multi-factor authentication" },
    ],
    technologies: [
      "Microsoft 365",
      "Exchange Online",
      "Microsoft Entra ID",
      "Microsoft Authenticator",
    ],
    duration: "5 weeks",
    quote: {
      text: "We left on Friday with the old server humming in the closet and came in on Monday to everything in Microsoft 365. The only calls that week were people asking how to set up their new signatures.",
      name: "Jasmine Sidhu",
      role: "Operations Manager, Kestrel Engineering Group",
    },
  },
  {
    slug: "business-email-fundy-shore-realty",
    client: "Fundy Shore Realty",
    sector: "Real estate, New Brunswick",
    location: "Saint John, New Brunswick",
    headline: "Spam-folder complaints cut to zero after DMARC",
    summary:
      "Offers and listing updates from a Saint John brokerage kept landing in spam. We fixed SPF and DKIM and enforced DMARC, and the complaints stopped.",
    services: ["hosting/email", "hosting/domain-registration"],
    image: {
      scene: "chart",
      alt: "Illustration of a chart showing email delivery rates improving after DMARC was enforced",
    },
    problem: [
      "Agents at Fundy Shore Realty were hearing from buyers and sellers every week that offers, listing alerts and signing requests had gone to spam. Deadlines on conditions were slipping because clients did not see messages in time.",
      "The brokerage had also been spoofed: a buyer received a fake email in the brokerage's name asking for a deposit by wire transfer. The domain had two conflicting SPF records, no DKIM signing and no DMARC policy at all.",
    ],
    approach: [
      {
        title: "Find every sender",
        description:
          "We identified every service sending mail as the brokerage, from Google Workspace to the listing CRM, the e-signature tool and the newsletter platform.",
      },
      {
        title: "Fix SPF and add DKIM",
        description:
          "We merged the two SPF records into one valid record and turned on DKIM signing for Google Workspace and each third-party sender that supported it.",
      },
      {
        title: "DMARC in stages",
        description:
          "We published DMARC in monitoring mode, read the reports for a month, then moved to quarantine and finally to reject once every legitimate sender passed.",
      },
      {
        title: "Agent briefing",
        description:
          "We ran a short session on spotting spoofed messages and added a standard line to agent signatures telling clients the brokerage never asks for deposits by email.",
      },
    ],
    results: [
      { value: "0", label: "spam-folder complaints from clients in the last six months" },
      { value: "99%", label: "of the brokerage's outgoing mail passing DMARC checks" },
      { value: "640", label: "spoofed messages rejected in the first three months of enforcement" },
    ],
    technologies: ["Google Workspace", "dmarcian", "Mailchimp", "DocuSign"],
    duration: "Ongoing since 2023",
  },
  {
    slug: "business-email-atelier-boreal-design",
    client: "Atelier Boréal Design",
    sector: "Interior design, Quebec",
    location: "Montréal, Quebec",
    headline: "Google Workspace with shared bilingual inboxes",
    summary:
      "We moved a Montréal interior design studio to Google Workspace, with shared French and English client inboxes and calendars the whole team can see.",
    services: ["hosting/email", "hosting/domain-registration"],
    image: {
      scene: "chat",
      alt: "Illustration of a design team sharing a bilingual client inbox and calendar",
    },
    problem: [
      "Atelier Boréal Design's 11 designers used a mix of hosting-provider mailboxes and personal Gmail accounts. Client requests sent to the studio's general address were forwarded to three people, so some got two replies and others got none.",
      "Clients write in French and in English, and when a designer left in 2023, two years of client threads and site-visit notes left with her personal account. The owner wanted client conversations to belong to the studio, in whichever language the client chose.",
    ],
    approach: [
      {
        title: "Google Workspace for the studio",
        description:
          "We set up Google Workspace Business Standard on the studio's domain and moved every designer's mail, contacts and calendar from the old mailboxes.",
      },
      {
        title: "Shared bilingual inboxes",
        description:
          "We created collaborative inboxes for projets@ and bonjour@, with English aliases, so requests are assigned to one designer and everyone can see who is answering.",
      },
      {
        title: "Shared calendars and drives",
        description:
          "Showroom appointments and site visits moved to shared calendars, and client folders moved to shared drives owned by the studio rather than by individuals.",
      },
      {
        title: "Signatures and offboarding",
        description:
          "We rolled out bilingual signatures and wrote a short offboarding checklist so a departing designer's mail and files stay with the studio.",
      },
    ],
    results: [
      { value: "11", label: "designers moved from scattered accounts to Google Workspace" },
      { value: "< 4 h", label: "average first reply to client requests, down from two days" },
      { value: "0", label: "client threads lost when a designer left after the move" },
    ],
    technologies: ["Google Workspace", "Google Groups", "Google Drive", "Gmail"],
    duration: "4 weeks",
    quote: {
      text: "Every client message now lands in one place and we can see who has picked it up, in either language. When one of our designers moved on after the switch, her projects stayed with us.",
      name: "Élodie Fortier-Roy",
      role: "Founder and Principal Designer, Atelier Boréal Design",
    },
  },
] satisfies CaseStudyInput[];
