import { site } from "../site";
import type { AccessibilityPageInput } from "./schema";

/** Who reads and answers accessibility requests: a role, so the page outlives staff changes. */
const lead = "our accessibility lead";

export default {
  meta: {
    title: "Accessibility Statement: WCAG 2.2 AA and AODA",
    description: `How ${site.name} meets WCAG 2.2 AA, how we test it, what we have not tested yet, known limits, and how to ask for content in another format.`,
  },
  hero: {
    title: { text: "Accessibility:", accent: "what we test, and what we don't" },
    description:
      "Which standard this site meets, how we check it, the gaps we know of, and how to ask for anything on it in a format that works for you.",
  },
  reviewed: "2026-11-23",
  nextReview: "2027-05-23",
  summary: [
    "Our standard is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, for every page of this site.",
    "Every page is checked by automated tests at desktop and phone widths, and we test by keyboard, with zoom, in high-contrast mode and with JavaScript turned off.",
    "With every change, our tests walk the main journeys as a screen reader announces them, using a virtual screen reader. We have not yet tested the site with the screen readers people use, with speech input or switch access, or with disabled people. We plan to, and we say so plainly below.",
    `You can ask for any of our content in another format, at no cost, by email to ${site.email.display} or by phone at ${site.phone.display}.`,
    "We acknowledge every request within 2 business days.",
  ],
  sections: [
    {
      id: "standard",
      title: "The standard we meet",
      paragraphs: [
        "This site is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, published by the World Wide Web Consortium. The standard applies to the whole site: every page, the menus, the forms and the page you see when an address does not exist.",
        "Tests cannot prove that a site works for everyone. So besides what we check, this statement tells you what we have not checked yet and lists the gaps we know of, instead of leaving them out.",
      ],
    },
    {
      id: "how-we-test",
      title: "How we test",
      paragraphs: [
        "We test in a real browser at two widths: 1440 pixels, a laptop or desktop screen, and 390 pixels, a phone. Most of these checks run as automated tests, so every change to the site is checked again before it goes live.",
      ],
      items: [
        "Every page is scanned with axe-core, an automated accessibility checker, at both widths, against the WCAG 2.2 level A and AA rules.",
        "Every page is checked with the Nu Html Checker, the W3C's HTML validator, so assistive technology receives well-formed pages.",
        "Buttons, links and form controls are at least 24 by 24 CSS pixels, so they are easy to hit with a finger or a shaky pointer.",
        "Pages reflow without scrolling sideways at 320 CSS pixels wide and with text zoomed to 200 percent.",
        "Pages stay usable in Windows high-contrast mode, where the system's forced colours replace ours.",
        "When your device asks for reduced motion, nothing on the site moves by itself, and when it asks for more contrast, the site follows that preference too.",
        "Printing a page prints all of its content, not only what is on screen.",
        "Every page can be read, and every form sent, with JavaScript turned off.",
        "We keep a snapshot of the accessibility tree, the structure screen readers receive, for each kind of page, and compare it after every change: headings in order, and every link, button and form field named. A virtual screen reader (Guidepup's Virtual Screen Reader, which reads that tree with a reading cursor as NVDA or VoiceOver do) walks the home page in both languages, a service page's headings, the Services menu, the quote form with its error messages, and search, and our tests check what it announces.",
      ],
    },
    {
      id: "keyboard",
      title: "Keyboard journeys",
      paragraphs: [
        "We go through every kind of page using only the keyboard, at both widths, and check that:",
      ],
      items: [
        "A skip link, the first thing you reach, takes you straight to the main content.",
        "Every link, button and field can be reached in a sensible order, with a visible focus indicator that is never hidden under the fixed header.",
        "The Services menu opens, lets you move through its links and closes from the keyboard, and Escape closes it and returns focus to the button that opened it.",
        "The phone menu works the same way: it opens, keeps you inside it while it is open, and Escape closes it and returns focus to the menu button.",
        "The slide show on our why-choose-us page can be paused and moved to the previous or next slide from the keyboard.",
        "Answers on the FAQs page open and close with Enter and with Space.",
        "The quote form on our contact page can be completed and sent by keyboard, and when something is missing, the errors are announced and each one can be reached to fix it.",
      ],
    },
    {
      id: "not-tested",
      title: "What we have not tested yet",
      paragraphs: [
        "Our checks are made by our own team with automated tools, a keyboard and browser settings. Some things they cannot tell us, and we have not done them yet:",
        "We intend to have the site tested with these screen readers and input methods, and to pay people with disabilities to try our main journeys, such as finding a service and sending the quote form. When we have, we will publish what we learned and what we changed on this page.",
      ],
      items: [
        "No audit with real screen readers: JAWS, NVDA, VoiceOver on Mac and iPhone, or TalkBack on Android. A virtual screen reader follows the accessibility tree faithfully, but it does not reproduce each product's own behaviour, speech or shortcuts.",
        "No testing with speech input, such as Voice Control or Dragon, or with switch access.",
        "No testing with disabled people using their own devices and settings.",
      ],
    },
    {
      id: "known-limitations",
      title: "Known limitations",
      paragraphs: [
        "These are the gaps and compromises we know of. If you find another, please tell us.",
      ],
      items: [
        'The home page\'s opening section has a slow particle animation behind the heading, and floating cards beside it. They stop when they scroll out of view, stay still when your device asks for reduced motion, and the "Pause background animation" box at the bottom of that section stops them. Without JavaScript the particles never start, and the box still stops the cards.',
        "Our illustrations are our own artwork of screens, dashboards and charts. Each has a short text alternative that says what it shows, but the shapes and numbers drawn inside it are decoration, not data, so they are not described.",
        "The floating cards on the home page show sample figures as part of the illustration. Screen readers skip them, and no claim of ours depends on them: our real figures are written in the text of the page.",
        "The results in our case studies are figures our clients reported to us. They are written out as text, never only in a chart, but we have not verified them independently.",
        "After you subscribe to our newsletter, the confirmation message disappears after 3 seconds. Screen readers announce it as it appears, and your subscription is saved whether or not you saw it.",
        "To stop automated spam, the quote form refuses a form sent within a few seconds of opening the page, and a form left open for more than 24 hours. Either way it tells you what happened and keeps everything you typed, so you only need to send it again.",
        "The site is in English and Canadian French, and every page links to its twin in the other language. Proper names (our clients, products and tools) keep their own spelling and are not marked with their language, so a screen reader reads them with the voice of the page.",
        "Links to our social media profiles lead to sites run by others, whose accessibility we do not control.",
      ],
    },
    {
      id: "another-format",
      title: "Asking for another format or a communication support",
      paragraphs: [
        "If anything on this site is hard for you to use, or you would like its content in another format, tell us. We can send any page as plain text or a Word document by email, print it in large type and mail it to you, or go through it with you over the phone. If you need another format or a communication support, ask and we will work out with you what suits you.",
        `Tell us which page or information you need, the format or support that works for you, and how you would like us to reply. Our phone line is open ${site.hours}, and we accept calls placed through a relay service.`,
      ],
      contacts: [
        { label: "Email", value: site.email.display, href: site.email.href },
        { label: "Phone", value: site.phone.display, href: site.phone.href },
        {
          label: "Post",
          value: `Accessibility Lead, ${site.legalName}, ${site.mailingAddress}`,
        },
      ],
    },
    {
      id: "how-we-answer",
      title: "Who answers, and how quickly",
      paragraphs: [
        `Every accessibility request and every piece of feedback about accessibility goes to ${lead}, who is responsible for this statement and answers you personally.`,
      ],
      items: [
        "We acknowledge your request or feedback within 2 business days.",
        "We provide the format or communication support you asked for within 5 business days. If it takes longer, for example a format we arrange with a specialist, we tell you why and agree a date with you.",
        "If we cannot provide exactly what you asked for, we explain why and work with you to find another format or support that meets your needs.",
        "There is no extra cost: an accessible format or communication support costs you nothing more than the content costs anyone else, and our content is free.",
        "When you tell us about a barrier on the site, we reply within 10 business days with what we will change and when, or why we cannot and what we offer you instead.",
      ],
    },
    {
      id: "aoda",
      title: "Ontario's accessibility law",
      paragraphs: [
        `${site.name} is based in Ontario, where the Accessibility for Ontarians with Disabilities Act, 2005 (AODA) and its Integrated Accessibility Standards Regulation (O. Reg. 191/11) set out how organizations make their information and communications accessible.`,
        "The Regulation asks us to make our feedback process accessible, to provide accessible formats and communication supports when someone asks, in good time and at no more than the regular cost, to consult the person asking about what suits them, and to let the public know these are available. This page, and the process described above, is how we do that.",
        "The Regulation's website requirement names WCAG 2.0 level AA. WCAG 2.2 level AA, our standard, includes every level AA criterion of WCAG 2.0 except Parsing, which WCAG 2.2 retired. We still check that every page is valid HTML.",
      ],
    },
    {
      id: "reviews",
      title: "Reviews of this statement",
      paragraphs: [
        "We review this statement, and test the site again against it, at least every six months and whenever we change the site substantially. The date of the last review and of the next planned one are at the top of this page.",
        "When a review finds a new gap, we add it to the known limitations with what we plan to do about it, and remove it once it is fixed.",
      ],
    },
  ],
} satisfies AccessibilityPageInput;
