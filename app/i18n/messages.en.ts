/**
 * The interface's words that every page needs, in English (French: messages.fr.ts, which must
 * have every key this has; TypeScript checks it). Pages read them through messages.ts.
 */
import { site } from "~/content/site";
import { newsletterConsentWording, newsletterMessages } from "~/lib/newsletter";

const en = {
  skipToContent: "Skip to content",
  home: "Home",
  nav: {
    main: "Main",
    mobile: "Mobile",
    services: "Services",
    portfolio: "Portfolio",
    megaLink: "Get a free consultation",
    allInCategory: (name: string) => `All ${name}`,
    getInTouch: "Get in touch",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    logoHome: `${site.name} home`,
    socialLink: (network: string) => `${site.name} on ${network} (opens in a new tab)`,
  },
  footer: {
    groupLabel: (title: string) => `Footer: ${title}`,
    newsletter: "Newsletter",
  },
  newsletter: {
    label: "Email address",
    placeholder: "you@company.ca",
    subscribe: "Subscribe",
    invalid: newsletterMessages.invalid as string,
    success: newsletterMessages.success as string,
    checkInbox: "Check your inbox: confirm your address with the link we just sent you.",
    consent: newsletterConsentWording,
    tooMany: "Too many attempts from your connection. Please wait a few minutes and try again.",
    failed:
      "We could not save your subscription just now. Please try again in a minute, or write to us.",
    pageTitle: "Newsletter",
    subscribed: "One more step: check your inbox",
    heading: "Our monthly newsletter",
    back: "Back to the home page",
  },
  loader: "Loading page…",
  errors: {
    notFound: "Page not found",
    notFoundText:
      "The page you asked for has moved or never existed. Everything we offer is one click away from the home page.",
    code404: "Error 404",
    code503: "Error 503",
    unavailable: "We'll be right back",
    unavailableText:
      "The site is out of reach for a moment, most likely while we update it. If you were sending us a form, it may not have reached us: go back, your details should still be there, and send it again in a minute. You can also call or email us.",
    returnHome: "Return Home",
    unexpected: "Unexpected Application Error!",
    unexpectedTitle: "Unexpected error",
    unknown: "Unknown error",
  },
  honeypot: "Leave this field empty",
  sections: {
    figuresTitle: `${site.name} in figures`,
    features: "Features",
    ourProcess: "Our process",
    whatsIncluded: "What's included",
    whoWeWorkWith: "Who we work with",
    benefits: "Benefits",
    whyUs: "Why us",
    integrations: "Integrations",
    tools: "Tools and technologies",
    platforms: "Platforms",
    caseStudies: "Case studies",
    plans: "Plans and pricing",
    mostChosen: "Most chosen",
    contents: "Contents",
    shortVersion: "The short version",
    faq: "FAQ",
    learnMore: "Learn more",
    selectedWork: "Selected work",
    viewAllProjects: "View All Projects",
    viewProject: "View Project",
    viewProjectLabel: (title: string) => `View Project: ${title}`,
    clientSays: "What a client says",
    quoted: (quote: string) => `“${quote}”`,
    breadcrumb: "Breadcrumb",
    updated: "Last updated",
    step: (n: number) => `Step ${n}: `,
    explore: (name: string) => `Explore ${name}`,
    trustedBy: "Trusted by teams in",
    heroCards: {
      enquiries: "Qualified enquiries",
      growth: "+38%",
      period: "this quarter",
      uptime: "Hosting uptime target",
    },
    pauseAnimation: "Pause background animation",
    builtWith: (tools: string) => `Built with ${tools}`,
  },
  carousel: {
    pause: "Pause slide show",
    play: "Play slide show",
    previous: "Previous slide",
    next: "Next slide",
    position: (current: number, count: number) => `${current} of ${count}`,
    show: (position: number, title: string) => `Show slide ${position}: ${title}`,
  },
  search: {
    open: "Search",
    title: "Search the site",
    description: "Search every service, case study, project, FAQ and article on the site.",
    label: "Search the site",
    placeholder: "Services, case studies, articles…",
    submit: "Search",
    close: "Close search",
    loading: "Loading the search index…",
    prompt: "Type at least two letters.",
    results: (count: number, query: string) =>
      count === 0
        ? `No results for “${query}”.`
        : count === 1
          ? `1 result for “${query}”.`
          : `${count} results for “${query}”.`,
    more: (count: number) => `Show ${count} more`,
    failed: "Search could not load. Check your connection and try again.",
    noScript:
      "Search runs in your browser and needs JavaScript, which is turned off. Every page is also reachable from the sections below.",
    sections: "Sections of the site",
    scope:
      "The search covers every page of the English site: our services and their prices, the projects and case studies with their results, the answers in the FAQs and every published article. Results open the page where the words appear.",
  },
};

export type Messages = typeof en;

export default en;
