import { fields } from "../fields";
import { driverSeasonStats, percentage, seasonStats, type SeasonStats } from "../season-stats";
import type { TrottingStore } from "../store";
import { slugify } from "../../shared/text";
import { queryNumber, queryString, type RouteModule } from "./types";

const ENTITIES = ["leaders", "stalloni", "allevatori", "proprietari", "allenatori", "guidatori", "nonni"] as const;
type Entity = (typeof ENTITIES)[number];
const ENTITY_TITLES: Record<Entity, string> = {
  leaders: "cavalli",
  stalloni: "stalloni",
  allevatori: "allevatori",
  proprietari: "proprietari",
  allenatori: "allenatori",
  guidatori: "guidatori",
  nonni: "nonni materni",
};

/** Which subject a season line counts for under each ranking entity. */
function subjectOf(store: TrottingStore, entity: Entity, line: SeasonStats): { id: string; name: string } | null {
  const horse = line.horse;
  const named = (id: string | number | null, name: string | null) => (id !== null && name ? { id: String(id), name } : null);
  switch (entity) {
    case "leaders":
      return named(horse.code, horse.name);
    case "stalloni":
      return named(horse.sireCode, store.nameOf(horse.sireCode));
    case "nonni": {
      const grandsire = store.horse(horse.damCode)?.sireCode ?? null;
      return named(grandsire, store.nameOf(grandsire));
    }
    case "allevatori":
      return named(horse.breederId, store.breederName(horse.breederId));
    case "proprietari":
      return named(horse.ownerId, store.personName(horse.ownerId));
    case "allenatori":
      return named(horse.trainerId, store.personName(horse.trainerId));
    case "guidatori":
      return named(line.driverId, store.personName(line.driverId));
  }
}

function aggregate(store: TrottingStore, entity: Entity, lines: SeasonStats[]) {
  const totals = new Map<
    string,
    { name: string; corse: number; vittorie: number; piazzamenti: number; somme: number; lines: SeasonStats[] }
  >();
  for (const line of lines) {
    const subject = subjectOf(store, entity, line);
    if (!subject) continue;
    const total = totals.get(subject.id) ?? { name: subject.name, corse: 0, vittorie: 0, piazzamenti: 0, somme: 0, lines: [] };
    total.corse += line.corse;
    total.vittorie += line.vittorie;
    total.piazzamenti += line.piazzamenti;
    total.somme += line.somme;
    total.lines.push(line);
    totals.set(subject.id, total);
  }
  return [...totals.entries()].sort((a, b) => b[1].somme - a[1].somme);
}

/** Generic rankings and single-entity rankings. */
export const rankingRoutes: RouteModule = (app, store) => {
  const yearOptions = () => Array.from({ length: 10 }, (_, index) => store.currentYear - index);

  app.get("/api/v2/classifiche", (req, res) => {
    const entity = (ENTITIES as readonly string[]).includes(queryString(req, "entity") ?? "")
      ? (queryString(req, "entity") as Entity)
      : "leaders";
    const year = queryNumber(req, "year") ?? store.currentYear;
    const eta = queryNumber(req, "eta");
    const type = queryString(req, "type") ?? null;
    // The generation ranking follows one crop of horses (born `eta` years before, 3 by default) over
    // every season they raced up to `year`; the annual one counts the season of `year` alone.
    const generation = type === "generazione" ? year - (eta ?? 3) : null;
    const seasonOf = (season: number) => (entity === "guidatori" ? driverSeasonStats(store, season) : seasonStats(store, season));
    let lines =
      generation === null
        ? seasonOf(year)
        : Array.from({ length: Math.max(0, year - generation - 1) }, (_, index) => seasonOf(generation + 2 + index))
            .flat()
            .filter((line) => line.horse.birthYear === generation);
    if (eta && generation === null)
      lines = lines.filter((line) => (eta >= 5 ? year - line.horse.birthYear >= 5 : year - line.horse.birthYear === eta));
    let ranked = aggregate(store, entity, lines);
    // "indigeni": sires bred in Italy, founders included (Varenne is one)
    if (entity === "stalloni" && type === "indigeni") ranked = ranked.filter(([id]) => store.horse(id)?.bredInItaly);
    const isHorse = entity === "leaders";
    const items = ranked.slice(0, 300).map(([id, total], index) => {
      const horse = isHorse ? store.horse(id) : entity === "stalloni" || entity === "nonni" ? store.horse(id) : undefined;
      return {
        Pos: index + 1,
        Nome: total.name,
        slug: horse ? horse.slug : `${id}-${slugify(total.name)}`,
        Eta: isHorse && horse ? year - horse.birthYear : null,
        Corse: total.corse,
        Vittorie: total.vittorie,
        Piazzamenti: total.piazzamenti,
        SommeVinte: total.somme,
        perc: percentage(total.vittorie, total.corse),
        Record: horse?.recordBreve ?? null,
        Figli: entity === "stalloni" || entity === "nonni" ? total.lines.length : null,
        Note: index % 17 === 3 ? "" : null,
      };
    });
    const columns: [string, string][] = [
      ["Pos", "Pos."],
      ["Nome", "Nome"],
      ...(isHorse ? ([["Eta", "Età"]] as [string, string][]) : []),
      ["Corse", "Corse"],
      ["Vittorie", "Vittorie"],
      ["Piazzamenti", "Pz."],
      ["perc", "%"],
      ["SommeVinte", "Somme vinte"],
      ...(entity === "stalloni"
        ? ([
            ["Figli", "Figli"],
            ["Record", "Record"],
          ] as [string, string][])
        : []),
    ];
    res.json({
      items,
      fields: fields(...columns),
      showYear: true,
      yearOptions: yearOptions(),
      yearSelected: year,
      etaOptions:
        isHorse || entity === "stalloni"
          ? [
              { value: "", label: "Tutte le età" },
              { value: 2, label: "2 anni" },
              { value: 3, label: "3 anni" },
              { value: 4, label: "4 anni" },
              { value: 5, label: "5 anni e oltre" },
            ]
          : [],
      etaSelected: eta ?? null,
      queryString: eta ? `?eta=${eta}` : "",
      showDoubleHeader: entity === "stalloni",
      description: {
        title: generation === null ? `Classifica ${ENTITY_TITLES[entity]} ${year}` : `Classifica per generazione: i nati nel ${generation}`,
        subtitle: entity === "stalloni" ? "Somme vinte dai figli in Italia" : null,
        texts:
          entity === "stalloni"
            ? ["Sono considerate solo le corse disputate in Italia.", "La classifica è aggiornata quotidianamente."]
            : [],
      },
      ...(isHorse ? {} : { perPage: 300 }),
      title: isHorse ? null : `Classifica ${ENTITY_TITLES[entity]} ${year}`,
      switchType: entity === "stalloni" ? "classics" : isHorse ? "year" : null,
    });
  });

  app.get("/api/v2/classifiche/:entity/:id/:year", (req, res) => {
    const entity = (ENTITIES as readonly string[]).includes(req.params.entity) ? (req.params.entity as Entity) : null;
    if (!entity) {
      res.status(404).json({ message: "Classifica sconosciuta" });
      return;
    }
    const id = String(req.params.id).split("-")[0];
    const year = Number(req.params.year) || store.currentYear;
    const eta = queryNumber(req, "eta");
    const rows = (entity === "guidatori" ? driverSeasonStats(store, year) : seasonStats(store, year))
      .filter((line) => subjectOf(store, entity, line)?.id === id)
      .filter((line) => !eta || year - line.horse.birthYear === eta)
      .sort((a, b) => b.somme - a.somme)
      .map((line) => ({
        NomeEntity: subjectOf(store, entity, line)?.name ?? null,
        NomeCavallo: line.horse.name,
        slug: line.horse.slug,
        Corse: line.corse,
        SommeVinte: line.somme,
        Vittorie: line.vittorie,
        perc: percentage(line.vittorie, line.corse),
        Piazzamenti: line.piazzamenti,
      }));
    res.json(rows);
  });
};
