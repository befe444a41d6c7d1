/**
 * The news of the seasons (news.ts): the new crop and its auctions, the season's leaders, and
 * the archive's oldest stories.
 */
import { toItalianLongDate } from "../shared/dates";
import { BIG_RACES } from "../trotting/dataset/big-races";
import { dateOfDay, partsOf } from "../trotting/dataset/calendar";
import { letterForYear } from "../trotting/dataset/names";
import { at, BREEDING, dayOf, euro, HOME, link, type NewsDesk, RACES, SALES, type Story } from "./news-desk";

/** The new crop, and the yearlings going to auction. */
export function cropStories(desk: NewsDesk): Story[] {
  const { world, horses, today, nameOf } = desk;
  const currentYear = world.currentYear;
  const stories: Story[] = [];
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

  return stories;
}

/** The season so far: the richest horse and the leading sire. */
export function seasonLeaders(desk: NewsDesk): Story[] {
  const { world, ledger, horses, today, silksOf, byCode, nameOf } = desk;
  const currentYear = world.currentYear;
  const stories: Story[] = [];
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

  return stories;
}

/** The archive: the oldest seasons the world remembers, or the founders' births; newest first. */
export function archiveStories(desk: NewsDesk): Story[] {
  const { ledger, horses, today, silksOf, nameOf, startsOf, trackOf, resultsTable, agree } = desk;
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
  return archive.sort((a, b) => b.date.getTime() - a.date.getTime());
}
