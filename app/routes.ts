import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { BEACON_FILE } from "./browser/page-boot.mjs";
import { whyPath } from "./content/site";
import { staticPairs } from "./i18n/paths";

/** The French address of an English page, without its leading slash, as routes name it. */
const fr = (en: string) => (staticPairs.find((pair) => pair.en === en)?.fr ?? "").slice(1);

/** The articles section under a folder, with the words of its filter pages. */
function insightsRoutes(base: string, words: { category: string; tag: string }, id: string) {
  const listing = "routes/insights.tsx";
  return [
    route(base, listing, { id }),
    route(`${base}/page/:page`, listing, { id: `${id}/page` }),
    route(`${base}/${words.category}/:category`, listing, { id: `${id}/category` }),
    route(`${base}/${words.category}/:category/page/:page`, listing, {
      id: `${id}/category/page`,
    }),
    route(`${base}/${words.tag}/:tag`, listing, { id: `${id}/tag` }),
    route(`${base}/${words.tag}/:tag/page/:page`, listing, { id: `${id}/tag/page` }),
    route(`${base}/:slug`, "routes/article.tsx", { id: `${id}/article` }),
  ];
}

export default [
  route("art/:scene/:file", "routes/art.ts"),
  route("icons.svg", "routes/icon-sprite.ts"),
  route("og/*", "routes/og-image.ts"),
  route("apple-touch-icon.png", "routes/app-icon.ts", { id: "apple-touch-icon" }),
  route("icon-192.png", "routes/app-icon.ts", { id: "icon-192" }),
  route("icon-512.png", "routes/app-icon.ts", { id: "icon-512" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("api/view", "routes/api-view.ts"),
  route(BEACON_FILE.slice(1), "routes/beacon-script.ts"),
  route("api/vitals", "routes/api-vitals.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("book/manage/:token/invite.ics", "routes/book-ics.ts"),
  route("fr/reserver/gerer/:token/invite.ics", "routes/book-ics.ts", { id: "fr/book-ics" }),
  route("insights/rss.xml", "routes/insights-feed.ts", { id: "insights/rss" }),
  route("insights/atom.xml", "routes/insights-feed.ts", { id: "insights/atom" }),
  route("fr/perspectives/rss.xml", "routes/insights-feed.ts", { id: "fr/insights/rss" }),
  route("fr/perspectives/atom.xml", "routes/insights-feed.ts", { id: "fr/insights/atom" }),
  // A host's bookings for calendar apps, which cannot sign in: the secret address is the key.
  route("calendar/:feed", "routes/host-feed.ts"),
  // A client's preview of an entry's drafts: the signed address is the key.
  route("preview/:token", "routes/preview-link.ts"),
  // The back office: never linked, never indexed, rendered per request.
  route("admin", "routes/admin/index.tsx", { id: "admin" }),
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  route("admin/sign-in/code", "routes/admin/sign-in-code.tsx"),
  route("admin/set-password/:token", "routes/admin/set-password.tsx"),
  route("admin/sign-out", "routes/admin/sign-out.tsx"),
  route("admin/confirm", "routes/admin/confirm.tsx"),
  route("admin/leads.csv", "routes/admin/leads-csv.ts"),
  route("admin/bookings.csv", "routes/admin/bookings-csv.ts"),
  route("admin/subscribers.csv", "routes/admin/subscribers-csv.ts"),
  route("admin/content/media", "routes/admin/content-media.ts"),
  route("admin/content/draw/*", "routes/admin/content-draw.ts"),
  route("admin/content/media/:name", "routes/admin/content-media.ts", {
    id: "admin/content-media/file",
  }),
  layout("routes/admin/shell.tsx", [
    route("admin/leads", "routes/admin/leads.tsx"),
    route("admin/leads/:id", "routes/admin/lead.tsx"),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/bookings", "routes/admin/bookings.tsx"),
    route("admin/bookings/hosts", "routes/admin/booking-hosts.tsx"),
    route("admin/analytics", "routes/admin/analytics.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/content/edit/*", "routes/admin/content-edit.tsx"),
    route("admin/redirects", "routes/admin/redirects.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
  ]),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:category", "routes/category.tsx"),
    route("services/:category/:service", "routes/service.tsx"),
    route(whyPath.slice(1), "routes/why.tsx"),
    route("about-us", "routes/about.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("portfolio/:slug", "routes/work.tsx", { id: "project" }),
    route("case-studies/:slug", "routes/work.tsx", { id: "case-study" }),
    route("faqs", "routes/faqs.tsx"),
    route("faqs/:topic", "routes/faq-topic.tsx"),
    route("contact-us", "routes/contact.tsx"),
    route("book", "routes/book.tsx"),
    route("book/manage/:token", "routes/book-manage.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("accessibility", "routes/accessibility.tsx"),
    route("search", "routes/search.tsx"),
    // Articles: listings (all, per category, per tag, each paged) share one module.
    ...insightsRoutes("insights", { category: "category", tag: "tag" }, "insights"),
    // The French site: the same page modules, under French addresses (app/i18n/paths.ts).
    route(fr("/"), "routes/home.tsx", { id: "fr/home" }),
    route(fr("/services"), "routes/services.tsx", { id: "fr/services" }),
    route(`${fr("/services")}/:category`, "routes/category.tsx", { id: "fr/category" }),
    route(`${fr("/services")}/:category/:service`, "routes/service.tsx", { id: "fr/service" }),
    route(fr(whyPath), "routes/why.tsx", { id: "fr/why" }),
    route(fr("/about-us"), "routes/about.tsx", { id: "fr/about" }),
    route(fr("/portfolio"), "routes/portfolio.tsx", { id: "fr/portfolio" }),
    route(`${fr("/portfolio")}/:slug`, "routes/work.tsx", { id: "fr/project" }),
    route("fr/etudes-de-cas/:slug", "routes/work.tsx", { id: "fr/case-study" }),
    route(fr("/faqs"), "routes/faqs.tsx", { id: "fr/faqs" }),
    route(`${fr("/faqs")}/:topic`, "routes/faq-topic.tsx", { id: "fr/faq-topic" }),
    route(fr("/contact-us"), "routes/contact.tsx", { id: "fr/contact" }),
    route(fr("/book"), "routes/book.tsx", { id: "fr/book" }),
    route(`${fr("/book/manage")}/:token`, "routes/book-manage.tsx", { id: "fr/book-manage" }),
    route(fr("/newsletter"), "routes/newsletter.tsx", { id: "fr/newsletter" }),
    route(fr("/newsletter/confirm"), "routes/newsletter-confirm.tsx", {
      id: "fr/newsletter-confirm",
    }),
    route(fr("/newsletter/unsubscribe"), "routes/newsletter-unsubscribe.tsx", {
      id: "fr/newsletter-unsubscribe",
    }),
    route(fr("/privacy"), "routes/privacy.tsx", { id: "fr/privacy" }),
    route(fr("/accessibility"), "routes/accessibility.tsx", { id: "fr/accessibility" }),
    route(fr("/search"), "routes/search.tsx", { id: "fr/search" }),
    ...insightsRoutes("fr/perspectives", { category: "categorie", tag: "sujet" }, "fr/insights"),
    // The page nginx shows while no app server answers (written to 503.html by the build).
    route("unavailable", "routes/unavailable.tsx"),
    route("fr/indisponible", "routes/unavailable.tsx", { id: "fr/unavailable" }),
    route("fr/*", "routes/not-found.tsx", { id: "fr/not-found" }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
