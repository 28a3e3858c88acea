import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("art/:scene/:file", "routes/art.ts"),
  route("icons.svg", "routes/icon-sprite.ts"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:category", "routes/category.tsx"),
    route("services/:category/:service", "routes/service.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
