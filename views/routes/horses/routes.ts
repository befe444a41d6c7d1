import { route, type RouteConfigEntry } from "@react-router/dev/routes";

const HORSE_FILE = "routes/horses/horse-file.tsx";
const HORSE_SEARCH = "routes/horses/horse-search.tsx";

/** Routes of the horses screens (file paths are relative to views/). */
export const horsesRoutes: RouteConfigEntry[] = [
  route("trotto/puledri/:slug", HORSE_FILE, { id: "horse-file-foal" }),
  route("trotto/fattrici/:slug", HORSE_FILE, { id: "horse-file-mare" }),
  route("trotto/in-vendita/:slug", HORSE_FILE, { id: "horse-file-for-sale" }),
  route("trotto/stalloni/:slug", HORSE_FILE, { id: "horse-file-stallion" }),
  route("cavalli", HORSE_SEARCH, { id: "horse-search" }),
  route("ricerca/cavallo", HORSE_SEARCH, { id: "horse-search-entry" }),
  route("cavalli/i-miei-cavalli", "routes/horses/my-horses.tsx"),
  route("cavalli/:slug", "routes/horses/horse-profile.tsx"),
  route("cavalli/:slug/partenti.ics", "routes/horses/starts-calendar.ts"),
  route("calendario.ics", "routes/horses/followed-calendar.ts"),
  route("ricerca/cavalli/partenti", "routes/horses/starter-search.tsx"),
  route("ricerca/figli-in-corsa", "routes/horses/racing-sons.tsx"),
  route("ipotesi-accoppiamento", "routes/horses/mating.tsx"),
  route("ipotesi-accoppiamento/stalloni", "routes/horses/stallions-for-mare.tsx"),
  route("api/cavalli/cerca", "routes/horses/api-horse-search.ts"),
];
