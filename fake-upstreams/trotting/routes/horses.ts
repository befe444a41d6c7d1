import type { Request, Response } from "express";
import type { Horse } from "../dataset/types";
import { buildFemaleLine, buildPedigree } from "../pedigree";
import { bestTimesOf, performancesOf } from "../performances";
import type { TrottingStore } from "../store";
import { horseFile, horseProfile, horseSearchResult, horseStats } from "../views";
import { notFound, queryFlag, queryString, type RouteModule } from "./types";

const MIN_SEARCH_LENGTH = 4;
const PICKER_LIMIT = 50;
const BREEDING_AGE = 3;

function withHorse(store: TrottingStore, handler: (horse: Horse, req: Request, res: Response) => void) {
  return (req: Request, res: Response) => {
    const horse = store.horse(String(req.params.code));
    if (!horse) {
      res.status(404).json(notFound("Cavallo non trovato"));
      return;
    }
    handler(horse, req, res);
  };
}

const nameContains = (horse: Horse, needle: string) => horse.name.toLowerCase().includes(needle.toLowerCase());

function bestOffspring(store: TrottingStore, horse: Horse) {
  const byYear = new Map<number, Horse[]>();
  for (const child of store.children(horse.code))
    if (child.recordBreve) byYear.set(child.birthYear, [...(byYear.get(child.birthYear) ?? []), child]);
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, children]) => ({
      year,
      children: children
        .sort((a, b) => (a.recordBreve ?? "").localeCompare(b.recordBreve ?? ""))
        .slice(0, 3)
        .map((child) => ({ slug: child.slug, NomeCavallo: child.name, TempoPre: child.recordBreve })),
    }));
}

function contactsOf(store: TrottingStore, horse: Horse) {
  const breeder = horse.breederId ? store.breedersById.get(horse.breederId) : undefined;
  return {
    breeder: breeder
      ? { id: breeder.id, Nome: breeder.Nome, Link: breeder.Link, description: breeder.description, contacts: breeder.contacts }
      : null,
    breeders: breeder
      ? [
          {
            id: breeder.id,
            Nome: breeder.Nome,
            telefono1: breeder.telefono1,
            telefono2: breeder.telefono2,
            email: breeder.email,
            Link: breeder.Link,
          },
        ]
      : [],
    contacts: breeder ? breeder.contacts : [],
    hideBreeder: !breeder,
    location: breeder ? `${breeder.citta} (${breeder.provincia})` : null,
  };
}

/** Horse data: profile, stats, videos, offspring, searches, pedigree, female line, horse file, contacts. */
export const horseRoutes: RouteModule = (app, store) => {
  const sorted = [...store.dataset.horses].sort((a, b) => a.name.localeCompare(b.name, "it"));

  app.get("/api/v2/cavalli", (req, res) => {
    const needle = (queryString(req, "s") ?? "").trim();
    const results =
      needle.length < 2
        ? []
        : sorted
            .filter((horse) => nameContains(horse, needle))
            .slice(0, 100)
            .map((horse) => horseSearchResult(store, horse));
    res.json({ needle, results });
  });

  app.get("/api/v2/cavalli/racingSons", (req, res) => {
    const needle = (queryString(req, "q") ?? "").trim().toLowerCase();
    const sires =
      needle.length < 3
        ? []
        : store.dataset.horses.filter(
            (horse) => horse.sex === "M" && horse.name.toLowerCase().includes(needle) && store.children(horse.code).length,
          );
    const sireCodes = new Set(sires.map((sire) => sire.code));
    const results = store.dataset.meetings
      .filter((meeting) => meeting.kind === "partenti")
      .flatMap((meeting) =>
        meeting.races.flatMap((race) =>
          race.rows
            .map((row) => store.horse(row.horseCode) as Horse)
            .filter((horse) => horse.sireCode && sireCodes.has(horse.sireCode))
            .map((horse) => ({
              ...horseSearchResult(store, horse),
              Data: meeting.ddmmyyyy,
              Ippodromo: meeting.racecourse.NomeIppodromo,
              CodiceIppodromo: meeting.racecourse.CodiceIppodromo,
              NumeroCorsa: race.NumeroCorsa,
              Ora: race.Ora,
              TempoPre: horse.recordBreve,
            })),
        ),
      );
    res.json({
      title: sires.length ? `Figli di ${sires[0].name} in partenza` : "Figli in partenza",
      description: "I figli dello stallone iscritti nei prossimi 7 giorni",
      results,
    });
  });

  app.get(
    "/api/v2/cavalli/videos/:code",
    withHorse(store, (horse, _req, res) => res.json(horse.videos)),
  );
  app.get(
    "/api/v2/cavalli/miglioriFigli/:code",
    withHorse(store, (horse, _req, res) => res.json(bestOffspring(store, horse))),
  );
  app.get(
    "/api/v2/cavalli/:code/stats",
    withHorse(store, (horse, _req, res) => res.json({ ...horseStats(horse), migliorTempi: bestTimesOf(store, horse) })),
  );
  app.get(
    "/api/v2/cavalli/:code",
    withHorse(store, (horse, _req, res) => res.json(horseProfile(store, horse))),
  );

  app.get("/api/v2/prestazioni", (req, res) => {
    const horse = store.horse(queryString(req, "horseId"));
    res.json(horse ? performancesOf(store, horse, 20) : []);
  });

  app.get("/api/v1/cavalli/cerca/partenti", (req, res) => {
    const needle = (queryString(req, "s") ?? "").trim().toLowerCase();
    const results =
      needle.length < 3
        ? []
        : store.dataset.meetings.flatMap((meeting) =>
            meeting.races.flatMap((race) =>
              race.rows
                .filter((row) => (store.nameOf(row.horseCode) ?? "").toLowerCase().includes(needle))
                .map((row) => ({
                  Data: meeting.ddmmyyyy,
                  Ora: race.Ora,
                  Ippodromo: meeting.racecourse.NomeIppodromo,
                  CodiceIppodromo: meeting.racecourse.CodiceIppodromo,
                  Corsa: race.NumeroCorsa,
                  "Dotaz.": race.PremioCorsa,
                  "Dist.": race.Distanza,
                  Cavallo: store.nameOf(row.horseCode),
                  CodiceCavallo: row.horseCode,
                  Driver: store.personName(row.driverId),
                  NumeroPartenza: row.NumeroPartenza,
                  Piazzamento: row.Piazzamento,
                  TempoPre: row.TempoPre,
                })),
            ),
          );
    res.json({ results });
  });

  // as-you-type picker (shape chosen by the fake, see docs/FAKES.md)
  app.get("/api/v1/cavalli/cerca", (req, res) => {
    const input = (queryString(req, "input") ?? "").trim();
    const sex = (queryString(req, "type") ?? "").toUpperCase();
    const breedingOnly = queryFlag(req, "ageLimit");
    if (input.length < MIN_SEARCH_LENGTH) {
      res.json({ results: [], total: 0, more: false });
      return;
    }
    const matching = sorted.filter(
      (horse) =>
        nameContains(horse, input) &&
        (!sex || (sex === "M" ? horse.sex === "M" : horse.sex === sex)) &&
        (!breedingOnly || store.ageOf(horse) >= BREEDING_AGE),
    );
    res.json({
      results: matching.slice(0, PICKER_LIMIT).map((horse) => ({
        value: horse.code,
        text: `${horse.name} (${store.nameOf(horse.sireCode) ?? "?"} - ${store.nameOf(horse.damCode) ?? "?"})`,
        ...horseSearchResult(store, horse),
        Sesso: horse.sex,
        Anno: horse.birthYear,
      })),
      total: matching.length,
      more: matching.length > PICKER_LIMIT,
    });
  });

  app.get(
    "/api/v1/cavalli/genealogia/:code",
    withHorse(store, (horse, _req, res) => res.json(buildPedigree(store, horse.sireCode, horse.damCode))),
  );
  app.get(
    "/api/v1/cavalli/linea/:code",
    withHorse(store, (horse, _req, res) => res.json(buildFemaleLine(store, horse))),
  );

  app.post("/api/v1/genealogia", (req, res) => {
    const body = (req.body ?? {}) as { father?: string; mother?: string };
    const father = store.horse(body.father ? String(body.father) : null);
    const mother = store.horse(body.mother ? String(body.mother) : null);
    const errors: Record<string, string[]> = {};
    if (!father || father.sex === "F") errors.father = ["Selezionare uno stallone valido."];
    if (!mother || mother.sex !== "F") errors.mother = ["Selezionare una fattrice valida."];
    if (Object.keys(errors).length || !father || !mother) {
      res.status(422).json({ message: Object.values(errors)[0][0], errors });
      return;
    }
    res.json({ title: `${father.name} + ${mother.name}`, ...buildPedigree(store, father.code, mother.code) });
  });

  app.get(
    "/api/v2/:type/contacts/:code",
    withHorse(store, (horse, _req, res) => res.json(contactsOf(store, horse))),
  );

  app.get(
    "/api/v2/:type(stalloni|puledri|fattrici|in-vendita)/:code",
    withHorse(store, (horse, req, res) => {
      const subtype = queryString(req, "st") ?? (req.params.type === "fattrici" ? "fattrice" : null);
      res.json(horseFile(store, horse, subtype));
    }),
  );

  app.post("/api/v2/subscribe", (req, res) => {
    const body = (req.body ?? {}) as { Nome?: string; Email?: string; horses?: unknown };
    const errors: Record<string, string[]> = {};
    const email = typeof body.Email === "string" ? body.Email.trim() : "";
    if (!email) errors.Email = ["Il campo email è obbligatorio."];
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.Email = ["L'indirizzo email non è valido."];
    const horses = Array.isArray(body.horses)
      ? body.horses
          .map((entry) => (typeof entry === "object" && entry ? String((entry as { value?: unknown }).value ?? "") : String(entry)))
          .filter(Boolean)
      : [];
    if (!horses.length) errors.horses = ["Selezionare almeno un cavallo."];
    if (Object.keys(errors).length) {
      res.status(422).json({ message: Object.values(errors)[0][0], errors });
      return;
    }
    store.subscriptions.push({ id: store.subscriptions.length + 1, Nome: body.Nome ?? null, Email: email, horses });
    res.status(201).json({
      message: `Iscrizione confermata: riceverai aggiornamenti su ${horses.length} ${horses.length === 1 ? "cavallo" : "cavalli"}.`,
    });
  });
};
