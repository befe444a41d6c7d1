import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/views/routes";

/** Every URL pattern of the site's route table (views/routes.ts), layouts flattened, e.g. "/trotto/arrivi/:date/:racecourse/:raceNumber?". */
export function routeTablePatterns(entries: RouteConfigEntry[] = routes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    if (entry.children) return routeTablePatterns(entry.children, own);
    return [entry.index ? own || "/" : own];
  });
}
