import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { fixedQuote } from "../promise";

export default {
  category: "software",
  slug: "mobile-applications",
  name: "Mobile Applications",
  meta: {
    title: "iOS and Android App Development in Canada",
    description:
      "Native and cross-platform mobile apps for Canadian businesses, from loyalty apps to field-service tools, built to pass App Store and Google Play review.",
  },
  hero: {
    title: { text: "Mobile apps your customers", accent: "keep on their home screen" },
    description:
      "We design, build and publish iOS and Android apps for Canadian businesses, whether you need a customer-facing app or a tool for staff in the field.",
    showCTA: true,
    image: {
      scene: "phone",
      alt: "Illustration of a smartphone showing a mobile app with a booking screen and navigation bar",
    },
  },
  intro: {
    title: { text: "An app is worth building", accent: "when it earns a daily habit" },
    paragraphs: [
      "A mobile app makes sense when people need something on the go: reordering, booking, checking in, scanning, or recording work away from a desk. We help you decide whether an app, a mobile-friendly web application or both is the right investment before any code is written.",
      `When an app is the right call, we build it with one shared codebase where that works and native code where it matters. A first release on both stores typically takes 10 to 20 weeks, including store review and a beta with real users.`,
    ],
    image: {
      scene: "chat",
      alt: "Illustration of push notification and in-app message bubbles on a phone screen",
    },
  },
  features: {
    title: { text: "What goes into", accent: "a well-made app" },
    description:
      "The capabilities our clients ask for most, built to platform guidelines on both iOS and Android.",
    items: [
      {
        title: "Native look and feel",
        description:
          "Navigation, gestures and typography follow Apple and Google conventions, so the app feels familiar from the first tap.",
        icon: "smartphone",
      },
      {
        title: "Offline mode",
        description:
          "Field crews in rural Ontario or northern BC can keep working without signal, and data syncs safely once they reconnect.",
        icon: "wifi",
      },
      {
        title: "Push notifications",
        description:
          "Order updates, appointment reminders and alerts that people opt in to, with consent recorded to respect CASL where messages are commercial.",
        icon: "bell",
      },
      {
        title: "In-app payments",
        description:
          "Apple Pay, Google Pay and card payments through Stripe or Moneris, with GST/HST, QST and PST calculated correctly for each province.",
        icon: "credit-card",
      },
      {
        title: "Camera, maps and location",
        description:
          "Barcode scanning, photo capture for inspections, and maps for store finders or job routing, using device features responsibly.",
        icon: "map-pin",
      },
      {
        title: "Secure sign-in",
        description:
          "Sign in with Apple, Google or email, plus Face ID and fingerprint unlock, with tokens stored in the device's secure storage.",
        icon: "lock",
      },
    ],
  },
  process: {
    title: { text: "From idea", accent: "to app store" },
    description: "A structured process that takes the guesswork out of publishing an app.",
    steps: [
      {
        title: "Product strategy",
        description:
          "We clarify who the app is for, what it must do on day one, and how you will measure whether it is working.",
      },
      {
        title: "UX and interface design",
        description:
          "Wireframes and a clickable prototype are tested with a handful of real users before development begins.",
      },
      {
        title: "Development and backend",
        description:
          "We build the app and the APIs behind it in two-week sprints, with test builds on your own phone throughout.",
      },
      {
        title: "Beta testing",
        description:
          "A private beta through TestFlight and Google Play testing tracks catches issues on real devices before the public sees them.",
      },
      {
        title: "Store launch and growth",
        description:
          "We prepare store listings in English and French, manage the review process, and plan the updates that follow launch.",
      },
    ],
  },
  showcase: {
    title: { text: "Apps we have", accent: "shipped" },
    description:
      "Examples of mobile work for Canadian retailers, service companies and community organizations.",
    items: ["mobile-prairie-roast-loyalty", "mobile-northshore-inspections-field", "servicepro"],
  },
  showTestimonial: true,
  faqs: [
    {
      question: "Should we build native apps or one cross-platform app?",
      answer:
        "For most business apps, a cross-platform framework such as React Native or Flutter gives you both iOS and Android from one codebase at lower cost. We recommend fully native Swift and Kotlin when an app leans heavily on device hardware, complex animation or the latest platform features.",
    },
    {
      question: "How much does a mobile app cost in Canada?",
      answer: `A focused first release on both iOS and Android usually lands between $40,000 and $150,000 CAD, depending on features, integrations and the backend it needs. You get ${fixedQuote}.`,
    },
    {
      question: "Do you handle App Store and Google Play submission?",
      answer:
        "Yes. We set up the developer accounts in your company's name, prepare screenshots and listings, complete the privacy disclosures and manage review. If a submission is rejected, we fix the issue and resubmit.",
    },
    {
      question: "Can the app be in both English and French?",
      answer:
        "Yes. We build the app with translation in mind from the start, so it follows the device language and you can serve Quebec users in French as the Charter of the French Language expects. Store listings can be published in both languages too.",
    },
    {
      question: "What happens after launch?",
      answer:
        "Apple and Google release new operating system versions every year, so apps need regular updates. We offer support plans that cover compatibility updates, bug fixes, monitoring and new features.",
    },
  ],
  sections: [
    {
      type: "technologies",
      title: { text: "Our mobile", accent: "technology stack" },
      description:
        "We pick the stack that fits your app, your budget and who will maintain it later.",
      groups: [
        { name: "iOS", items: ["Swift", "SwiftUI", "Xcode", "TestFlight"] },
        {
          name: "Android",
          items: ["Kotlin", "Jetpack Compose", "Android Studio", "Google Play Console"],
        },
        { name: "Cross-platform", items: ["React Native", "Expo", "Flutter", "TypeScript"] },
        {
          name: "Backend",
          items: ["Node.js", "PostgreSQL", "Firebase", "AWS Canada (Central)", "Stripe"],
        },
      ],
    },
    {
      type: "services",
      title: { text: "Mobile services", accent: "we offer" },
      items: [
        {
          title: "Customer apps",
          description:
            "Ordering, booking, loyalty and account apps that give repeat customers a faster way to buy from you.",
          icon: "store",
        },
        {
          title: "Field and staff apps",
          description:
            "Checklists, time tracking, inspections and job updates for teams who work on site rather than at a desk.",
          icon: "clipboard-check",
        },
        {
          title: "App rescue and modernization",
          description:
            "We take over stalled or outdated apps, stabilize them and bring them up to current iOS and Android requirements.",
          icon: "refresh-cw",
        },
      ],
    },
    {
      type: "benefits",
      title: { text: "What a good app", accent: "does for your business" },
      items: [
        "Repeat customers reorder or rebook in a few taps, which raises visit frequency.",
        "Push notifications reach people who opted in, without depending on social media algorithms.",
        "Field staff capture accurate information on site, removing paper forms and end-of-day data entry.",
        "Your brand sits on the customer's home screen, a reminder that no advertisement can buy.",
      ],
    },
  ],
  cta: {
    title: { text: "Have an app idea", accent: "worth testing?" },
    description:
      "Tell us who your app is for and what it should do. We will tell you honestly whether an app is the right move and what it would take.",
    button: "Talk to our mobile team",
  },
  closing: `Send us a sketch, a list of screens or a few sentences on the app you picture. Within ${site.responseTime} we reply with honest advice on the best way to build it, a rough budget and a timeline.`,
} satisfies ServiceInput;
