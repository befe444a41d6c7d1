/**
 * The news of the races (news.ts): big-race reports and previews, meeting reports and
 * qualification-trial roundups, each built from its own races in the world's archive.
 */
import { toItalianLongDate } from "../shared/dates";
import { hashString } from "../shared/prng";
import { BIG_RACES } from "../trotting/dataset/big-races";
import { dateOfDay, ddmmyyyyOfDay, partsOf } from "../trotting/dataset/calendar";
import { racecourseIn } from "../trotting/dataset/racecourses";
import { at, BREEDING, capitalize, euro, HOME, link, moneyOfYear, type NewsDesk, pick, RACES, type Story } from "./news-desk";

/** Reports of the big races run in the last year, each built from its own result. */
export function bigRaceReports(desk: NewsDesk): Story[] {
  const {
    ledger,
    today,
    person,
    breederName,
    silksOf,
    nameOf,
    sireOf,
    damOf,
    startsOf,
    recordBefore,
    trackOf,
    resultsTable,
    marginText,
    agree,
    QUOTES,
    sexWord,
  } = desk;
  const stories: Story[] = [];
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
  return stories;
}

/** Previews of the big races to come, from their entries. */
export function bigRacePreviews(desk: NewsDesk): Story[] {
  const { ledger, today, silksOf, startsOf, trackOf } = desk;
  const stories: Story[] = [];
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
  return stories;
}

/** Meeting reports of the last two months: one a day, about the richest race of the day. */
export function meetingReports(desk: NewsDesk): Story[] {
  const { world, ledger, today, silksOf, startsOf } = desk;
  const stories: Story[] = [];
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
  return stories;
}

/** Qualification trials of the last three months, a roundup every few days. */
export function trialRoundups(desk: NewsDesk): Story[] {
  const { world, today, silksOf, nameOf, startsOf } = desk;
  const stories: Story[] = [];
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
  return stories;
}
