import type { Request } from "express";
import type { Horse } from "../dataset/types";
import { fields } from "../fields";
import { percentage } from "../season-stats";
import { horseTableRow } from "../views";
import { queryNumber, queryString, type RouteModule } from "./types";

const PERCENT_FIELD = { key: "perc", label: "%" };
const OFFSPRING_FIELDS = fields(
  ["NomeCavallo", "Nome"],
  ["Sesso", "Sesso"],
  ["NomeMadre", "Madre"],
  ["Allevamento", "Allevamento"],
  ["RecordBreve", "Record"],
  ["Vincite", "Vincite"],
);

/** Embeddable partner tables: one stallion (figli, fattrici, statistiche) or one breeder. */
export const partnerRoutes: RouteModule = (app, store) => {
  const stallionOf = (req: Request): Horse =>
    store.horse(queryString(req, "stallion")) ?? (store.dataset.horses.find((horse) => horse.name === "Nad Al Sheba") as Horse);
  const childRow = (child: Horse) => ({
    ...horseTableRow(store, child),
    Allevamento: store.breederName(child.breederId),
    perc: percentage(child.career.primo, child.career.corse),
  });

  app.get("/api/iframe/figli-nad-al-sheba", (req, res) => {
    const stallion = stallionOf(req);
    const year = queryNumber(req, "year") ?? store.currentYear - 1;
    res.json({
      title: `I figli di ${stallion.name} nati nel ${year}`,
      horses: store
        .children(stallion.code)
        .filter((child) => child.birthYear === year && child.sireCode === stallion.code)
        .map(childRow),
      fields: OFFSPRING_FIELDS,
    });
  });

  app.get("/api/iframe/fattrici-nad-al-sheba", (req, res) => {
    const stallion = stallionOf(req);
    const year = queryNumber(req, "year") ?? store.currentYear;
    const mareCodes = [
      ...new Set(
        store
          .children(stallion.code)
          .filter((child) => child.sireCode === stallion.code && child.birthYear === year)
          .map((child) => child.damCode as string),
      ),
    ];
    res.json({
      title: `Le fattrici di ${stallion.name} nel ${year}`,
      mares: mareCodes
        .map((code) => store.horse(code) as Horse)
        .map((mare) => ({ ...horseTableRow(store, mare), Allevamento: store.breederName(mare.breederId) })),
      fields: fields(["NomeCavallo", "Fattrice"], ["Anno", "Anno"], ["NomePadre", "Padre"], ["Allevamento", "Allevamento"]),
    });
  });

  app.get("/api/iframe/statistiche-figli-nad-al-sheba", (req, res) => {
    const stallion = stallionOf(req);
    const byYear = new Map<number, Horse[]>();
    for (const child of store.children(stallion.code))
      if (child.sireCode === stallion.code) byYear.set(child.birthYear, [...(byYear.get(child.birthYear) ?? []), child]);
    const horses = [...byYear.entries()]
      .sort(([a], [b]) => b - a)
      .map(([year, children]) => {
        const starters = children.filter((child) => child.career.corse > 0);
        const winners = starters.filter((child) => child.career.primo > 0);
        return {
          Anno: year,
          Nati: children.length,
          Partiti: starters.length,
          percPartiti: percentage(starters.length, children.length),
          Vincitori: winners.length,
          perc: percentage(winners.length, children.length),
          Vincite: children.reduce((sum, child) => sum + child.winnings, 0),
        };
      });
    res.json({
      title: `Statistiche dei figli di ${stallion.name}`,
      horses,
      fields: [
        ...fields(["Anno", "Anno"], ["Nati", "Nati"], ["Partiti", "Partiti"], ["percPartiti", "% partiti"], ["Vincitori", "Vincitori"]),
        PERCENT_FIELD,
        ...fields(["Vincite", "Vincite"]),
      ],
    });
  });

  const topChildren = (path: string, title: string, order: (a: Horse, b: Horse) => number) =>
    app.get(path, (req, res) => {
      const stallion = stallionOf(req);
      const year = queryNumber(req, "year");
      const children = store
        .children(stallion.code)
        .filter((child) => child.sireCode === stallion.code && child.career.corse > 0 && (!year || child.birthYear === year));
      res.json({
        title: `${title} ${stallion.name}`,
        horses: children.sort(order).slice(0, 50).map(childRow),
        fields: [...OFFSPRING_FIELDS, PERCENT_FIELD],
      });
    });
  topChildren("/api/iframe/statistiche-figli-piu-veloci-nad-al-sheba", "I figli più veloci di", (a, b) =>
    (a.recordBreve ?? "9").localeCompare(b.recordBreve ?? "9"),
  );
  topChildren("/api/iframe/statistiche-figli-piu-ricchi-nad-al-sheba", "I figli più ricchi di", (a, b) => b.winnings - a.winnings);

  const breederOf = (req: Request) => store.breedersById.get(queryNumber(req, "breeder") ?? 1) ?? store.dataset.breeders[0];
  const breederHorses = (req: Request) => store.dataset.horses.filter((horse) => horse.breederId === breederOf(req).id);

  app.get("/api/iframe/cavalli-di", (req, res) => {
    const breeder = breederOf(req);
    const year = queryNumber(req, "year");
    const horses = breederHorses(req).filter((horse) => !horse.deceased && horse.career.corse > 0 && (!year || horse.birthYear === year));
    res.json({ title: `I cavalli di ${breeder.Nome}`, horses: horses.map(childRow), fields: [...OFFSPRING_FIELDS, PERCENT_FIELD] });
  });

  app.get("/api/iframe/accoppiamenti-di", (req, res) => {
    const breeder = breederOf(req);
    const year = queryNumber(req, "year") ?? store.currentYear;
    const foals = breederHorses(req).filter((horse) => horse.birthYear === year);
    res.json({
      title: `Gli accoppiamenti di ${breeder.Nome} (${year})`,
      horses: foals.map((foal) => ({
        CodiceCavallo: foal.code,
        Fattrice: store.nameOf(foal.damCode),
        Stallone: store.nameOf(foal.sireCode),
        Prodotto: foal.name,
        slug: foal.slug,
        Anno: year,
      })),
      fields: fields(["Fattrice", "Fattrice"], ["Stallone", "Stallone"], ["Prodotto", "Prodotto"]),
    });
  });

  app.get("/api/iframe/fattrici-di", (req, res) => {
    const breeder = breederOf(req);
    const mares = breederHorses(req).filter((horse) => horse.sex === "F" && !horse.deceased && store.children(horse.code).length > 0);
    res.json({
      title: `Le fattrici di ${breeder.Nome}`,
      horses: mares.map((mare) => ({ ...horseTableRow(store, mare), Prodotti: store.children(mare.code).length })),
      fields: fields(["NomeCavallo", "Fattrice"], ["Anno", "Anno"], ["NomePadre", "Padre"], ["Prodotti", "Prodotti"]),
    });
  });

  app.get("/api/iframe/prodotti-di", (req, res) => {
    const breeder = breederOf(req);
    const year = queryNumber(req, "year") ?? store.currentYear - 1;
    res.json({
      title: `I prodotti ${year} di ${breeder.Nome}`,
      horses: breederHorses(req)
        .filter((horse) => horse.birthYear === year)
        .map(childRow),
      fields: OFFSPRING_FIELDS,
    });
  });
};
