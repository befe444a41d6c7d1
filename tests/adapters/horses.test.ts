import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpstreamClient } from "~/adapters/http/upstream-client";
import { horsesCalls } from "~/adapters/trotting/horses-calls";
import { startFake } from "~/fake-upstreams/index";
import { pedigreeGenerations, pedigreeParents } from "~/src/domain/pedigree/pedigree";
import type { Logger } from "~/src/ports/logger";
import type { HorsesTrottingPort } from "~/src/ports/trotting/horses";
import { isUpstreamError } from "~/src/ports/upstream-error";
import { TEST_TODAY } from "../support/today";
import { testWorld } from "../support/world";
import { videoClip } from "~/adapters/trotting/schemas/horses";
import {
  asCompactDay,
  asRacecourseCode,
  asSexLetter,
  expectMapped,
  expectPerformanceMapped,
  BEST_TIME_FIELDS,
  rawAnswer,
} from "./support/mapping";

const SHOWCASE_STALLION = "102306";
const HORSE_WITHOUT_DATA = "100077";

const silent: Logger = { info() {}, warn() {}, error() {}, debug() {} };
type Raw = Record<string, unknown>;

const FILE_FIELDS = {
  code: "CodiceCavallo",
  name: "NomeCavallo",
  slug: "slug",
  sex: ["Sesso", asSexLetter],
  coat: "ColoreMantello",
  birthDate: "DataNascita",
  sire: "NomePadre",
  dam: "NomeMadre",
  studFee: "mount_price",
  hasVideo: "hasVideo",
  filePath: "path",
  record: "record",
} as const;
/** Read into their own shapes, checked apart; `subtype` is the upstream's echo of the question. */
const FILE_PARTS = ["allevatore", "img", "production", "productionFields", "link", "subtype"];

describe("horses calls against the trotting fake, both ways", () => {
  let close: () => Promise<void>;
  let horses: HorsesTrottingPort;
  let url: string;

  beforeAll(async () => {
    const fake = await startFake("trotting", { port: 0, quiet: true, today: TEST_TODAY });
    close = () => fake.close();
    url = fake.url;
    horses = horsesCalls(
      createUpstreamClient({ upstream: "trotting", baseUrl: fake.url, timeoutMs: 5000, scope: () => ({ logger: silent }), retry: false }),
    );
  });
  afterAll(async () => close?.());

  it("searches the picker by name, stallions only", async () => {
    const raw = await rawAnswer<{ results: Raw[] }>(url, "/api/v1/cavalli/cerca?input=Varenne&type=M&ageLimit=1");
    const answer = await horses.searchHorsesAsYouType({ input: "Varenne", type: "M", ageLimit: true });
    answer.results.forEach((horse, index) =>
      expectMapped(
        horse,
        raw.results[index],
        { code: "CodiceCavallo", name: "NomeCavallo", sire: "NomePadre", dam: "NomeMadre", label: "text" },
        ["value", "route", "Sesso", "Anno"],
      ),
    );
    expect(answer.total).toBeGreaterThanOrEqual(answer.results.length);
  });

  it("reads five generations of a pedigree, node by node, with its crossings", async () => {
    const raw = await rawAnswer<Record<string, (Raw | null)[] | Raw> & { crossings: Raw[]; genitori: { p: Raw; m: Raw } }>(
      url,
      `/api/v1/cavalli/genealogia/${SHOWCASE_STALLION}`,
    );
    const pedigree = await horses.pedigree(SHOWCASE_STALLION);
    const rawGenerations = [[raw.genitori.p, raw.genitori.m], raw.nonni, raw.bisnonni, raw.trisnonni, raw.bisarcavoli] as (Raw | null)[][];
    pedigreeGenerations(pedigree).forEach((nodes, generation) =>
      nodes.forEach((node, position) => {
        const upstream = rawGenerations[generation][position] ?? null;
        if (!node || !upstream) return expect(node).toBe(upstream);
        expectMapped(node, upstream, { code: "id", name: "nome", record: "record", color: "color", sire: "padre", dam: "madre" });
      }),
    );
    expect(pedigreeParents(pedigree).sire?.name).toBe("Nad Al Sheba");
    pedigree.crossings.forEach((crossing, index) =>
      expectMapped(crossing, raw.crossings[index], { name: "name", sireSide: "p", damSide: "m", color: "color" }),
    );
  });

  it("reads the pedigree of a mating with its title", async () => {
    const mating = await horses.matingPedigree("100005", "101736");
    expect(mating.title).toBe(`Varenne + ${testWorld().horse("101736").name}`);
    expect(pedigreeParents(mating).sire?.code).toBe("100005");
  });

  it("rejects a mating of two stallions", async () => {
    await expect(horses.matingPedigree("100005", "100011")).rejects.toSatisfy((error) => isUpstreamError(error, "rejected"));
  });

  it("raises not-found for an unknown horse", async () => {
    await expect(horses.pedigree("999999")).rejects.toSatisfy((error) => isUpstreamError(error, "not-found"));
  });

  it("reads an empty pedigree for a horse with no parents", async () => {
    const pedigree = await horses.pedigree(HORSE_WITHOUT_DATA);
    expect(pedigreeParents(pedigree)).toEqual({ sire: null, dam: null });
    expect(pedigree.crossings).toEqual([]);
  });

  it("reads a stallion's file and a mare's (st=fattrice) field by field, its production as the upstream lays it out", async () => {
    const raw = await rawAnswer<Raw & { allevatore: Raw; img: Raw; production: Raw[]; productionFields: { key: string; label: string }[] }>(
      url,
      `/api/v2/stalloni/${SHOWCASE_STALLION}`,
    );
    const file = await horses.horseFile("stalloni", SHOWCASE_STALLION);
    expectMapped(file, raw, FILE_FIELDS, FILE_PARTS);
    expectMapped(file.breeder!, raw.allevatore, { id: "id", name: "Nome", slug: "slug" });
    expectMapped(file.pictures!, raw.img, { main: "path", alt: "alt", gallery: "gallery" });
    expect(file.production.columns.slice(0, raw.productionFields.length).map((column) => [column.id, column.label])).toEqual(
      raw.productionFields.map((field, index) => [`c${index + 1}`, field.label]),
    );
    expect(file.production.rows.map((row) => row.horseCode)).toEqual(raw.production.map((row) => row.CodiceCavallo));
    const mare = await horses.horseFile("fattrici", "101736");
    expect(mare.code).toBe("101736");
  });

  it("reads a profile: the file's fields plus its own", async () => {
    const raw = await rawAnswer<Raw>(url, `/api/v2/cavalli/${SHOWCASE_STALLION}`);
    const profile = await horses.horseProfile(SHOWCASE_STALLION);
    expectMapped(
      profile,
      raw,
      {
        ...FILE_FIELDS,
        maternalGrandsire: "NomeNonno",
        shortRecord: "RecordBreve",
        longRecord: "RecordLunga",
        careerWinnings: "VinciteCarriera",
        deceased: "Deceased",
        age: "Eta",
      },
      [...FILE_PARTS, "breeders", "owners", "trainers"],
    );
    (["breeders", "owners", "trainers"] as const).forEach((role) =>
      profile[role].forEach((person, index) => expectMapped(person, (raw[role] as Raw[])[index], { id: "id", name: "Nome" })),
    );
  });

  it("reads statistics, videos, best offspring, performances, contacts and the female line field by field", async () => {
    const stats = await horses.horseStats(SHOWCASE_STALLION);
    const rawStats = await rawAnswer<Raw & { migliorTempi: Raw[] }>(url, `/api/v2/cavalli/${SHOWCASE_STALLION}/stats`);
    expect(stats.bestTimes.length).toBeGreaterThan(0);
    expect(stats.bestTimes).toHaveLength(rawStats.migliorTempi.length);
    stats.bestTimes.forEach((best, index) => expectMapped(best, rawStats.migliorTempi[index], BEST_TIME_FIELDS));
    expectMapped(
      stats,
      rawStats,
      {
        winnings: "vincite",
        starts: "corse",
        firsts: "primo",
        seconds: "secondo",
        thirds: "terzo",
        fourths: "quarto",
        fifths: "quinto",
        shortRecord: "recordBreve",
        longRecord: "recordLunga",
      },
      // the best times are read row by row above, one for one
      ["migliorTempi"],
    );

    const rawVideos = await rawAnswer<Raw[]>(url, `/api/v2/cavalli/videos/${SHOWCASE_STALLION}`);
    (await horses.horseVideos(SHOWCASE_STALLION)).forEach((video, index) =>
      expectMapped(
        video,
        rawVideos[index],
        {
          label: "label",
          description: "description",
          clip: ["path", (path) => videoClip(String(path), rawVideos[index].is_internal === true)],
        },
        ["is_internal"],
      ),
    );

    const rawBest = await rawAnswer<{ year: number; children: Raw[] }[]>(url, `/api/v2/cavalli/miglioriFigli/${SHOWCASE_STALLION}`);
    (await horses.bestOffspring(SHOWCASE_STALLION)).forEach((year, index) => {
      expect(year.year).toBe(rawBest[index].year);
      year.offspring.forEach((child, position) =>
        expectMapped(child, rawBest[index].children[position], { slug: "slug", name: "NomeCavallo", kmTime: "TempoPre" }),
      );
    });

    const rawPerformances = await rawAnswer<Raw[]>(url, `/api/v2/prestazioni?horseId=${SHOWCASE_STALLION}`);
    (await horses.performances(SHOWCASE_STALLION)).forEach((performance, index) =>
      expectPerformanceMapped(performance, rawPerformances[index]),
    );

    const rawContacts = await rawAnswer<Raw & { breeder: Raw; breeders: Raw[]; contacts: Raw[] }>(
      url,
      `/api/v2/stalloni/contacts/${SHOWCASE_STALLION}`,
    );
    const contacts = await horses.horseContacts("stalloni", SHOWCASE_STALLION);
    expectMapped(contacts, rawContacts, { breederHidden: "hideBreeder", location: "location" }, ["breeder", "breeders", "contacts"]);
    expectMapped(contacts.breeder!, rawContacts.breeder, { id: "id", name: "Nome", website: "Link", description: "description" }, [
      "contacts",
    ]);
    contacts.breeder!.contacts.forEach((person, index) =>
      expectMapped(person, (rawContacts.breeder.contacts as Raw[])[index], {
        name: "name",
        phone: "phone",
        email: "email",
        website: "website",
      }),
    );
    expect(contacts.phones).toEqual(rawContacts.breeders.flatMap((entry) => [entry.telefono1, entry.telefono2]).filter(Boolean));
    contacts.contacts.forEach((person, index) =>
      expectMapped(person, rawContacts.contacts[index], { name: "name", phone: "phone", email: "email", website: "website" }),
    );

    const rawLine = await rawAnswer<(Raw & { foals: (Raw & { gps: Raw[] })[] })[]>(url, `/api/v1/cavalli/linea/${SHOWCASE_STALLION}`);
    (await horses.femaleLine(SHOWCASE_STALLION)).forEach((entry, index) => {
      expectMapped(entry, rawLine[index], { name: "name", label: "label", code: "CodiceCavallo" }, ["foals"]);
      entry.foals.forEach((child, position) => {
        const upstream = rawLine[index].foals[position];
        expectMapped(
          child,
          upstream,
          {
            code: "CodiceCavallo",
            name: "NomeCavallo",
            slug: "slug",
            birthDate: "DataNascita",
            sex: ["Sesso", asSexLetter],
            coat: "ColoreMantello",
            sire: "NomePadre",
            shortRecord: "record_breve",
            longRecord: "record_lunga",
            winnings: "vincite",
            deceased: "Deceased",
          },
          ["date", "gps"],
        );
        child.bigRaces.forEach((race, raceIndex) =>
          expectMapped(race, upstream.gps[raceIndex], {
            date: "date",
            racecourse: "ippodromo",
            placement: "piazzamento",
            description: "descrizione",
            prizeMoney: "importo",
          }),
        );
      });
    });
  });

  it("reads the horse search and the racing sons field by field", async () => {
    const rawSearch = await rawAnswer<{ results: Raw[] }>(url, "/api/v2/cavalli?s=varenne");
    (await horses.searchHorses("varenne")).forEach((result, index) =>
      expectMapped(result, rawSearch.results[index], {
        code: "CodiceCavallo",
        name: "NomeCavallo",
        sire: "NomePadre",
        dam: "NomeMadre",
        route: "route",
      }),
    );
    const rawSons = await rawAnswer<Raw & { results: Raw[] }>(url, "/api/v2/cavalli/racingSons?q=nad%20al%20sheba");
    const sons = await horses.racingSons("nad al sheba");
    expectMapped(sons, rawSons, { title: "title", description: "description" }, ["results"]);
    expect(sons.results.length).toBeGreaterThan(0);
    sons.results.forEach((son, index) =>
      expectMapped(son, rawSons.results[index], {
        code: "CodiceCavallo",
        name: "NomeCavallo",
        sire: "NomePadre",
        dam: "NomeMadre",
        route: "route",
        day: ["Data", asCompactDay],
        racecourse: "Ippodromo",
        racecourseCode: ["CodiceIppodromo", asRacecourseCode],
        raceNumber: "NumeroCorsa",
        startTime: "Ora",
        kmTime: "TempoPre",
      }),
    );
  });
});
