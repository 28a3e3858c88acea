import { claims, site, whyPath } from "../site";
import type { FaqPageInput } from "./schema";

const [basic, growth, premium, custom] = claims.maintenancePlans;
const consultation = claims.copywritingConsultation;

export default {
  meta: {
    title: "FAQs: Pricing, Timelines, Hosting and Support",
    description: `Answers to common questions about working with ${site.name}: prices in CAD, timelines, who owns the work, French, data in Canada, accessibility and support.`,
  },
  hero: {
    title: { text: "Frequently asked", accent: "questions" },
    description:
      "Straight answers about how we work, what things cost, how long they take and what happens after launch. If your question is not here, ask us directly.",
  },
  groups: [
    {
      id: "working-with-us",
      meta: {
        title: `Working with ${site.name}: FAQs`,
        description:
          "Where we work, service in French, who you deal with during a project, who owns the finished work and what we need from you to get started.",
      },
      title: "Working with us",
      description: "How projects run, who you deal with and who owns the result.",
      icon: "handshake",
      items: [
        {
          id: "do-you-work-outside-toronto",
          question: "Do you work with businesses outside Toronto?",
          answer: [
            `Yes. Most of our clients are outside Toronto, from the Atlantic provinces to British Columbia, and our own team works from five provinces. Workshops, reviews and training run by video call during our hours, ${site.hours}, which overlap the working day in every Canadian time zone.`,
            "When meeting in person helps, for example at a kickoff workshop or a brand photo shoot, we travel to you or meet in Toronto, Ottawa or Montréal.",
          ],
          link: { label: "Meet the team", to: "/about-us" },
        },
        {
          id: "can-we-work-in-french",
          question: "Can we work with you in French?",
          answer: [
            "Yes. Several members of our team work in French every day, so meetings, documents, training and support can be in French, English or both.",
            "We also deliver bilingual work: websites with matching English and French pages, French search and ad campaigns researched separately, and brands designed for both languages. French copy is written or adapted by francophone writers, not run through machine translation and published as is.",
          ],
        },
        {
          id: "who-will-we-deal-with",
          question: "Who will we deal with during a project?",
          answer: [
            "One named lead is your contact from the first call to launch and afterwards. They run the schedule, join every review and bring in the designers, developers or marketers your project needs.",
            "The senior people you meet in the first workshop are the ones who do the work. We do not pass projects to subcontractors without telling you first.",
          ],
          link: { label: `Why choose ${site.name}`, to: whyPath },
        },
        {
          id: "who-owns-the-work",
          question: "Who owns the code, design and content you create?",
          answer: [
            "You do. On final payment we assign you the copyright in the code, designs, copy and artwork we created for you, and you receive the source files. Domains, hosting, app store, analytics and ad accounts are set up in your business's name.",
            "Open-source libraries, licensed fonts and stock images stay under their own licences, and we tell you before a project starts which ones carry a cost or conditions.",
          ],
        },
        {
          id: "what-do-you-need-from-us",
          question: "What do you need from us to get started?",
          answer: [
            "A person on your side who can make decisions and spare a few hours a week for workshops and reviews, plus access to the accounts and content the project touches.",
            "If copy, photos or data are not ready, tell us early. We can write, source or clean them up as part of the quote, which is often faster than waiting for them to arrive.",
          ],
        },
      ],
    },
    {
      id: "pricing",
      meta: {
        title: "Pricing and timelines: FAQs",
        description:
          "What websites, software, AI and monthly marketing cost in Canadian dollars, how our fixed quotes and payment terms work, and how long projects take.",
      },
      title: "Pricing and timelines",
      description: "What projects and monthly services cost in CAD, and how long they take.",
      icon: "circle-dollar-sign",
      items: [
        {
          id: "are-your-quotes-fixed",
          question: "Are your quotes fixed?",
          answer: [
            "Yes. Every project starts with a free consultation, and within a week we send a written scope with a fixed price in Canadian dollars and a schedule with dates; for larger builds the price is firmed up after discovery. The price does not change unless you ask for something outside that scope.",
            "If you do, we send a short change request with its cost and effect on the schedule, and nothing extra is done until you approve it. Prices are in CAD, plus applicable taxes (GST/HST, plus QST in Quebec), shown separately on every invoice.",
          ],
          link: { label: "Book a free consultation", to: "/book" },
        },
        {
          id: "how-much-does-a-website-cost",
          question: "How much does a website cost?",
          answer: [
            "Most small business websites land between $8,000 and $25,000 CAD, depending on the number of page templates, integrations and whether the site is bilingual. Shopify and WooCommerce stores usually cost between $12,000 and $45,000 CAD.",
            "Larger sites with custom features, member areas or ERP connections go higher. You get a written, fixed-price quote within a week of our first call, firmed up after discovery for larger builds, so the figure you approve is the figure you pay.",
          ],
          link: {
            label: "Website design and development",
            to: "/services/web/website-design-development",
          },
        },
        {
          id: "how-much-do-software-and-ai-projects-cost",
          question: "How much do software and AI projects cost?",
          answer: [
            "As a guide, most MVPs land between $25,000 and $80,000 CAD, custom web applications between $30,000 and $120,000 CAD, and mobile apps for iOS and Android between $40,000 and $150,000 CAD. A first paid SaaS release usually runs from $60,000 to $200,000 CAD.",
            "On the AI side, website chatbots typically cost $8,000 to $25,000 CAD to build, and our fixed-scope AI proof of concept starts at $14,500 CAD. Every estimate is fixed once the scope is agreed.",
          ],
          link: { label: "Software services", to: "/services/software" },
        },
        {
          id: "how-much-does-digital-marketing-cost",
          question: "What do monthly marketing services cost?",
          answer: [
            "Most SEO plans for small and mid-sized businesses land between $1,500 and $5,000 CAD a month, social media management between $1,200 and $4,000, and email marketing between $1,200 and $3,500. Paid advertising management usually runs $750 to $3,000 a month, with the ad spend paid directly to Google, Meta or LinkedIn from your own account.",
            "We quote a fixed monthly fee after an audit, based on the number of locations, platforms and languages involved.",
          ],
          link: { label: "Digital marketing services", to: "/services/digital-marketing" },
        },
        {
          id: "how-long-does-a-project-take",
          question: "How long does a typical project take?",
          answer: [
            `Most projects go from kickoff to launch in ${claims.timeline}. A brochure website or a logo sits at the shorter end, while bilingual sites, online stores and applications with several integrations take longer.`,
            "Larger systems are delivered in stages, so your team starts using the most valuable parts early. The schedule in your quote has dates, and we hold to it by adjusting scope with you rather than letting deadlines slip.",
          ],
        },
        {
          id: "what-are-your-payment-terms",
          question: "What are your contract and payment terms?",
          answer: [
            "Projects are covered by a short services agreement and a statement of work with the fixed price. A typical schedule is 40% on signing, 30% when designs are approved and 30% at launch, and larger projects are split into more milestones.",
            "Monthly services such as hosting, maintenance and marketing are invoiced at the start of each month. Most run month to month with 30 days' notice after the initial setup, and any minimum term is stated in the quote. We accept bank transfer, credit card and Interac e-Transfer.",
          ],
        },
      ],
    },
    {
      id: "web",
      meta: {
        title: "Websites and eCommerce: FAQs",
        description:
          "AODA and WCAG 2.2 AA, updating your own site, choosing an eCommerce platform, keeping search rankings through a redesign, copy and life after launch.",
      },
      title: "Websites and eCommerce",
      description: "Building, updating and launching websites and online stores.",
      icon: "monitor-smartphone",
      items: [
        {
          id: "is-the-website-accessible",
          question: "Will our website meet AODA and WCAG 2.2 AA?",
          answer: [
            "We design and build to WCAG 2.2 AA, the current version of the guidelines. It goes beyond the WCAG 2.0 AA level that the AODA requires of Ontario businesses and non-profits with 50 or more employees, so a site built to it covers that requirement.",
            "We test with keyboard navigation, screen readers and automated checks before launch, and show your team how to keep new pages, images and documents accessible afterwards.",
          ],
          link: {
            label: "Website design and development",
            to: "/services/web/website-design-development",
          },
        },
        {
          id: "can-we-update-the-site-ourselves",
          question: "Can we update the website ourselves?",
          answer: [
            "Yes. We set up a content management system such as WordPress, Sanity, Webflow or Shopify around your pages and train your team at handover. Text, images, blog posts, products and staff profiles can all be edited without touching code.",
          ],
        },
        {
          id: "which-ecommerce-platform",
          question: "Which eCommerce platform do you recommend?",
          answer: [
            "Shopify suits most retailers who want low maintenance and a large choice of apps. WooCommerce fits businesses already on WordPress or with unusual product rules, and headless builds suit high-volume brands that need full control of the front end.",
            "Whichever we recommend, we set up Canadian payment options such as Moneris, Stripe or Helcim, and configure GST, HST, PST and QST by province.",
          ],
          link: { label: "eCommerce development", to: "/services/web/ecommerce-development" },
        },
        {
          id: "will-we-lose-search-rankings",
          question: "Will we lose search rankings when the new site launches?",
          answer: [
            "Not if the move is planned. We map every important old address to its new page with permanent redirects, carry over titles and descriptions, and submit the new sitemap on launch day.",
            "We then watch Search Console and your rankings for the following weeks and fix anything that did not carry over.",
          ],
        },
        {
          id: "do-you-write-website-copy",
          question: "Can you write the website copy as well?",
          answer: [
            `Yes. Copywriting starts with a free ${consultation.minutes}-minute consultation in ${consultation.steps} steps: we learn about your business and customers, review your current copy together, and outline what we would write, with a fixed quote.`,
            "French pages are written in-house, in Quebec French, by our French-language lead rather than translated, and two rounds of revisions are included in either language.",
          ],
          link: { label: "Copywriting", to: "/services/web/copywriting" },
        },
        {
          id: "what-happens-after-launch",
          question: "What happens after launch?",
          answer: [
            "We stay close for the first weeks to fix anything that turns up with real traffic, check that forms and tracking work, and answer your team's questions. You receive a handover guide covering how the site is put together and how to edit it.",
            `After that, most clients move to a maintenance plan: ${basic.name} at ${basic.price}, ${growth.name} at ${growth.price} or ${premium.name} at ${premium.price}, covering tested updates, daily backups, monitoring and monthly hours for changes.`,
          ],
          link: { label: "Website maintenance plans", to: "/services/web/website-maintenance" },
        },
      ],
    },
    {
      id: "software",
      meta: {
        title: "Software and apps: FAQs",
        description:
          "A web app, a mobile app or both, starting with an MVP, connecting the systems you already use, taking over another firm's code, and SR&ED or IRAP funding.",
      },
      title: "Software and apps",
      description: "Custom web applications, mobile apps, integrations and MVPs.",
      icon: "code-xml",
      items: [
        {
          id: "web-app-or-mobile-app",
          question: "Do we need a web application, a mobile app or both?",
          answer: [
            "If your users work at a desk or in a browser, such as staff, suppliers or business customers, a web application is usually the better first step. A mobile app makes sense when people need it on the go, with the camera, location, barcode scanning or notifications.",
            "Many projects start with a web application and add a cross-platform app built with React Native or Flutter later, sharing the same backend.",
          ],
          link: { label: "Web applications", to: "/services/software/web-applications" },
        },
        {
          id: "should-we-start-with-an-mvp",
          question: "Should we start with an MVP?",
          answer: [
            "If you are testing a new product or market, usually yes. An MVP puts a focused first version in front of real users, so you learn what they will use and pay for before funding the full build.",
            "We cut features, not quality, and build on a mainstream stack, so the MVP becomes version one of the product rather than something to throw away.",
          ],
          link: { label: "MVP solutions", to: "/services/software/mvp-solutions" },
        },
        {
          id: "can-you-connect-our-systems",
          question: "Can you connect the systems we already use?",
          answer: [
            "Yes. We connect accounting, inventory, booking, CRM and eCommerce systems such as QuickBooks Online, Shopify, HubSpot and Salesforce, so orders, customers and invoices flow between them without retyping.",
            "If a no-code tool such as Zapier or Make would do the job reliably, we will tell you, and we only recommend custom integrations where volumes or rules call for them.",
          ],
          link: { label: "API integration", to: "/services/software/api-integration" },
        },
        {
          id: "can-you-take-over-existing-software",
          question: "Can you take over software another company built?",
          answer: [
            "Yes, and much of our support work starts that way. We begin with a paid technical audit so you know what you have, then take over in stages once access and documentation are in order.",
            "Support agreements set out response times, monitoring and a monthly block of development hours for fixes and improvements.",
          ],
          link: {
            label: "Software maintenance and supply",
            to: "/services/software/maintenance-supply",
          },
        },
        {
          id: "can-grants-fund-software",
          question: "Can SR&ED or IRAP help fund our project?",
          answer: [
            "Sometimes. Development that tackles genuine technical uncertainty may qualify for SR&ED tax credits or support through NRC IRAP, and we keep the technical records those programs usually ask for.",
            "We are not tax or grant advisers, so confirm eligibility with your accountant or an IRAP industrial technology advisor before work starts.",
          ],
        },
      ],
    },
    {
      id: "artificial-intelligence",
      meta: {
        title: "AI for your business: FAQs",
        description:
          "Where to start with AI, chatbots that stay accurate, whether your data trains anyone's model, PIPEDA and Law 25, and adding AI to the software you have.",
      },
      title: "AI",
      description: "Chatbots, AI features and proofs of concept that handle data responsibly.",
      icon: "bot",
      items: [
        {
          id: "where-to-start-with-ai",
          question: "Where should our business start with AI?",
          answer: [
            "With one task that costs your team real time, such as answering repeat customer questions, sorting incoming documents or drafting quotes. We test whether AI does that task well enough on your own data before anything is built for production.",
            "That is what our fixed-scope proof of concept is for: you get a working prototype and a measured result, and you decide whether to go further.",
          ],
          link: {
            label: "AI proof of concept and MVP",
            to: "/services/artificial-intelligence/ai-poc-ai-mvp",
          },
        },
        {
          id: "will-a-chatbot-give-wrong-answers",
          question: "Will an AI chatbot give customers wrong answers?",
          answer: [
            "Any language model can get something wrong, so we design for it. The bot answers only from your approved content, says when it does not know, and hands the conversation to a person for anything uncertain.",
            "We test it against your real customer questions before launch and review transcripts afterwards to fix weak spots.",
          ],
          link: { label: "AI chatbots", to: "/services/artificial-intelligence/ai-chatbots" },
        },
        {
          id: "is-our-data-used-for-training",
          question: "Will our data be used to train someone else's AI model?",
          answer: [
            "No. We use business API terms that exclude your data from model training, keep conversation logs and documents scoped to your account, and set retention limits.",
            "Where data residency matters, we host the application, its knowledge store and its logs in Canadian cloud regions and choose models available there.",
          ],
        },
        {
          id: "ai-and-privacy-law",
          question: "Can AI features meet PIPEDA and Quebec's Law 25?",
          answer: [
            "They can, if privacy is planned from the start. We limit collection to what the feature needs, document where data goes, and help you update your privacy policy and consent wording, including the transparency duties Law 25 adds for Quebec residents.",
            "Final compliance decisions rest with your business and its legal advisers, and we provide the technical documentation they need.",
          ],
        },
        {
          id: "add-ai-to-existing-product",
          question: "Can you add AI features to our existing software?",
          answer: [
            "Yes. Most AI features sit beside your application as a service it calls, using the data and permissions you already have. We keep the model behind an interface so you can switch providers later, and we meter usage from the start so costs stay predictable.",
          ],
          link: { label: "SaaS AI", to: "/services/artificial-intelligence/saas-ai" },
        },
      ],
    },
    {
      id: "digital-marketing",
      meta: {
        title: "Digital marketing: FAQs",
        description:
          "How long SEO takes, how often we post and send email, how we report results, keeping email marketing CASL-compliant, and who owns your accounts.",
      },
      title: "Digital marketing",
      description: "SEO, social media, paid ads, email and how we report on them.",
      icon: "megaphone",
      items: [
        {
          id: "how-long-does-seo-take",
          question: "How long does SEO take to show results?",
          answer: [
            `Most businesses see first gains in ${claims.seoFirstGains}, usually in map listings, long-tail searches and traffic to pages we have improved. Full results take ${claims.seoFullResults}, depending on competition, the state of your site and how much content is needed.`,
            "Nobody can honestly guarantee a first-page ranking, and we do not. We commit to a clear plan, the work in it and honest monthly reporting.",
          ],
          link: { label: "Search engine optimization", to: "/services/digital-marketing/seo" },
        },
        {
          id: "how-often-do-you-post-and-email",
          question: "How often will you post, publish and send emails?",
          answer: [
            `Most social media plans publish ${claims.socialPostsPerWeek} times a week, most email programs send ${claims.emailCampaignsPerMonth} campaigns a month alongside automated flows, and content plans usually start with ${claims.blogPostsPerMonth} blog posts a month.`,
            "You approve each month's calendar in advance, and we adjust the pace to what your audience responds to.",
          ],
        },
        {
          id: "how-do-you-report-results",
          question: "How do you report on results?",
          answer: [
            "Every month you receive a short report that ties our work to enquiries, bookings and sales, not only clicks and impressions. It covers what we did, what changed, what we recommend next and anything that needs your decision.",
            "We set up GA4, conversion tracking and dashboards first, and can bring in CRM or offline sales so campaigns are judged on closed business.",
          ],
          link: {
            label: "Analytics and reporting",
            to: "/services/digital-marketing/analytics-reporting",
          },
        },
        {
          id: "is-email-marketing-casl-compliant",
          question: "How do you keep our email marketing CASL-compliant?",
          answer: [
            "We only send to people who gave express or valid implied consent, keep records of how each subscriber opted in, and make sure every email identifies your business, includes a mailing address and offers a working unsubscribe.",
            "We do not send to purchased lists, because they almost never carry valid consent under CASL.",
          ],
          link: { label: "Email marketing", to: "/services/digital-marketing/email-marketing" },
        },
        {
          id: "who-owns-marketing-accounts",
          question: "Who owns our ad accounts, social profiles and content?",
          answer: [
            "You do. Ad accounts and social profiles are registered to your business and billed to your card, with us added as managers or partners. If you ever leave, you keep the accounts, their history and everything we created for you.",
          ],
        },
      ],
    },
    {
      id: "branding",
      meta: {
        title: "Branding and logos: FAQs",
        description:
          "A full brand identity or just a logo, what a logo costs, a brand that works in English and French, checking a new name, and printing cards, signs and packaging.",
      },
      title: "Branding",
      description: "Logos, brand identities, launches and printed materials.",
      icon: "palette",
      items: [
        {
          id: "full-identity-or-logo",
          question: "Do we need a full brand identity or just a logo?",
          answer: [
            "If your business is young and your positioning is clear, a logo with a small style guide is often enough. If you are merging, entering Quebec, moving upmarket or your materials have drifted apart, strategy and a full visual system are what make a new logo stick.",
            "A visual refresh usually costs $6,000 to $12,000 CAD, and a full identity with strategy, naming and bilingual guidelines typically runs $15,000 to $35,000 CAD.",
          ],
          link: { label: "Brand identity", to: "/services/branding/identity" },
        },
        {
          id: "how-much-does-a-logo-cost",
          question: "How much does a logo cost?",
          answer: [
            "Our logo packages start at $1,800 CAD, and most clients choose the $3,500 CAD package, which includes more concepts and a small style guide. Every concept is drawn by our designers for your business, without templates or AI-generated marks.",
          ],
          link: { label: "Logo design", to: "/services/branding/logo-design" },
        },
        {
          id: "bilingual-brand",
          question: "Can our brand work in English and French?",
          answer: [
            "Yes. We plan for French from the first workshop, check that names and taglines read naturally in both languages, and design layouts with room for French text, which often runs longer.",
            "If you operate in Quebec, we flag where the Charter of the French Language affects signage, packaging and trademarks, and recommend confirming specific cases with your legal adviser.",
          ],
        },
        {
          id: "is-our-new-name-available",
          question: "Can you check whether our new name is available?",
          answer: [
            "We screen shortlisted names against the Canadian Intellectual Property Office database, provincial business registries, domains and social handles. That catches obvious conflicts early, but it is not a legal opinion, so a trademark agent should confirm the final choice.",
          ],
        },
        {
          id: "can-you-print-our-materials",
          question: "Can you print our business cards, signs and packaging?",
          answer: [
            "Yes. Print jobs are produced by commercial print partners in Canada, mostly in Ontario and Quebec, and shipped from there, so there are no customs forms or cross-border delays. We check every file for bleed, colour mode and resolution before it goes to press.",
          ],
          link: { label: "Printing", to: "/services/branding/printing" },
        },
      ],
    },
    {
      id: "hosting",
      meta: {
        title: "Hosting and support: FAQs",
        description:
          "Where your data is kept, what our uptime target means, moving your site to our hosting, support hours and response times, maintenance plans and hacked sites.",
      },
      title: "Hosting and support",
      description: "Where your site and data live, uptime, migrations and how to reach us.",
      icon: "server",
      items: [
        {
          id: "is-our-data-kept-in-canada",
          question: "Is our data kept in Canada?",
          answer: [
            "Websites on our hosting and their databases run in a Toronto data centre, with backups stored in a separate facility in Montréal. Custom applications are deployed to Canadian cloud regions such as AWS Canada (Central) or Azure Canada Central.",
            "Some services work differently, and we say so. A CDN caches public files such as images at locations that can be outside Canada, and tools like Google Analytics process data on global infrastructure. Where residency matters for your sector, we offer Canadian alternatives and document where everything lives.",
          ],
          link: { label: "Website hosting", to: "/services/hosting/website" },
        },
        {
          id: "what-does-the-uptime-target-cover",
          question: `What does your ${claims.uptime} uptime target mean for our website?`,
          answer: [
            `Our ${claims.uptime} uptime target covers the servers and network we manage for your site. We check every site each minute from several locations and are alerted as soon as one stops responding.`,
            "Planned maintenance is scheduled outside business hours with notice. Problems caused by third-party services, or by changes made outside our process, are handled separately.",
          ],
        },
        {
          id: "can-you-move-our-site",
          question: "Can you move our existing website to your hosting?",
          answer: [
            "Yes. We host WordPress, WooCommerce, Laravel, Node.js and static sites, including ones built by other agencies. We review the site first and tell you if anything, such as an outdated plugin or PHP version, needs attention before the move.",
            "A standard migration is included on every hosting plan, and larger sites with custom integrations usually need a one-time fee between $300 and $1,200. We switch your domain outside business hours with a final data sync, so no orders or enquiries are lost.",
          ],
          link: { label: "Website hosting plans", to: "/services/hosting/website" },
        },
        {
          id: "support-hours-and-response-times",
          question: "What are your support hours and response times?",
          answer: [
            `Our support team is available ${site.hours}, except statutory holidays. Monitoring runs around the clock, and an outage on servers we manage alerts our team at any hour.`,
            "Response times depend on your plan. Essentials hosting includes email support by the next business day, Business adds phone support the same business day, and Commerce gives priority response within one business hour. Software support agreements set their own response times in writing, including after-hours cover where you need it.",
          ],
          link: { label: "Contact support", to: "/contact-us" },
        },
        {
          id: "which-maintenance-plan",
          question: "Which website maintenance plan do we need?",
          answer: [
            `A small brochure site with occasional edits usually fits ${basic.name} at ${basic.price}. Sites that bring in leads or bookings every day are better served by ${growth.name} at ${growth.price}, and online stores or larger sites typically need ${premium.name} at ${premium.price}. Complex sites or several properties get a ${custom.name} plan.`,
            "We recommend a plan after a short site health audit; prices are in CAD, plus applicable taxes (GST/HST, plus QST in Quebec).",
          ],
          link: { label: "Website maintenance", to: "/services/web/website-maintenance" },
        },
        {
          id: "what-if-our-site-is-hacked",
          question: "What should we do if our website is hacked?",
          answer: [
            "Contact us before deleting anything, because logs and infected files show how the attacker got in. We take the site offline or into a safe mode if needed, clean it, close the gap and restore it, usually within one business day for a typical small business site.",
            "If personal information was involved, we give you the technical facts you need for PIPEDA breach reporting and any Law 25 notices.",
          ],
          link: { label: "Website security", to: "/services/hosting/security" },
        },
      ],
    },
  ],
} satisfies FaqPageInput;
