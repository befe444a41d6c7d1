import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the breeding screens (file paths are relative to views/). */
export const breedingRoutes: RouteConfigEntry[] = [
  route("trotto/puledri", "routes/breeding/foal-list.tsx"),
  route("ricerca/puledri", "routes/breeding/foal-search.tsx"),
  route("trotto/allevatori", "routes/breeding/breeders.tsx"),
  route("trotto/allevatori/:slug", "routes/breeding/breeder-sheet.tsx"),
  route("trotto/stalloni", "routes/breeding/stallions.tsx"),
  route("trotto/stalloni/in-evidenza", "routes/breeding/featured-stallions.tsx"),
  route("trotto/stalloni/:slug/fattrici", "routes/breeding/stallion-mares.tsx"),
  route("trotto/stalloni/:slug/figli", "routes/breeding/stallion-offspring.tsx"),
  route("trotto/in-vendita/fattrici", "routes/breeding/for-sale.tsx", { id: "for-sale-mares" }),
  route("trotto/in-vendita/carature", "routes/breeding/for-sale.tsx", { id: "for-sale-carats" }),
  route("trotto/in-vendita/puledri", "routes/breeding/for-sale.tsx", { id: "for-sale-trainees" }),
  route("cavalli/aggiungi-puledro", "routes/breeding/add-foal.tsx"),
  route("cavalli/segui-cavallo", "routes/breeding/follow-horse.tsx"),
  route("api/allevatori/suggerimenti", "routes/breeding/api-breeder-suggestions.ts"),
];
