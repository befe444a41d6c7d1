import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePosts, type WpPost } from "~/fake-upstreams/content/posts";
import { BIG_RACES } from "~/fake-upstreams/trotting/dataset/big-races";
import { RECORDED_BIG_RACE_WINS } from "~/fake-upstreams/trotting/dataset/recorded-wins";
import { ddmmyyyyOfDay, isoOfDay, partsOf } from "~/fake-upstreams/trotting/dataset/calendar";
import { buildDataset } from "~/fake-upstreams/trotting/dataset";
import { formatTenths } from "~/fake-upstreams/trotting/dataset/horses";
import { RaceKind } from "~/fake-upstreams/trotting/dataset/ledger";
import { RACECOURSES } from "~/fake-upstreams/trotting/dataset/racecourses";
import { BREED_IMPROVEMENT_PER_YEAR } from "~/fake-upstreams/trotting/dataset/speed-model";
import type { Dataset } from "~/fake-upstreams/trotting/dataset";
import { TrottingStore } from "~/fake-upstreams/trotting/store";
import { tenths, WORLDS } from "./world-cases";

/**
 * The world invariants that need the whole history the fakes serve (30 years of results): the
 * speed model from the oldest season to the last month, the classics' venues across the decades,
 * Varenne's career and the news of the lira years. The other invariants walk a shorter archive
 * in world-invariants.test.ts; these build each world once more, at full length, with no fake
 * server (none of them reads one).
 */
describe.each(WORLDS)("the full history of seed %i on %s", (seed, today) => {
  let dataset: Dataset | undefined;
  let store: TrottingStore | undefined;
  let posts: WpPost[] = [];
  const world = () => dataset!.world;
  const ledger = () => dataset!.world.ledger;
  const runRaces = () => Array.from({ length: ledger().raceCount }, (_, race) => race);
  const bigRaceNamed = (name: string) => BIG_RACES.findIndex((race) => race.name === name);
  const pastRaces = () => runRaces().filter((race) => ledger().rDay[race] < world().todayDay && ledger().rKind[race] !== RaceKind.Trial);

  beforeAll(() => {
    dataset = buildDataset({ seed, today, publicUrl: "http://fake.test" });
    // the build time of the full world, to compare with the main branch's (it must not grow by more than a fifth)
    console.log(`seed ${seed}: full world built in ${dataset.world.buildMs} ms`);
    store = new TrottingStore(dataset);
    posts = generatePosts({ seed, today, publicUrl: "http://fake.test" }).posts;
  }, 120_000);
  // each world goes once its checks are done: six full worlds at once would weigh on a worker that other files share
  afterAll(() => {
    dataset = undefined;
    store = undefined;
    posts = [];
  });

  it("one speed model for every year: class races as fast in the oldest seasons as in the last month, 1.09 only in a Gran Premio, records that follow earnings", () => {
    const { rDay, rFirst, rCount, rKind, rDistance, rAutostart, rBigRace, sTime, sPlace, sHorse } = ledger();
    const medianByYear = new Map<number, number[]>();
    const problems: string[] = [];
    for (const race of pastRaces()) {
      const year = partsOf(rDay[race]).year;
      for (let start = rFirst[race]; start < rFirst[race] + rCount[race]; start++) {
        if (!sTime[start]) continue;
        if (sTime[start] < tenths("1.09.0")) problems.push(`${formatTenths(sTime[start])} on ${isoOfDay(rDay[race])}`);
        if (rBigRace[race] < 0 && sTime[start] < tenths("1.09.5"))
          problems.push(`${formatTenths(sTime[start])} outside a Gran Premio on ${isoOfDay(rDay[race])}`);
        const age = year - world().horses[sHorse[start]].birthYear;
        if (sPlace[start] === 1 && rKind[race] === RaceKind.Class && age >= 4 && rAutostart[race] && rDistance[race] <= 1700)
          (medianByYear.get(year) ?? medianByYear.set(year, []).get(year)!).push(sTime[start]);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const medians = [...medianByYear.entries()].filter(([, times]) => times.length >= 30).map(([year, times]) => [year, median(times)]);
    // the breed gets faster at one steady rate: once that is taken off, every season trots alike
    const detrended = medians.map(([year, value]) => [year, value - BREED_IMPROVEMENT_PER_YEAR * 10 * (world().currentYear - year)]);
    const all = median(detrended.map(([, value]) => value));
    for (const [year, value] of detrended) expect(Math.abs(value - all), `${year}: ${value}`).toBeLessThanOrEqual(10);
    expect(medians.length).toBeGreaterThan(25);
    // a horse that trotted 1.11 in a short race has met good horses, and beaten some; a 1.10 horse is a champion
    const TIERS: [record: string, earnings: number][] = [
      ["1.11.0", 40_000],
      ["1.10.5", 100_000],
      ["1.10.0", 250_000],
    ];
    const fastButPoor = dataset!.horses.filter(
      (horse) =>
        !horse.founder &&
        horse.recordBreve &&
        TIERS.some(([record, earnings]) => tenths(horse.recordBreve!) <= tenths(record) && horse.winnings < earnings),
    );
    expect(fastButPoor.map((horse) => `${horse.name} ${horse.recordBreve} ${horse.winnings}`)).toEqual([]);
  });

  it("the classics keep their public conditions and venues, and every starter meets them on the day", () => {
    // city, ages and sex as the racecourses and the trade press give them (docs/FAKES.md, "Real facts")
    const CLASSICS: Record<string, { track: string; ages: [number, number]; fillies?: boolean; noGeldings?: boolean }> = {
      "Derby Italiano del Trotto": { track: "RM", ages: [3, 3], noGeldings: true },
      "Oaks del Trotto": { track: "RM", ages: [3, 3], fillies: true },
      "Gran Premio Orsi Mangelli": { track: "MI", ages: [3, 3] },
      "Gran Premio Nazionale": { track: "MI", ages: [3, 3] },
      "Gran Criterium": { track: "MI", ages: [2, 2] },
      "Gran Premio Allevatori": { track: "RM", ages: [2, 2] },
      "Gran Premio Lotteria": { track: "NA", ages: [4, 14] },
      "Gran Premio delle Nazioni": { track: "MI", ages: [4, 14] },
      "Gran Premio d'Europa": { track: "MI", ages: [4, 4] },
      "Gran Premio Continentale": { track: "BO", ages: [4, 4] },
      "Gran Premio Tino Triossi": { track: "RM", ages: [4, 4] },
      "Gran Premio Città di Napoli": { track: "NA", ages: [3, 3] },
      "Gran Premio Società Terme": { track: "MO", ages: [3, 3] },
      "Gran Premio Città di Cesena": { track: "CE", ages: [4, 4] },
    };
    for (const [name, expected] of Object.entries(CLASSICS)) {
      const race = BIG_RACES[bigRaceNamed(name)];
      expect(race, name).toBeDefined();
      expect({
        track: race.track,
        ages: [race.minAge, race.maxAge],
        fillies: race.fillies ?? false,
        noGeldings: race.noGeldings ?? false,
      }).toEqual({
        fillies: false,
        noGeldings: false,
        ...expected,
      });
    }
    // the Derby of 1998 was run at Tor di Valle, those of 2018 and 2019 at Agnano, today's at Capannelle
    const derbyVenue = (year: number) => {
      const race = runRaces().find(
        (candidate) =>
          ledger().rBigRace[candidate] === bigRaceNamed("Derby Italiano del Trotto") && partsOf(ledger().rDay[candidate]).year === year,
      );
      return race === undefined ? undefined : raceVenue(race);
    };
    const raceVenue = (race: number) =>
      store!.meetingOn(ddmmyyyyOfDay(ledger().rDay[race]), RACECOURSES[world().meetings[ledger().rMeeting[race]].track].CodiceIppodromo)!
        .racecourse.NomeIppodromo;
    expect(derbyVenue(2000)).toBe("Roma Tor di Valle");
    expect(derbyVenue(2019)).toBe("Napoli Agnano");
    expect(derbyVenue(2022)).toBe("Roma Capannelle");
    const { rBigRace, rDay, rFirst, rCount, sHorse } = ledger();
    const problems: string[] = [];
    for (const race of runRaces()) {
      if (rBigRace[race] < 0) continue;
      const bigRace = BIG_RACES[rBigRace[race]];
      const year = partsOf(rDay[race]).year;
      for (let start = rFirst[race]; start < rFirst[race] + rCount[race]; start++) {
        const sex = world().horses[sHorse[start]].sexIn(year);
        if ((bigRace.noGeldings && sex === "C") || (bigRace.fillies && sex !== "F"))
          problems.push(`${world().horses[sHorse[start]].name} (${sex}) in the ${bigRace.name} ${year}`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it("Varenne won the Italian classics his public record gives, at the right age, venue and year, and ran no other big race here", () => {
    const varenne = dataset!.horses.find((horse) => horse.name === "Varenne")!;
    const { rBigRace, rDay, sRace, sPlace } = ledger();
    const { offsets, starts } = world().startsByHorse;
    const bigRaces: string[] = [];
    for (let position = offsets[varenne.index]; position < offsets[varenne.index + 1]; position++) {
      const start = starts[position];
      const race = sRace[start];
      if (rBigRace[race] < 0) continue;
      const year = partsOf(rDay[race]).year;
      const venue = store!.meetingOn(
        ddmmyyyyOfDay(rDay[race]),
        RACECOURSES[world().meetings[ledger().rMeeting[race]].track].CodiceIppodromo,
      )!.racecourse.NomeIppodromo;
      bigRaces.push(`${BIG_RACES[rBigRace[race]].name} ${year} (${year - 1995} anni) ${venue}: ${sPlace[start]}°`);
    }
    expect(bigRaces).toEqual([
      "Derby Italiano del Trotto 1998 (3 anni) Roma Tor di Valle: 1°",
      "Gran Premio d'Europa 1999 (4 anni) Milano San Siro: 1°",
      "Gran Premio Tino Triossi 1999 (4 anni) Roma Tor di Valle: 1°",
      "Gran Premio Continentale 1999 (4 anni) Bologna Arcoveggio: 1°",
      "Gran Premio delle Nazioni 1999 (4 anni) Milano San Siro: 1°",
      "Gran Premio Lotteria 2000 (5 anni) Napoli Agnano: 1°",
      "Gran Premio Lotteria 2001 (6 anni) Napoli Agnano: 1°",
      "Gran Premio Lotteria 2002 (7 anni) Napoli Agnano: 1°",
    ]);
    expect(RECORDED_BIG_RACE_WINS.Varenne).toHaveLength(bigRaces.length);
  });

  it("the news of the past speak of their time: lire before 2002, and Varenne with the driver who drove him", () => {
    const archive = posts.filter((post) => post.date < "2002");
    expect(archive.length).toBeGreaterThan(0);
    for (const post of archive) {
      expect(post.content.rendered, post.title.rendered).not.toMatch(/\beuro\b/);
      if (/Premio/.test(post.title.rendered)) expect(post.content.rendered).toMatch(/\d lire/);
    }
    const varenne = dataset!.horses.find((horse) => horse.name === "Varenne")!;
    const { offsets, starts } = world().startsByHorse;
    const drivers = new Set<string>();
    for (let position = offsets[varenne.index]; position < offsets[varenne.index + 1]; position++) {
      const start = starts[position];
      if (ledger().rKind[ledger().sRace[start]] !== RaceKind.Trial) drivers.add(world().people[ledger().sDriver[start] - 1].Nome);
    }
    expect([...drivers]).toEqual(["Giampaolo Minnucci"]);
  });
});
