import type { Request } from "express";
import type { Horse } from "../dataset/types";
import { letterForYear } from "../dataset/names";
import { fields } from "../fields";
import type { TrottingStore } from "../store";
import { foalListItem } from "../views";
import { queryFlag, queryNumber, type RouteModule } from "./types";

type FoalFilter = { year: number; withVideo: boolean; name?: string; sire?: string; dam?: string; sex?: string; breederId?: number };

function foalList(store: TrottingStore, filter: FoalFilter) {
  const contains = (value: string | null, needle?: string) => !needle || (value ?? "").toLowerCase().includes(needle.toLowerCase());
  const puledri = store.dataset.horses
    .filter((horse) => !horse.founder && !horse.historical && horse.birthYear === filter.year)
    .filter((horse) => !filter.withVideo || horse.videos.length > 0)
    .filter(
      (horse) =>
        contains(horse.name, filter.name) &&
        contains(store.nameOf(horse.sireCode), filter.sire) &&
        contains(store.nameOf(horse.damCode), filter.dam),
    )
    .filter(
      (horse) =>
        !filter.sex || horse.sex.toLowerCase() === filter.sex.toLowerCase() || (filter.sex.toUpperCase() === "M" && horse.sex === "C"),
    )
    .filter((horse) => !filter.breederId || horse.breederId === filter.breederId)
    .sort((a, b) => a.name.localeCompare(b.name, "it"))
    .map((horse) => foalListItem(store, horse));
  return {
    puledri,
    text: `Puledri nati nel ${filter.year}: ${puledri.length} soggetti. I puledri dei nostri allevatori, con i video e le aste.`,
    addFoalActive: filter.year === store.currentYear,
  };
}

const forSaleItem = (horse: Horse) => ({ name: horse.name, slug: horse.slug, sold: horse.sold });
const FOR_SALE_FIELDS = fields(["name", "Nome"], ["sold", "Venduto"]);

function validateFoalListing(body: Record<string, unknown>, currentYear: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const text = (key: string) =>
    typeof body[key] === "string"
      ? (body[key] as string).trim()
      : body[key] === undefined || body[key] === null
        ? ""
        : String(body[key]).trim();
  if (!text("nome")) errors.nome = ["Il campo nome è obbligatorio."];
  if (!["F", "M"].includes(text("sesso").toUpperCase())) errors.sesso = ["Il campo sesso deve essere F o M."];
  const year = Number(text("anno"));
  if (!text("anno")) errors.anno = ["Il campo anno è obbligatorio."];
  else if (!Number.isInteger(year) || year < currentYear - 9 || year > currentYear)
    errors.anno = [`Il campo anno deve essere compreso tra ${currentYear - 9} e ${currentYear}.`];
  if (!text("allevatore_id") && !text("breederText")) errors.allevatore_id = ["Il campo allevatore è obbligatorio."];
  if (!text("telefono")) errors.telefono = ["Il campo telefono è obbligatorio."];
  return errors;
}

/** Foal list, foal search, foal listing form and for-sale lists. */
export const foalRoutes: RouteModule = (app, store) => {
  app.get("/api/v2/puledri", (req, res) => {
    res.json(foalList(store, { year: queryNumber(req, "year") ?? store.currentYear - 1, withVideo: queryFlag(req, "wvideo") }));
  });

  app.post("/api/v2/ricerca/puledri", (req: Request, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === "string" && body[key] ? (body[key] as string) : undefined);
    res.json(
      foalList(store, {
        year: Number(body.year ?? body.anno) || store.currentYear - 1,
        withVideo: Boolean(body.wvideo && body.wvideo !== "0"),
        name: text("s") ?? text("nome"),
        sire: text("padre"),
        dam: text("madre"),
        sex: text("sesso"),
        breederId: Number(body.allevatore) || undefined,
      }),
    );
  });

  app.post("/api/v2/puledri", (req: Request, res) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    // the form may post {formData: {...}, breederText} or a flat body
    const body: Record<string, unknown> = {
      ...(typeof raw.formData === "object" && raw.formData ? (raw.formData as Record<string, unknown>) : raw),
      breederText: raw.breederText ?? (raw.formData as Record<string, unknown> | undefined)?.breederText,
    };
    const errors = validateFoalListing(body, store.currentYear);
    if (Object.keys(errors).length) {
      res.status(422).json({
        message:
          Object.values(errors)[0][0] + (Object.keys(errors).length > 1 ? ` (e altri ${Object.keys(errors).length - 1} errori)` : ""),
        errors,
      });
      return;
    }
    const id = store.foalListings.length + 1;
    const year = Number(body.anno);
    const name = String(body.nome).trim();
    store.foalListings.push({
      id,
      receivedAt: new Date().toISOString(),
      nome: name,
      sesso: String(body.sesso).toUpperCase() as "F" | "M",
      anno: year,
      madre: (body.madre as string) ?? null,
      padre: (body.padre as string) ?? null,
      allevatore_id: Number(body.allevatore_id) || null,
      breederText: (body.breederText as string) ?? null,
      telefono: String(body.telefono),
      note: (body.note as string) ?? null,
    });
    const letter = letterForYear(year);
    res.status(201).json({
      message: "Puledro inserito",
      id,
      warning: name[0]?.toUpperCase() === letter ? null : `I puledri nati ${year} dovrebbero iniziare con la lettera ${letter}`,
    });
  });

  app.get("/api/v2/mares", (_req, res) => {
    res.json({ items: store.dataset.horses.filter((horse) => horse.forSale === "mare").map(forSaleItem), fields: FOR_SALE_FIELDS });
  });
  app.get("/api/v2/carats", (_req, res) => {
    res.json({ items: store.dataset.horses.filter((horse) => horse.forSale === "carat").map(forSaleItem), fields: FOR_SALE_FIELDS });
  });
  app.get("/api/v2/trainees", (_req, res) => {
    res.json({ items: store.dataset.horses.filter((horse) => horse.forSale === "trainee").map(forSaleItem), fields: FOR_SALE_FIELDS });
  });
};
