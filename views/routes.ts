import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("layouts/default-layout.tsx", [
    index("routes/home.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("layouts/bare-layout.tsx", []),
] satisfies RouteConfig;
