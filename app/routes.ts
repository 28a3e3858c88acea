import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [index("routes/home.tsx"), route("*", "routes/not-found.tsx")]),
] satisfies RouteConfig;
