import { toItalianLongDate } from "../shared/dates";
import type { Illustration, Silks } from "../shared/illustrations";
import { hashString } from "../shared/prng";
import { BIG_RACES } from "../trotting/dataset/big-races";
import { dateOfDay, ddmmyyyyOfDay, partsOf } from "../trotting/dataset/calendar";
import { formatTenths } from "../trotting/dataset/horses";
import { RaceKind } from "../trotting/dataset/ledger";
import { letterForYear } from "../trotting/dataset/names";
import { euro as groupThousands } from "../trotting/dataset/race-conditions";
import { racecourseIn } from "../trotting/dataset/racecourses";
import type { Dataset } from "../trotting/dataset";
import type { Horse } from "../trotting/dataset/types";

/**
 * News stories written from the simulated world: big-race reports and previews, meeting
 * reports, qualification trials, rankings, the new crop. Every name, time and figure comes
 * from the archive, and each body is built from its own race.
 */
export interface Story {
  date: Date;
  title: string;
  body: string;
  categories: number[];
  image: Illustration;
}

export const HOME = 33;
export const BREEDING = 5;
export const RACES = 7;
export const SALES = 9;

const euro = (amount: number) => `${groupThousands(amount)} euro`;
/** Lire for one euro, the rate fixed when the euro replaced the lira. */
const LIRE_PER_EURO = 1936.27;
/**
 * Prize money as it was written at the time: the world keeps its amounts in euro, but before
 * 2002 Italian purses were in lire (converted at the fixed rate, rounded to the thousand).
 */
export const moneyOfYear = (amount: number, year: number): string =>
  year < 2002 ? `${groupThousands(Math.round((amount * LIRE_PER_EURO) / 1000) * 1000)} lire` : euro(amount);
const at = (day: number, hour: number, minute = 0) => new Date(dateOfDay(day).getTime() + (hour * 60 + minute) * 60_000);
const pick = <T>(seed: string, items: readonly T[]): T => items[hashString(seed) % items.length];
const capitalize = (text: string) => text[0].toUpperCase() + text.slice(1);
const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

interface StartView {
  horse: Horse;
  place: number;
  time: string | null;
  prize: number;
  driver: string;
  number: number;
}

export function worldStories(dataset: Dataset): { recent: Story[]; archive: Story[] } {
  const { world, horses, people, breeders } = dataset;
  const { ledger } = world;
  const person = (id: number | null) => (id ? (people[id - 1]?.Nome ?? "") : "");
  const breederName = (id: number | null) => (id ? (breeders[id - 1]?.Nome ?? "") : "");
  const silksOf = (horse: Horse): Silks => world.people[(horse.ownerId ?? 1) - 1]?.colours ?? ["#b71c1c", "#fafafa"];
  const byCode = new Map(horses.map((horse) => [horse.code, horse]));
  const nameOf = (code: string | null) => (code ? (byCode.get(code)?.name ?? null) : null);
  const sireOf = (horse: Horse) => (horse.sireCode ? (byCode.get(horse.sireCode) ?? null) : null);
  const damOf = (horse: Horse) => (horse.damCode ? (byCode.get(horse.damCode) ?? null) : null);
  const today = world.todayDay;
  const stories: Story[] = [];

  const startsOf = (race: number): StartView[] => {
    const views: StartView[] = [];
    for (let start = ledger.rFirst[race]; start < ledger.rFirst[race] + ledger.rCount[race]; start++) {
      views.push({
        horse: horses[ledger.sHorse[start]],
        place: ledger.sPlace[start],
        time: ledger.sTime[start] ? formatTenths(ledger.sTime[start]) : null,
        prize: ledger.sPrize[start],
        driver: person(ledger.sDriver[start]),
        number: ledger.sNumber[start],
      });
    }
    return views.sort((a, b) => a.place - b.place || a.number - b.number);
  };
  /** A horse's record up to a race (the news reports what was known that day). */
  const recordBefore = (horse: Horse, race: number) => {
    const { offsets, starts } = world.startsByHorse;
    let runs = 0;
    let wins = 0;
    let earnings = 0;
    let bigWins = 0;
    for (let position = offsets[horse.index]; position < offsets[horse.index + 1]; position++) {
      const start = starts[position];
      const other = ledger.sRace[start];
      if (other > race || ledger.rKind[other] === RaceKind.Trial) continue;
      runs += 1;
      if (ledger.sPlace[start] === 1) {
        wins += 1;
        if (ledger.rBigRace[other] >= 0) bigWins += 1;
      }
      earnings += ledger.sPrize[start];
    }
    return { runs, wins, earnings, bigWins };
  };
  const trackOf = (race: number) => racecourseIn(world.meetings[ledger.rMeeting[race]].track, partsOf(ledger.rDay[race]).year);
  const resultsTable = (views: StartView[], rows: number, day: number) =>
    `<table><thead><tr><th>Pos.</th><th>Cavallo</th><th>Guidatore</th><th>Tempo</th><th>Premio</th></tr></thead><tbody>${views
      .filter((view) => view.place <= 30)
      .slice(0, rows)
      .map(
        (view) =>
          `<tr><td>${view.place}</td><td>${view.horse.name}</td><td>${view.driver}</td><td>${view.time ?? ""}</td><td>${view.prize ? moneyOfYear(view.prize, partsOf(day).year) : ""}</td></tr>`,
      )
      .join("")}</tbody></table>`;
  const marginText = (seed: string, winner: StartView, second: StartView | undefined) => {
    if (!second || second.place > 30) return pick(seed, ["senza avversari all'arrivo", "in splendida solitudine"]);
    if (second.place === 1) return "in parità con " + second.horse.name + ": arrivo a pari merito";
    const gap = (Number(second.time?.replace(/\./g, "")) || 0) - (Number(winner.time?.replace(/\./g, "")) || 0);
    if (gap <= 0) return pick(seed, ["al fotofinish", "per una narice", "di un soffio"]);
    if (gap <= 3) return pick(seed, ["di misura", "con un ultimo quarto di forza", "resistendo al ritorno degli avversari"]);
    return pick(seed, ["con ampio margine", "in scioltezza", "staccando tutti in retta d'arrivo"]);
  };
  /** Words that agree with the horse's sex: o/a endings, lo/la, figlio/figlia. */
  const agree = (horse: Horse) => {
    const female = horse.sex === "F";
    return {
      o: female ? "a" : "o",
      lo: female ? "la" : "lo",
      Lo: female ? "La" : "Lo",
      winner: female ? "Alla vincitrice" : "Al vincitore",
      heading: female ? "La vincitrice" : "Il vincitore",
      child: female ? "figlia" : "figlio",
      it: female ? "eccola" : "eccolo",
    };
  };
  const QUOTES = [
    (trainer: string, horse: Horse) =>
      `«${agree(horse).Lo} sapevamo in gran forma, ma vincere qui è un'altra cosa», ha detto ${trainer}, che ${agree(horse).lo} allena.`,
    (trainer: string, horse: Horse) =>
      `«Ha fatto tutto da sol${agree(horse).o}: noi dobbiamo solo tener${agree(horse).lo} seren${agree(horse).o}», il commento di ${trainer}.`,
    (trainer: string, horse: Horse) =>
      `${trainer} ha già in mente il prossimo impegno: «${agree(horse).Lo} faremo riposare, poi decideremo».`,
    (trainer: string) => `«Una giornata che ripaga mesi di lavoro», ha raccontato ${trainer} al rientro nelle scuderie.`,
    (trainer: string) => `«Il merito è di tutta la squadra», ha detto ${trainer} dopo la premiazione.`,
    (trainer: string, horse: Horse) =>
      `Per ${trainer} è una vittoria speciale: «${agree(horse).Lo} abbiamo aspettat${agree(horse).o}, ed ${agree(horse).it} qui».`,
  ];
  const sexWord = (horse: Horse) => (horse.sex === "F" ? "la femmina" : horse.sex === "C" ? "il castrone" : "il maschio");

  // big races run: reports
  for (let race = ledger.raceCount - 1; race >= 0 && ledger.rDay[race] >= today - 400; race--) {
    const bigRace = ledger.rBigRace[race];
    if (bigRace < 0 || ledger.rDay[race] >= today) continue;
    const views = startsOf(race);
    const [winner, second, third] = views;
    if (!winner || winner.place !== 1) continue;
    const track = trackOf(race);
    const day = ledger.rDay[race];
    const gp = BIG_RACES[bigRace];
    const horse = winner.horse;
    const seed = `gp:${race}`;
    const age = partsOf(day).year - horse.birthYear;
    const before = recordBefore(horse, race);
    const sire = sireOf(horse);
    const dam = damOf(horse);
    const trainer = person(horse.trainerId);
    const dateText = toItalianLongDate(dateOfDay(day));
    const startText = ledger.rAutostart[race] ? "con l'autostart" : "ai nastri";
    const title = pick(seed, [
      `${gp.name}: ${horse.name} vince a ${track.Localita}`,
      `${horse.name} conquista il ${gp.name}`,
      `${gp.name}, trionfo di ${horse.name} in ${winner.time}`,
      `${track.Localita}: ${horse.name} si prende il ${gp.name}`,
    ]);
    const lead = pick(`${seed}:lead`, [
      `<p><strong>${horse.name}</strong> ha vinto il ${gp.name} (${gp.group}) a ${track.NomeIppodromo}, ${dateText}: ${ledger.rDistance[race]} metri ${startText} in <strong>${winner.time}</strong> al chilometro, ${marginText(seed, winner, second)} su ${second?.horse.name ?? "il resto del campo"}${third ? ` e ${third.horse.name}` : ""}.</p>`,
      `<p>Il ${gp.name} è di <strong>${horse.name}</strong>. Guidat${agree(horse).o} da ${winner.driver}, ${sexWord(horse)} di ${age} anni allenat${agree(horse).o} da ${trainer} ha chiuso i ${ledger.rDistance[race]} metri di ${track.NomeIppodromo} in ${winner.time}, ${marginText(seed, winner, second)}.</p>`,
      `<p>${capitalize(dateText)} ${track.NomeIppodromo} ha incoronato <strong>${horse.name}</strong>: nel ${gp.name}, ${views.length} partenti sui ${ledger.rDistance[race]} metri, ${sexWord(horse)} di ${age} anni ha fermato il cronometro su ${winner.time}.</p>`,
    ]);
    const broke = views.filter((view) => view.place > 30).length;
    const race2 = [
      `<p>${second ? `Alle sue spalle ${second.horse.name} (${second.driver})${third ? `, poi ${third.horse.name} (${third.driver})` : ""}.` : ""} ${broke ? `${broke === 1 ? "Un cavallo è finito" : `${broke} cavalli sono finiti`} fuori dall'ordine d'arrivo.` : "Corsa regolare, nessuna rottura."} ${agree(horse).winner} vanno ${moneyOfYear(winner.prize, partsOf(day).year)} dei ${moneyOfYear(ledger.rPurse[race], partsOf(day).year)} di montepremi.</p>`,
    ];
    const pedigree =
      sire && dam
        ? `<p>${horse.name} è ${horse.sex === "F" ? "figlia" : "figlio"} di ${sire.name} e ${dam.name}${nameOf(dam.sireCode) ? ` (da ${nameOf(dam.sireCode)})` : ""}, ${horse.sex === "F" ? "allevata" : "allevato"} da ${breederName(horse.breederId)}. ${pick(`${seed}:sire`, [`Per ${sire.name} è un'altra conferma da stallone.`, `Una bella pubblicità per ${sire.name} in vista della stagione di monta.`, `${sire.name} si conferma padre di cavalli da grandi corse.`])}</p>`
        : `<p>${horse.name} corre per ${person(horse.ownerId)}.</p>`;
    const career = `<p>In carriera ${horse.name} conta ${before.wins} ${before.wins === 1 ? "vittoria" : "vittorie"} su ${before.runs} corse e ${moneyOfYear(before.earnings, partsOf(day).year)} di vincite${before.bigWins > 1 ? `; è il ${before.bigWins}° successo in un Gran Premio` : "; è il primo successo in un Gran Premio"}.</p>`;
    const quote = `<blockquote><p>${pick(`${seed}:quote`, QUOTES)(trainer, horse)}</p></blockquote>`;
    const links = `<p>${link(`/cavalli/${horse.slug}`, `La scheda di ${horse.name}`)} · ${link(`/trotto/arrivi/${ddmmyyyyOfDay(day)}/${track.CodiceIppodromo}T/${ledger.rNumber[race]}`, "L'ordine d'arrivo completo")}</p>`;
    stories.push({
      date: at(day, 19, (hashString(seed) % 50) + 5),
      title,
      body: [
        lead,
        ...race2,
        "<h2>L'ordine d'arrivo</h2>",
        resultsTable(views, 5, day),
        `<h2>${agree(horse).heading}</h2>`,
        pedigree,
        career,
        quote,
        links,
      ].join("\n"),
      categories: [HOME, RACES],
      image: {
        kind: "race",
        caption: `${gp.name} – ${track.NomeIppodromo}`,
        field: views.slice(0, 4).map((view) => silksOf(view.horse)),
        evening: ledger.rTime[race] >= 19 * 60,
      },
    });
  }

  // big races coming: previews from the entries
  for (let race = ledger.raceCount - 1; race >= 0 && ledger.rDay[race] >= today; race--) {
    const bigRace = ledger.rBigRace[race];
    if (bigRace < 0) continue;
    const gp = BIG_RACES[bigRace];
    const track = trackOf(race);
    const views = startsOf(race).sort((a, b) => b.horse.winnings - a.horse.winnings);
    const favourite = views[0].horse;
    const seed = `preview:${race}`;
    const day = ledger.rDay[race];
    const lastEdition = (() => {
      for (let other = race - 1; other >= 0 && ledger.rDay[other] > day - 400; other--) {
        if (ledger.rBigRace[other] === bigRace) return startsOf(other).find((view) => view.place === 1)?.horse ?? null;
      }
      return null;
    })();
    stories.push({
      date: at(Math.min(day - 2, today - 1), 9, hashString(seed) % 50),
      title: pick(seed, [
        `Verso il ${gp.name}: ${views.length} al via a ${track.Localita}`,
        `${gp.name}, ${favourite.name} guida i ${views.length} partenti`,
      ]),
      body: [
        `<p>${capitalize(toItalianLongDate(dateOfDay(day)))} a ${track.NomeIppodromo} si corre il ${gp.name} (${gp.group}, ${euro(ledger.rPurse[race])}, ${gp.distance} metri). ${views.length} i partenti: il più ricco è <strong>${favourite.name}</strong>, ${euro(favourite.winnings)} in carriera.</p>`,
        lastEdition
          ? `<p>L'anno scorso vinse ${lastEdition.name}${views.some((view) => view.horse === lastEdition) ? ", di nuovo al via" : ""}.</p>`
          : "",
        `<table><thead><tr><th>N°</th><th>Cavallo</th><th>Guidatore</th><th>Vincite</th></tr></thead><tbody>${startsOf(race)
          .map(
            (view) =>
              `<tr><td>${view.number || ""}</td><td>${view.horse.name}</td><td>${view.driver}</td><td>${euro(view.horse.winnings)}</td></tr>`,
          )
          .join("")}</tbody></table>`,
        `<p>${link(`/trotto/partenti/${ddmmyyyyOfDay(day)}/${track.CodiceIppodromo}T/${ledger.rNumber[race]}`, "I partenti")}</p>`,
      ].join("\n"),
      categories: [HOME, RACES],
      image: { kind: "race", caption: `${gp.name} – ${track.NomeIppodromo}`, field: views.slice(0, 4).map((view) => silksOf(view.horse)) },
    });
  }

  // meeting reports: one a day, about the richest race of the day
  const reportedDays = new Set<number>();
  for (let meetingIndex = world.meetings.length - 1; meetingIndex >= 0 && world.meetings[meetingIndex].day >= today - 60; meetingIndex--) {
    const meeting = world.meetings[meetingIndex];
    if (meeting.day >= today || !meeting.raceCount || reportedDays.has(meeting.day) || reportedDays.has(meeting.day + 1)) continue;
    const races = Array.from({ length: meeting.raceCount }, (_, offset) => meeting.firstRace + meeting.trialCount + offset);
    if (races.some((race) => ledger.rBigRace[race] >= 0)) continue;
    const main = races.reduce((best, race) => (ledger.rPurse[race] > ledger.rPurse[best] ? race : best), races[0]);
    const winners = races.map((race) => ({ race, view: startsOf(race).find((view) => view.place === 1) })).filter((entry) => entry.view);
    const mainWinner = winners.find((entry) => entry.race === main)?.view;
    if (!mainWinner) continue;
    const track = racecourseIn(meeting.track, partsOf(meeting.day).year);
    const seed = `meeting:${meetingIndex}`;
    const driverWins = new Map<string, number>();
    for (const { view } of winners) driverWins.set(view!.driver, (driverWins.get(view!.driver) ?? 0) + 1);
    const [topDriver, topDriverWins] = [...driverWins.entries()].sort((a, b) => b[1] - a[1])[0];
    const fastest = winners.reduce((best, entry) => (entry.view!.time! < best.view!.time! ? entry : best), winners[0]);
    const prizeName = world.prizeNames[ledger.rName[main]];
    reportedDays.add(meeting.day);
    stories.push({
      date: at(meeting.day, 20, (hashString(seed) % 55) + 2),
      title: pick(seed, [
        `${track.NomeIppodromo}: ${mainWinner.horse.name} fa suo il ${prizeName}`,
        `A ${track.Localita} la giornata di ${mainWinner.horse.name}`,
        `${track.Localita}, ${winners.length} corse: il ${prizeName} a ${mainWinner.horse.name}`,
      ]),
      body: [
        `<p>${capitalize(toItalianLongDate(dateOfDay(meeting.day)))} a ${track.NomeIppodromo} la corsa più ricca, il ${prizeName} (${euro(ledger.rPurse[main])}), è andata a <strong>${mainWinner.horse.name}</strong> con ${mainWinner.driver} in ${mainWinner.time}.</p>`,
        `<p>${topDriverWins > 1 ? `${topDriver} ha firmato ${topDriverWins} vittorie nel pomeriggio.` : "Vittorie divise tra i guidatori, nessuno ha fatto il bis."} Il tempo migliore della giornata è di ${fastest.view!.horse.name}, ${fastest.view!.time} sui ${ledger.rDistance[fastest.race]} metri.</p>`,
        "<h2>Tutti i vincitori</h2>",
        `<ul>${winners.map(({ race, view }) => `<li>Corsa ${ledger.rNumber[race]}, ${world.prizeNames[ledger.rName[race]]}: ${view!.horse.name} (${view!.driver}), ${view!.time}</li>`).join("")}</ul>`,
        `<p>${link(`/trotto/arrivi/${ddmmyyyyOfDay(meeting.day)}/${track.CodiceIppodromo}T`, "Gli arrivi della riunione")}</p>`,
      ].join("\n"),
      categories: [HOME, RACES],
      image: {
        kind: "race",
        caption: track.NomeIppodromo,
        field: winners.slice(0, 4).map(({ view }) => silksOf(view!.horse)),
        evening: ledger.rTime[main] >= 19 * 60,
      },
    });
  }

  // qualification trials, a roundup every few days
  let lastTrialStory = Infinity;
  for (let meetingIndex = world.meetings.length - 1; meetingIndex >= 0 && world.meetings[meetingIndex].day >= today - 90; meetingIndex--) {
    const meeting = world.meetings[meetingIndex];
    if (!meeting.trialCount || meeting.day >= today || lastTrialStory - meeting.day < 5) continue;
    const views = Array.from({ length: meeting.trialCount }, (_, offset) => startsOf(meeting.firstRace + offset)).flat();
    const timed = views.filter((view) => view.time).sort((a, b) => (a.time! < b.time! ? -1 : 1));
    const passed = timed.filter(
      (view) => Number(view.time!.replace(/\./g, "")) <= (partsOf(meeting.day).year - view.horse.birthYear === 2 ? 1220 : 1210),
    );
    if (!passed.length) continue;
    const track = racecourseIn(meeting.track, partsOf(meeting.day).year);
    const seed = `trials:${meetingIndex}`;
    lastTrialStory = meeting.day;
    stories.push({
      date: at(meeting.day, 13, hashString(seed) % 50),
      title: pick(seed, [
        `Qualifiche a ${track.Localita}: ${passed.length} ${passed.length === 1 ? "promosso" : "promossi"} su ${views.length}`,
        `Prove di qualifica, ${passed[0].horse.name} ${passed[0].horse.sex === "F" ? "la più veloce" : "il più veloce"} a ${track.Localita}`,
      ]),
      body: [
        `<p>Mattinata di prove di qualifica a ${track.NomeIppodromo}: ${views.length} giovani al via, ${passed.length === 1 ? "uno solo ha" : `${passed.length} hanno`} ottenuto il tempo per correre. ${passed[0].horse.sex === "F" ? "La migliore" : "Il migliore"} è <strong>${passed[0].horse.name}</strong> (${nameOf(passed[0].horse.sireCode) ?? "padre non noto"}), ${passed[0].time} al chilometro.</p>`,
        `<ul>${passed.map((view) => `<li>${view.horse.name} (${nameOf(view.horse.sireCode) ?? "-"} - ${nameOf(view.horse.damCode) ?? "-"}): ${view.time}</li>`).join("")}</ul>`,
        views.length - passed.length === 1
          ? "<p>Dovrà riprovare un cavallo.</p>"
          : views.length > passed.length
            ? `<p>Dovranno riprovare ${views.length - passed.length} cavalli.</p>`
            : "<p>Tutti promossi.</p>",
        `<p>${link(`/trotto/arrivi/${ddmmyyyyOfDay(meeting.day)}/${track.CodiceIppodromo}T/0`, "Le prove di qualifica")}</p>`,
      ].join("\n"),
      categories: [HOME, BREEDING],
      image: {
        kind: "trotter",
        caption: `Qualifiche – ${track.NomeIppodromo}`,
        silks: silksOf(passed[0].horse),
        coat: passed[0].horse.coat,
        setting: "training",
      },
    });
  }

  // the new crop
  const currentYear = world.currentYear;
  const cropYear = partsOf(today).month >= 5 ? currentYear : currentYear - 1;
  const crop = horses.filter((horse) => horse.birthYear === cropYear && !horse.founder);
  if (crop.length) {
    const bySire = new Map<string, number>();
    for (const foal of crop) bySire.set(foal.sireCode ?? "", (bySire.get(foal.sireCode ?? "") ?? 0) + 1);
    const topSires = [...bySire.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
    stories.push({
      date: cropYear === currentYear ? at(Math.min(today - 3, dayOf(currentYear, 5, 20)), 11) : at(today - 20, 11),
      title: `Nati ${cropYear}: ${crop.length} puledri con la lettera ${letterForYear(cropYear)}`,
      body: [
        `<p>Sono ${crop.length} i puledri nati nel ${cropYear} negli allevamenti italiani: i loro nomi cominciano con la <strong>${letterForYear(cropYear)}</strong>.</p>`,
        "<h2>Gli stalloni con più puledri</h2>",
        `<ol>${topSires.map(([code, count]) => `<li>${nameOf(code) ?? "padre non noto"}: ${count}</li>`).join("")}</ol>`,
        `<p>${link(`/trotto/puledri?year=${cropYear}`, `Tutti i puledri ${cropYear}`)}</p>`,
      ].join("\n"),
      categories: [HOME, BREEDING],
      image: { kind: "paddock", caption: `I puledri del ${cropYear}`, coat: "baio", foalCoat: "sauro" },
    });
    const onSale = horses.filter((horse) => horse.birthYear === currentYear - 1 && horse.auction);
    if (onSale.length) {
      stories.push({
        date: at(today - 6, 10),
        title: `Aste: ${onSale.length} puledri del ${currentYear - 1} in catalogo`,
        body: `<p>${onSale.length} puledri nati nel ${currentYear - 1} passeranno in asta: ${onSale
          .slice(0, 6)
          .map((horse) => `${horse.name} (${nameOf(horse.sireCode)})`)
          .join(
            ", ",
          )}${onSale.length > 6 ? " e altri" : ""}.</p><p>${link(`/trotto/puledri?year=${currentYear - 1}`, "Il catalogo dei puledri")}</p>`,
        categories: [SALES],
        image: { kind: "paddock", caption: "Aste di puledri", coat: "baio scuro", foalCoat: "baio" },
      });
    }
  }

  // the season so far: the richest horse and the leading sire
  const yearStart = dayOf(currentYear, 1, 1);
  const seasonEarnings = new Map<number, number>();
  const sireEarnings = new Map<string, number>();
  for (let race = ledger.raceCount - 1; race >= 0 && ledger.rDay[race] >= yearStart; race--) {
    if (ledger.rDay[race] >= today) continue;
    for (let start = ledger.rFirst[race]; start < ledger.rFirst[race] + ledger.rCount[race]; start++) {
      const horse = horses[ledger.sHorse[start]];
      seasonEarnings.set(horse.index, (seasonEarnings.get(horse.index) ?? 0) + ledger.sPrize[start]);
      if (horse.sireCode) sireEarnings.set(horse.sireCode, (sireEarnings.get(horse.sireCode) ?? 0) + ledger.sPrize[start]);
    }
  }
  const [richest] = [...seasonEarnings.entries()].sort((a, b) => b[1] - a[1]);
  if (richest) {
    const horse = horses[richest[0]];
    stories.push({
      date: at(today - 2, 8, 30),
      title: `${horse.name} è il cavallo più ricco del ${currentYear}`,
      body: `<p>Con ${euro(richest[1])} vinti da gennaio, <strong>${horse.name}</strong> (${nameOf(horse.sireCode) ?? "-"} - ${nameOf(horse.damCode) ?? "-"}) guida la classifica dei cavalli del ${currentYear}.</p><p>${link(`/trotto/classifiche/leaders?year=${currentYear}`, "La classifica completa")}</p>`,
      categories: [HOME, RACES],
      image: { kind: "trotter", caption: horse.name, silks: silksOf(horse), coat: horse.coat },
    });
  }
  const topSires = [...sireEarnings.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  if (topSires.length) {
    const leader = byCode.get(topSires[0][0])!;
    stories.push({
      date: at(today - 4, 9, 15),
      title: `Classifica stalloni ${currentYear}: ${leader.name} al comando`,
      body: `<p>I figli di <strong>${leader.name}</strong> hanno vinto ${euro(topSires[0][1])} nel ${currentYear}: è lo stallone in testa alla classifica.</p><ol>${topSires.map(([code, amount]) => `<li>${nameOf(code)}: ${euro(amount)}</li>`).join("")}</ol><p>${link("/trotto/classifiche/stalloni", "La classifica degli stalloni")}</p>`,
      categories: [HOME, BREEDING],
      image: {
        kind: "trotter",
        caption: leader.name,
        silks: world.breeders[(leader.studBreederId ?? 1) - 1]?.colours ?? ["#b71c1c", "#fafafa"],
        coat: leader.coat,
        setting: "training",
      },
    });
  }

  const recent = stories
    .filter((story) => story.date.getTime() < at(today, 10).getTime())
    .sort((a, b) => b.date.getTime() - a.date.getTime());

  // the archive: the oldest seasons the world remembers, or the founders' births
  const archive: Story[] = [];
  const richestOfYear = new Map<number, number>();
  for (let race = 0; race < ledger.raceCount && partsOf(ledger.rDay[race]).year <= 1999; race++) {
    if (ledger.rBigRace[race] < 0 || ledger.rDay[race] >= today) continue;
    const year = partsOf(ledger.rDay[race]).year;
    const best = richestOfYear.get(year);
    if (best === undefined || ledger.rPurse[race] > ledger.rPurse[best]) richestOfYear.set(year, race);
  }
  for (const race of [...richestOfYear.values()].slice(-4)) {
    const year = partsOf(ledger.rDay[race]).year;
    const bigRace = ledger.rBigRace[race];
    const winner = startsOf(race).find((view) => view.place === 1);
    if (!winner) continue;
    const track = trackOf(race);
    archive.push({
      date: at(ledger.rDay[race], 18),
      title: `Archivio ${year}: ${winner.horse.name} vince il ${BIG_RACES[bigRace].name}`,
      body: `<p>Dal nostro archivio: ${toItalianLongDate(dateOfDay(ledger.rDay[race]))} ${winner.horse.name}, ${agree(winner.horse).o === "a" ? "guidata" : "guidato"} da ${winner.driver}, vinse il ${BIG_RACES[bigRace].name} a ${track.NomeIppodromo} in ${winner.time}.</p>${resultsTable(startsOf(race), 3, ledger.rDay[race])}`,
      categories: [RACES],
      image: {
        kind: "race",
        caption: `${BIG_RACES[bigRace].name} ${year}`,
        field: startsOf(race)
          .slice(0, 4)
          .map((view) => silksOf(view.horse)),
      },
    });
  }
  for (const horse of horses.filter((candidate) => candidate.founder && candidate.birthYear >= 1995 && candidate.birthYear <= 1999)) {
    if (archive.length >= 4) break;
    if (archive.some((story) => story.date.getUTCFullYear() === horse.birthYear)) continue;
    archive.push({
      date: at(dayOf(horse.birthYear, 6, 1), 10),
      title: `Archivio ${horse.birthYear}: è nato ${horse.name}`,
      body: `<p>Dal nostro archivio: nel ${horse.birthYear} è nato ${horse.name}, ${horse.coat}${horse.sireCode ? `, figlio di ${nameOf(horse.sireCode)}` : ""}.</p>`,
      categories: [BREEDING],
      image: { kind: "paddock", caption: horse.name, coat: "baio", foalCoat: horse.coat },
    });
  }
  return { recent, archive: archive.sort((a, b) => b.date.getTime() - a.date.getTime()) };
}

const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000;
