import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { breedingRoutes } from "./routes/breeding/routes";
import { exportRoutes } from "./routes/exports/routes";
import { fantasyRoutes } from "./routes/fantasy/routes";
import { horsesRoutes } from "./routes/horses/routes";
import { newsRoutes } from "./routes/news/routes";
import { partnerRoutes } from "./routes/partner/routes";
import { racesRoutes } from "./routes/races/routes";
import { rankingsRoutes } from "./routes/rankings/routes";
import { searchRoutes } from "./routes/search/routes";

export default [
  layout("layouts/default-layout.tsx", [
    index("routes/home.tsx"),
    ...horsesRoutes,
    ...racesRoutes,
    ...breedingRoutes,
    ...rankingsRoutes,
    ...searchRoutes,
    ...newsRoutes,
    ...fantasyRoutes,
    ...exportRoutes,
    route("*", "routes/not-found.tsx"),
  ]),
  layout("layouts/bare-layout.tsx", [...partnerRoutes]),
] satisfies RouteConfig;
