import { site } from "../site";
import type { PrivacyPageInput } from "./schema";

const privacyEmail = "privacy@maplestack.ca";

export default {
  meta: {
    title: "Privacy Policy: How We Handle Your Information",
    description: `What ${site.name} collects through its quote and newsletter forms, why, where it is kept in Canada, for how long, and how to see, fix or delete it.`,
  },
  hero: {
    title: { text: "Privacy", accent: "in plain language" },
    description: `What ${site.name} collects when you write to us or join our newsletter, what we do with it, and the choices you have, without the legal fog.`,
  },
  updated: "2026-11-27",
  summary: [
    "We collect personal information only through two forms: the quote form on our contact page and the newsletter form in the footer.",
    "We use it to answer your enquiry, prepare a quote and, only if you asked for it, send you marketing email.",
    "Your information is stored on servers in Canada that we manage, in Toronto and Montréal data centres.",
    "This site sets no cookies and runs no third-party trackers; we count visits ourselves, without knowing who you are.",
    "We never sell your information or share it with anyone for their own marketing.",
    `You can see, correct or delete what we hold about you, free of charge, by writing to ${privacyEmail}.`,
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Who we are and what this policy covers",
      paragraphs: [
        `${site.name} is a digital agency based in ${site.city}. Our legal name is ${site.legalName}, and we are responsible for the personal information described on this page.`,
        "This policy explains how we handle personal information collected through this website, and the marketing email we send follows Canada's Anti-Spam Legislation (CASL). Which privacy law protects your information depends on where you live, and we meet each of them:",
      ],
      items: [
        "In Quebec: the Act respecting the protection of personal information in the private sector (CQLR c P-39.1), as amended by the Act to modernize legislative provisions as regards the protection of personal information (SQ 2021, c 25), known as Law 25.",
        "In British Columbia: the Personal Information Protection Act (SBC 2003, c 63).",
        "In Alberta: the Personal Information Protection Act (SA 2003, c P-6.5).",
        "Everywhere else in Canada, and whenever information crosses a provincial or national border: the federal Personal Information Protection and Electronic Documents Act (SC 2000, c 5), known as PIPEDA.",
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      paragraphs: [
        "You can browse the whole site without telling us anything about yourself. We collect personal information only when you fill in one of our two forms, and only what the form asks for.",
        "The newsletter form in the footer asks only for your email address. We then send one email asking you to confirm it; you are subscribed only once you do, and an address not confirmed within seven days is removed with its request. With the address we record the exact consent wording you were shown, the page you subscribed from, and when you asked and confirmed, which together are our proof of your consent under CASL.",
        "The quote form on our contact page asks for more, because we need it to give you a useful answer:",
      ],
      items: [
        "Your first and last name, and the name of your company.",
        "Your email address, and your phone number if you choose to give it.",
        "The services you are interested in and the budget range you picked.",
        "The time you would prefer us to call you back.",
        "The description of your project, in your own words.",
        "Whether you ticked the box asking for marketing email from us. The box is unticked until you tick it, and your answer is our record of your express consent under CASL.",
      ],
    },
    {
      id: "why",
      title: "Why we collect it",
      paragraphs: [
        "We use what you send us for the purpose you sent it for, and for nothing else without asking you first.",
      ],
      items: [
        "Quote form details are used to reply to your enquiry, understand your project and prepare a quote.",
        "We send marketing email to someone who used the quote form only if they ticked the marketing box.",
        "Confirmed newsletter addresses receive one email a month. Every email has an unsubscribe link, which opens a page where one button unsubscribes you, and tells your email program how to offer its own one-click unsubscribe button.",
        "The consent records we keep exist so we can show, if ever asked, that you agreed to hear from us.",
      ],
    },
    {
      id: "where-it-is-kept",
      title: "Where your information is kept",
      paragraphs: [
        `Everything sent through our forms is stored in a database on servers in Canada that ${site.name} manages, in data centres in Toronto and Montréal.`,
        "So that our team sees new enquiries quickly, a copy of each one is also emailed to our own inbox.",
        "To protect the forms from abuse, we count how many forms each IP address sends in a short window (ten minutes for the forms, fifteen for our team's sign-in page). The count is kept in our database only until its window ends, then erased; IP addresses are never stored with your enquiry or your subscription.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      paragraphs: [
        "We keep personal information only as long as we need it for the reason it was collected, or as long as the law requires.",
      ],
      items: [
        "Enquiries that do not turn into a project lose their personal details automatically 24 months after our last contact with you: your name, company, email address, phone number and message are erased, and what remains (the date, the services and the budget range) no longer identifies anyone.",
        "You can ask us to delete your enquiry sooner, at any time: we delete it, with our notes about it, within 30 days.",
        "If you become a client, your records are kept as our contract with you and tax law require; invoices and accounting records are kept for seven years to meet Canada Revenue Agency record-keeping rules.",
        "Newsletter subscriptions are kept until you unsubscribe. After that we keep your email address on a suppression list, and a one-way fingerprint of it (a hash) even once the address itself is removed, so that it is never sent the newsletter again unless you subscribe anew. Whoever asks, an address is sent one confirmation email a month at most.",
      ],
    },
    {
      id: "who-sees-it",
      title: "Who sees it",
      paragraphs: [
        "Your information is seen by as few people as possible, and only for the purposes described above.",
      ],
      items: [
        `The ${site.name} staff who handle enquiries and client work.`,
        "Our hosting and email providers, who process it only on our behalf, under contracts that require them to protect it.",
        "Authorities such as the police or a court, but only where the law requires us to disclose it.",
        "Nobody else: we never sell your information, rent it or share it with other companies for their marketing.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and tracking",
      paragraphs: [
        "This site sets no cookies for its visitors, so there is no cookie banner to click through. The only cookie we use belongs to the private area where our own team signs in to handle enquiries. Your browser keeps one note for this site, in its local storage: that it already holds our font, so the next pages you open can use it at once. The note says nothing about you, and it is never sent to us.",
        "We use no advertising trackers, no third-party analytics and no social media pixels. Our fonts and images are served from this site itself, so visiting a page does not send requests to any third party. To learn which pages help our visitors, each page you open sends one small message to our own server, which counts it.",
        "So that one person's pages can be counted as one visit, our server mixes your IP address and browser name with a random value that changes every day, keeps only the scrambled result, and deletes that day's random value the next day. Your IP address itself is never stored, and after that day nobody, us included, can link those page views to you or to another day's. If your browser sends a Do Not Track or Global Privacy Control signal, the page sends nothing and nothing is counted.",
        "Here is exactly what is counted or measured, and nothing else:",
      ],
      items: [
        "The address of the page (without anything after a question mark), and when it was opened.",
        "The name of the website that sent you here, if any (for example google.ca, never the page's full address), and the campaign name in a link we shared (its UTM source and campaign).",
        "The page's language, and whether your screen is the size of a phone, a tablet or a computer.",
        "Your country, when the network in front of our servers names it, and nothing finer.",
        "Whether an enquiry was sent from the contact page, with the services it named, so we can see which pages lead to enquiries.",
        "How fast the page worked for you: five timings your browser measures, known as Core Web Vitals (how long our server took to answer, how long until the first text and then the main content appeared, how quickly the page responded when you clicked or typed, and how much its layout moved as it loaded). They are sent once, as you leave the page, with its address and your window's width, and we keep only the figures with the kind of page, the day, the language and the screen size. They are timing figures only, never linked to you or to the pages you viewed, and under Do Not Track or Global Privacy Control they are neither measured nor sent.",
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      paragraphs: [
        "We take reasonable care to keep your information safe from loss, theft and unauthorized access.",
      ],
      items: [
        "Every connection to this site is encrypted with HTTPS, including the forms you send.",
        "Access to enquiries and subscriptions is limited to the staff who need it for their work.",
        "Our backups are encrypted.",
      ],
    },
    {
      id: "access-and-correction",
      title: "Seeing, correcting or deleting your information",
      paragraphs: [
        `You can ask us what personal information we hold about you, and ask us to correct it or delete it. Write to ${privacyEmail} and tell us what you would like us to do. If you live in Quebec, the Act respecting the protection of personal information in the private sector, as amended by Law 25, also gives you the right to access and correct your information, to withdraw your consent and, where it applies, to receive the computerized information you gave us in a structured, commonly used technological format (portability).`,
        "We reply within 30 days, and there is no charge. We may ask you to confirm your identity first, so that we never hand your information to someone else.",
        "If we have to keep something, for example an invoice we are required to retain for tax purposes, we will tell you what and why.",
      ],
    },
    {
      id: "withdraw-consent",
      title: "Changing your mind",
      paragraphs: [
        "You can withdraw your consent at any time, and doing so is as easy as giving it.",
      ],
      items: [
        "Open the unsubscribe link at the bottom of any email we send you and press the button on the page it opens, or use your email program's unsubscribe button: it takes effect at once, with nothing to sign in to.",
        `Or write to ${privacyEmail} and we will stop sending you marketing email.`,
      ],
    },
    {
      id: "contact",
      title: "Contact our Privacy Officer",
      paragraphs: [
        "Our Privacy Officer is responsible for how we handle personal information and answers every privacy question or request.",
        "If you are not satisfied with our answer, you can complain to the authority that oversees the law that protects you. In Quebec, that is the Commission d'accès à l'information du Québec (cai.gouv.qc.ca); in British Columbia, the Office of the Information and Privacy Commissioner for British Columbia (oipc.bc.ca); in Alberta, the Office of the Information and Privacy Commissioner of Alberta (oipc.ab.ca).",
        "Everywhere else in Canada, or about information that crossed a provincial or national border, you can complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca).",
      ],
      items: [
        `By mail: Privacy Officer, ${site.legalName}, ${site.mailingAddress}.`,
        `By email: ${privacyEmail}.`,
        `By phone: ${site.phone.display}.`,
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      paragraphs: [
        "When we change this policy, the date at the top of this page changes too.",
        "If a change is significant, for example a new use of your information, we will also announce it to our newsletter subscribers.",
      ],
    },
  ],
} satisfies PrivacyPageInput;
