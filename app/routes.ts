import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { whyPath } from "./content/site";

export default [
  route("art/:scene/:file", "routes/art.ts"),
  route("icons.svg", "routes/icon-sprite.ts"),
  route("og/*", "routes/og-image.ts"),
  route("apple-touch-icon.png", "routes/app-icon.ts", { id: "apple-touch-icon" }),
  route("icon-192.png", "routes/app-icon.ts", { id: "icon-192" }),
  route("icon-512.png", "routes/app-icon.ts", { id: "icon-512" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
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
    route("contact-us", "routes/contact.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("accessibility", "routes/accessibility.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
