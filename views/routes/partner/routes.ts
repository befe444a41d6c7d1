import { layout, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Routes of the partner screens (file paths are relative to views/); the shapes
 * are recorded in docs/decisions/005-partner-route-shapes.md and docs/PARTNERS.md.
 */
export const partnerRoutes: RouteConfigEntry[] = [
  layout("routes/partner/partner-layout.tsx", [
    route("iframe/stalloni/:slug/genealogia", "routes/partner/stallion-pedigree.tsx"),
    route("iframe/stalloni/:slug/figli", "routes/partner/stallion-offspring.tsx"),
    route("iframe/stalloni/:slug/fattrici", "routes/partner/stallion-mares.tsx"),
    route("iframe/stalloni/:slug/statistiche", "routes/partner/stallion-statistics.tsx"),
    route("iframe/stalloni/:slug/figli-piu-veloci", "routes/partner/stallion-fastest-offspring.tsx"),
    route("iframe/stalloni/:slug/figli-piu-ricchi", "routes/partner/stallion-richest-offspring.tsx"),
    route("iframe/allevatori/:slug/cavalli", "routes/partner/breeder-horses.tsx"),
    route("iframe/allevatori/:slug/accoppiamenti", "routes/partner/breeder-matings.tsx"),
    route("iframe/allevatori/:slug/puledri", "routes/partner/breeder-foals.tsx"),
    route("iframe/allevatori/:slug/fattrici", "routes/partner/breeder-mares.tsx"),
  ]),
  route("iframe/*", "routes/partner/partner-not-found.tsx"),
];
