import type { Request, Response } from "express";
import { parseDdmmyyyy, toItalianLongDate } from "../../shared/dates";
import { slugify } from "../../shared/text";
import { dayNumber } from "../dataset/calendar";
import { formatTenths } from "../dataset/horses";
import { NOTABLE_SIBLING_WINNINGS } from "../dataset";
import { findRacecourse, RACECOURSES, racecourseIn } from "../dataset/racecourses";
import type { Horse, Qualification, Race, RaceMeeting, RaceRow } from "../dataset/types";
import { fields } from "../fields";
import { bestTimesOf, performancesOf } from "../performances";
import { periodStats } from "../season-stats";
import type { TrottingStore } from "../store";
import { horseRoute } from "../views";
import { queryNumber, queryString, type RouteModule } from "./types";

const QUALIFICATION_TYPES = ["stalloni", "allevatori", "proprietari", "allenatori", "nonni"] as const;
type QualificationType = (typeof QUALIFICATION_TYPES)[number];
const MIN_QUALIFIED = 4;

function findMeeting(store: TrottingStore, date: string, code: string, kind?: RaceMeeting["kind"]): RaceMeeting | undefined {
  const meeting = store.meetingOn(date, code);
  return meeting && (!kind || meeting.kind === kind) ? meeting : undefined;
}

function dayGroup(meeting: RaceMeeting) {
  return {
    DataGiornata: meeting.ddmmyyyy,
    Data: meeting.date,
    DataEstesa: toItalianLongDate(parseDdmmyyyy(meeting.ddmmyyyy) as Date),
    CodiceIppodromo: meeting.racecourse.CodiceIppodromo,
    NomeIppodromo: meeting.racecourse.NomeIppodromo,
    Localita: meeting.racecourse.Localita,
  };
}

/** An entry or result row; the age is the horse's age in the year of the race. */
function raceRow(store: TrottingStore, row: RaceRow, year = store.currentYear) {
  const horse = store.horse(row.horseCode) as Horse;
  const sire = store.horse(horse.sireCode);
  // a notable brother or sister out of the same dam ('Fratello di')
  const sibling = store
    .children(horse.damCode ?? "")
    .filter((other) => other !== horse && other.damCode === horse.damCode && other.winnings >= NOTABLE_SIBLING_WINNINGS)
    .sort((a, b) => b.winnings - a.winnings)[0];
  return {
    NumeroPartenza: row.NumeroPartenza,
    NomeCavallo: horse.name,
    CodiceCavallo: horse.code,
    slug: horse.slug,
    Sesso: horse.sex,
    Eta: year - horse.birthYear,
    NomeGuidatore: store.personName(row.driverId),
    RecordBreve: horse.recordBreve,
    RecordLunga: horse.recordLunga,
    VinciteCarriera: horse.winnings,
    NomePadre: sire?.name ?? null,
    NomeMadre: store.nameOf(horse.damCode),
    NomeAllevatore: store.breederName(horse.breederId),
    Piazzamento: row.Piazzamento,
    MotivoNonPiazzato: row.MotivoNonPiazzato,
    TempoPre: row.TempoPre,
    ImportoPremio: row.ImportoPremio,
    highlight: Boolean(sire?.sponsor),
    urlSponsor: sire?.sponsor ? `/trotto/stalloni/${sire.slug}` : null,
    urlSibling: sibling ? horseRoute(sibling) : null,
    NomeSibling: sibling?.name ?? null,
  };
}

function raceSection(store: TrottingStore, meeting: RaceMeeting, race: Race) {
  const { rows, drawDone: _drawDone, ...caption } = race;
  return {
    ...caption,
    CodiceIppodromo: meeting.racecourse.CodiceIppodromo,
    prestazioni: rows.map((row) => raceRow(store, row, Number(meeting.date.slice(0, 4)))),
  };
}

function trackBanner(meeting: RaceMeeting) {
  return {
    NomeIppodromo: meeting.racecourse.NomeIppodromo,
    CodiceIppodromo: meeting.racecourse.CodiceIppodromo,
    data: meeting.ddmmyyyy,
    Localita: meeting.racecourse.Localita,
    ora: meeting.ora,
    LunghezzaPista: meeting.racecourse.LunghezzaPista,
    Taratura: meeting.racecourse.Taratura,
    Autostart: meeting.Autostart,
    Nastri: meeting.Nastri,
  };
}

const QUARTER_DAYS = 91;

function glanceHorse(store: TrottingStore, row: RaceRow) {
  const horse = store.horse(row.horseCode) as Horse;
  const { world } = store.dataset;
  const yearStart = dayNumber(store.currentYear, 1, 1);
  // the year and the last three months, summed from the archive as the career is
  const period = (fromDay: number) => periodStats(world, horse.index, fromDay);
  const year = period(yearStart);
  const quarter = period(world.todayDay - QUARTER_DAYS);
  const record = (tenths: number) => (tenths ? formatTenths(tenths) : null);
  return {
    ...raceRow(store, row),
    ColoreMantello: horse.coat,
    totaleCorse: horse.career.corse,
    totaleVittorie: horse.career.primo,
    piazzamenti: horse.career.secondo + horse.career.terzo,
    vinciteCarriera: horse.winnings,
    recordBreve: horse.recordBreve,
    recordLunga: horse.recordLunga,
    totaleCorseAnnata: year.races,
    totaleVittorieAnnata: year.wins,
    piazzamentiAnnata: year.placings,
    vinciteCarrieraAnnata: year.earnings,
    recordBreveAnnata: record(year.bestShort),
    recordLungaAnnata: record(year.bestLong),
    totaleCorseTrimestre: quarter.races,
    totaleVittorieTrimestre: quarter.wins,
    piazzamentiTrimestre: quarter.placings,
    vinciteCarrieraTrimestre: quarter.earnings,
    recordBreveTrimestre: record(quarter.bestShort),
    recordLungaTrimestre: record(quarter.bestLong),
    prestazioni: performancesOf(store, horse, 6),
    migliorTempi: bestTimesOf(store, horse),
  };
}

function qualificationRow(store: TrottingStore, qualification: Qualification) {
  const horse = store.horse(qualification.horseCode) as Horse;
  const dam = store.horse(horse.damCode);
  const found = findRacecourse(qualification.racecourseCode);
  const racecourse = found && racecourseIn(RACECOURSES.indexOf(found), Number(qualification.DataPre.slice(0, 4)));
  return {
    DataPre: qualification.DataPre,
    DataGiornata: qualification.ddmmyyyy,
    Ippodromo: racecourse?.NomeIppodromo ?? qualification.racecourseCode,
    CodiceIppodromo: qualification.racecourseCode,
    CodiceCavallo: horse.code,
    NomeCavallo: horse.name,
    slug: horse.slug,
    NomePadre: store.nameOf(horse.sireCode),
    NomeMadre: dam?.name ?? null,
    nonnoMaterno: store.nameOf(dam?.sireCode ?? null),
    Allevamento: store.breederName(horse.breederId),
    Proprietario: store.personName(horse.ownerId),
    Allenatore: store.personName(horse.trainerId),
    TempoPre: qualification.TempoPre,
    video: qualification.video,
  };
}

function qualificationSubject(store: TrottingStore, horse: Horse, type: QualificationType): { id: string; name: string } | null {
  const person = (id: number | null) => (id ? { id: String(id), name: store.personName(id) ?? "" } : null);
  switch (type) {
    case "stalloni":
      return horse.sireCode ? { id: horse.sireCode, name: store.nameOf(horse.sireCode) ?? "" } : null;
    case "nonni": {
      const grandsire = store.horse(horse.damCode)?.sireCode ?? null;
      return grandsire ? { id: grandsire, name: store.nameOf(grandsire) ?? "" } : null;
    }
    case "allevatori":
      return horse.breederId ? { id: String(horse.breederId), name: store.breederName(horse.breederId) ?? "" } : null;
    case "proprietari":
      return person(horse.ownerId);
    case "allenatori":
      return person(horse.trainerId);
  }
}

/**
 * Entries, results, race detail, at-a-glance, starters index, qualifications and draws. Today's
 * and the coming days' races are answered as the fake's clock plays them (race-day.ts).
 */
export const raceRoutes: RouteModule = (app, store, { raceDay }) => {
  app.get("/api/v2/corse/:type(partenti|arrivi)", (req, res) => {
    const kind = (req.params as Record<string, string>).type as RaceMeeting["kind"];
    const meetings = store.dataset.meetings.filter((meeting) => meeting.kind === kind);
    // today's meetings join the results, newest first, once their first result is out
    res.json((kind === "arrivi" ? [...meetings, ...raceDay.todayWithResults()].reverse() : meetings).map(dayGroup));
  });

  app.get("/api/v2/partenti/dettaglio-corsa/:date/:ippodromo/:numeroCorsa", (req, res) => {
    const found = findMeeting(store, req.params.date, req.params.ippodromo);
    const meeting = found && raceDay.meetingNow(found, "partenti");
    const race = meeting?.races.find((candidate) => candidate.NumeroCorsa === Number(req.params.numeroCorsa));
    if (!meeting || !race) {
      res.status(404).json({ message: "Corsa non trovata" });
      return;
    }
    res.json({
      cavalli: race.rows.map((row) => glanceHorse(store, row)),
      dettaglio: {
        date: meeting.ddmmyyyy,
        nomeIppodromo: meeting.racecourse.NomeIppodromo,
        localita: meeting.racecourse.Localita,
        ...raceSection(store, meeting, race),
        prestazioni: undefined,
      },
    });
  });

  app.get("/api/v2/partenti/:date", (req, res) => {
    const date = parseDdmmyyyy(req.params.date);
    const meetings = store.dataset.meetings
      .filter((meeting) => meeting.ddmmyyyy === req.params.date)
      .map((meeting) => raceDay.meetingNow(meeting, "partenti"));
    const letters: Record<string, object[]> = {};
    for (const meeting of meetings) {
      for (const race of meeting.races) {
        for (const row of race.rows) {
          const horse = store.horse(row.horseCode) as Horse;
          const letter = horse.name[0].toUpperCase();
          (letters[letter] ??= []).push({
            NomeCavallo: horse.name,
            CodiceCavallo: horse.code,
            track: meeting.racecourse.CodiceIppodromo,
            NomeIppodromo: meeting.racecourse.NomeIppodromo,
            raceNumber: race.NumeroCorsa,
            NumeroPartenza: row.NumeroPartenza,
            Ora: race.Ora,
          });
        }
      }
    }
    for (const list of Object.values(letters))
      list.sort((a, b) =>
        String((a as { NomeCavallo: string }).NomeCavallo).localeCompare(String((b as { NomeCavallo: string }).NomeCavallo), "it"),
      );
    res.json({ letters, lettersList: Object.keys(letters).sort(), dataEstesa: date ? toItalianLongDate(date) : req.params.date });
  });

  app.get("/api/v2/:type(partenti|arrivi)/:date/:ippodromo/:numeroCorsa?", (req: Request, res: Response) => {
    const params = req.params as Record<string, string | undefined>;
    const found =
      findMeeting(store, String(params.date), String(params.ippodromo), params.type as RaceMeeting["kind"]) ??
      findMeeting(store, String(params.date), String(params.ippodromo));
    const meeting = found && raceDay.meetingNow(found, params.type as RaceMeeting["kind"]);
    if (!meeting) {
      res.status(404).json({ message: "Nessuna riunione per la data e l'ippodromo richiesti" });
      return;
    }
    const number = params.numeroCorsa === undefined ? null : Number(params.numeroCorsa);
    res.json({
      qualifiche: meeting.qualifiche.filter(() => number === null || number === 0).map((race) => raceSection(store, meeting, race)),
      corse: meeting.races
        .filter((race) => number === null || number === 0 || race.NumeroCorsa === number)
        .map((race) => raceSection(store, meeting, race)),
      ippodromo: trackBanner(meeting),
    });
  });

  app.get("/api/v1/classifiche/qualifiche", (req, res) => {
    const year = queryNumber(req, "year") ?? store.currentYear - 2;
    const take = queryNumber(req, "take");
    // a qualification is a trial passed (once per horse); a failed trial is not listed
    const rows = store.dataset.qualifications
      .filter((qualification) => qualification.passed && store.horse(qualification.horseCode)?.birthYear === year)
      .sort((a, b) => b.DataPre.localeCompare(a.DataPre))
      .map((qualification) => qualificationRow(store, qualification));
    res.json(take && take > 0 ? rows.slice(0, take) : rows);
  });

  app.get("/api/v2/qualifiche/classifica", (req, res) => {
    const type = (QUALIFICATION_TYPES as readonly string[]).includes(queryString(req, "type") ?? "")
      ? (queryString(req, "type") as QualificationType)
      : "stalloni";
    const year = queryNumber(req, "year") ?? store.currentYear - 2;
    const slug = queryString(req, "slug");
    const rowsOf = (birthYear: number | null) =>
      store.dataset.qualifications
        .filter(
          (qualification) => qualification.passed && (birthYear === null || store.horse(qualification.horseCode)?.birthYear === birthYear),
        )
        .map((qualification) => ({ qualification, horse: store.horse(qualification.horseCode) as Horse }));
    if (slug) {
      const subjectId = slug.split("-")[0];
      const mine = rowsOf(null).filter(({ horse }) => qualificationSubject(store, horse, type)?.id === subjectId);
      const years = [...new Set(mine.map(({ horse }) => horse.birthYear))].sort((a, b) => b - a);
      const name = mine.length ? qualificationSubject(store, mine[0].horse, type)?.name : subjectId;
      res.json({
        year,
        title: `Qualificati di ${name}`,
        qualifiche: mine.map(({ qualification }) => qualificationRow(store, qualification)),
        annate: years.map((birthYear) => ({
          year: birthYear,
          qualifiche: mine
            .filter(({ horse }) => horse.birthYear === birthYear)
            .map(({ qualification, horse }) => ({
              NomeCavallo: horse.name,
              slug: horse.slug,
              TempoPre: qualification.TempoPre,
              DataPre: qualification.DataPre,
            })),
        })),
        fields: fields(["NomeCavallo", "Cavallo"], ["TempoPre", "Tempo"]),
      });
      return;
    }
    // distinct horses that qualified
    const counts = new Map<string, { name: string; horses: Set<string> }>();
    for (const { horse } of rowsOf(year)) {
      const subject = qualificationSubject(store, horse, type);
      if (!subject) continue;
      const entry = counts.get(subject.id) ?? { name: subject.name, horses: new Set<string>() };
      entry.horses.add(horse.code);
      counts.set(subject.id, entry);
    }
    const qualifiche = [...counts.entries()]
      .filter(([, entry]) => entry.horses.size >= MIN_QUALIFIED)
      .sort((a, b) => b[1].horses.size - a[1].horses.size || a[1].name.localeCompare(b[1].name, "it"))
      .map(([id, entry], index) => ({
        Pos: index + 1,
        Nome: entry.name,
        slug: `${id}-${slugify(entry.name)}`,
        qualificati: entry.horses.size,
      }));
    res.json({
      year,
      title: `Classifica ${type} per qualificati nati nel ${year}`,
      qualifiche,
      annate: [],
      fields: fields(["Pos", "Pos."], ["Nome", "Nome"], ["qualificati", "Qualificati"]),
    });
  });

  app.get("/api/v2/draws", (req, res) => {
    const needle = (queryString(req, "horse") ?? "").trim();
    if (needle.replace(/\s/g, "").length < 3) {
      res.status(422).json({ message: "Inserire almeno tre lettere", errors: { horse: ["Inserire almeno tre lettere"] } });
      return;
    }
    const horses: Record<string, object[]> = {};
    for (const meeting of store.dataset.meetings.filter((candidate) => candidate.kind === "partenti")) {
      for (const race of meeting.races.map((candidate) => raceDay.raceNow(meeting, candidate)).filter((candidate) => candidate.drawDone)) {
        for (const row of race.rows) {
          const name = store.nameOf(row.horseCode) ?? "";
          if (!name.toLowerCase().includes(needle.toLowerCase())) continue;
          (horses[name] ??= []).push({
            Data: meeting.ddmmyyyy,
            Localita: meeting.racecourse.Localita.toUpperCase(),
            NomeIppodromo: meeting.racecourse.NomeIppodromo,
            CodiceIppodromo: meeting.racecourse.CodiceIppodromo,
            NumeroCorsa: race.NumeroCorsa,
            Number: row.NumeroPartenza,
            count: race.rows.length,
            CodiceCavallo: row.horseCode,
          });
        }
      }
    }
    res.json({
      horses,
      fields: fields(["Data", "Data"], ["Localita", "Luogo"], ["NumeroCorsa", "Corsa"], ["Number", "Numero / partenti"]),
    });
  });

  app.get("/api/v2/draws/:date/:hyppodrome/:race", (req, res) => {
    const meeting = findMeeting(store, req.params.date, req.params.hyppodrome);
    const listed = meeting?.races.find((candidate) => candidate.NumeroCorsa === Number(req.params.race));
    const race = meeting && listed && raceDay.raceNow(meeting, listed);
    if (!meeting || !race) {
      res.status(422).json({ message: "Corsa non trovata", errors: { race: ["Corsa non trovata"] } });
      return;
    }
    res.json({
      hyppodrome: {
        CodiceIppodromo: meeting.racecourse.CodiceIppodromo,
        NomeIppodromo: meeting.racecourse.NomeIppodromo,
        Localita: meeting.racecourse.Localita,
      },
      numbers: race.drawDone
        ? race.rows.map((row) => ({
            Number: row.NumeroPartenza,
            NomeCavallo: store.nameOf(row.horseCode),
            CodiceCavallo: row.horseCode,
            NomeGuidatore: store.personName(row.driverId),
          }))
        : [],
      fields: fields(["Number", "Numero"], ["NomeCavallo", "Cavallo"], ["NomeGuidatore", "Guidatore"]),
      title: `Sorteggio numeri: ${race.NomePremio}`,
      subtitle: `${meeting.racecourse.NomeIppodromo}, corsa ${race.NumeroCorsa} del ${meeting.ddmmyyyy.slice(0, 2)}/${meeting.ddmmyyyy.slice(2, 4)}/${meeting.ddmmyyyy.slice(4)}`,
    });
  });
};
