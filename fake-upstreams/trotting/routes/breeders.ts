import type { Breeder } from "../dataset/types";
import { fields, FOAL_TABLE_FIELDS, HORSE_TABLE_FIELDS, MARE_TABLE_FIELDS } from "../fields";
import type { TrottingStore } from "../store";
import { breederRoute, breederSlug, horseTableRow } from "../views";
import { notFound, queryFlag, queryNumber, queryString, type RouteModule } from "./types";

function breederCounts(store: TrottingStore, breeder: Breeder, year: number) {
  const foals = store.dataset.horses.filter((horse) => horse.breederId === breeder.id && horse.birthYear === year);
  return {
    puledri: foals.length,
    sold: foals.filter((horse) => horse.sold).length,
    videos: foals.filter((horse) => horse.videos.length > 0).length,
  };
}

function breederSheet(store: TrottingStore, breeder: Breeder, year: number) {
  const own = store.dataset.horses.filter((horse) => horse.breederId === breeder.id);
  const age = (birthYear: number) => store.currentYear - birthYear;
  const rows = (list: typeof own) => list.map((horse) => horseTableRow(store, horse));
  return {
    allevatore: { ...breeder, slug: breederSlug(breeder) },
    puledri: rows(own.filter((horse) => horse.birthYear === year)),
    puledriFields: FOAL_TABLE_FIELDS,
    newBorns: rows(own.filter((horse) => horse.birthYear === store.currentYear)),
    newBornsFields: FOAL_TABLE_FIELDS,
    mares: rows(
      own.filter((horse) => horse.sex === "F" && !horse.deceased && store.children(horse.code).length > 0 && age(horse.birthYear) <= 22),
    ),
    maresFields: MARE_TABLE_FIELDS,
    // in training or racing this season: not retired, not at stud, not dead
    horses: rows(own.filter((horse) => horse.active)),
    horsesFields: HORSE_TABLE_FIELDS,
  };
}

/** Breeders: list, boxes, autocomplete, sheet, own breeder. */
export const breederRoutes: RouteModule = (app, store) => {
  const previousYear = () => store.currentYear - 1;

  app.get("/api/v2/allevatori", (req, res) => {
    const breeders = store.dataset.breeders;
    if (queryFlag(req, "boxes")) {
      res.json({
        breeders: breeders.map((breeder) => ({
          id: breeder.id,
          Nome: breeder.Nome,
          img_path: breeder.img_path,
          slug: breederSlug(breeder),
          link: breederRoute(breeder),
          puledri: breederCounts(store, breeder, previousYear()).puledri,
        })),
        aboveTitle: `I nati ${previousYear()} dei nostri allevatori`,
        belowTitle: "Clicca sul logo per vedere la scheda dell'allevatore e i suoi puledri",
      });
      return;
    }
    if (queryFlag(req, "mini")) {
      const term = (queryString(req, "term") ?? "").trim().toLowerCase();
      const results =
        term.replace(/\s/g, "").length < 3
          ? []
          : breeders
              .filter((breeder) => breeder.Nome.toLowerCase().includes(term))
              .map((breeder) => ({ id: breeder.id, text: breeder.Nome }));
      res.json({ results });
      return;
    }
    const year = queryNumber(req, "year") ?? previousYear();
    res.json({
      items: breeders.map((breeder) => ({
        id: breeder.id,
        Nome: breeder.Nome,
        slug: breederSlug(breeder),
        citta: breeder.citta,
        provincia: breeder.provincia,
        img_path: breeder.img_path,
        ...breederCounts(store, breeder, year),
      })),
      fields: fields(["Nome", "Nome"], ["puledri", "Puledri"], ["sold", "Venduti"], ["videos", "Video"]),
      year,
    });
  });

  app.get("/api/v2/allevatori/own", (_req, res) => {
    const breeder = store.dataset.breeders[0];
    res.json({
      breeder: { ...breeder, slug: breederSlug(breeder) },
      title: `I cavalli di ${breeder.Nome}`,
      horses: store.dataset.horses
        .filter((horse) => horse.breederId === breeder.id && store.currentYear - horse.birthYear <= 10)
        .map((horse) => horseTableRow(store, horse)),
    });
  });

  app.get("/api/v2/allevatori/:id", (req, res) => {
    const breeder = store.breedersById.get(Number(String(req.params.id).split("-")[0]));
    if (!breeder) {
      res.status(404).json(notFound("Allevatore non trovato"));
      return;
    }
    res.json(breederSheet(store, breeder, queryNumber(req, "year") ?? previousYear()));
  });
};
