import { describe, expect, it } from "vitest";
import type { ArchivedRace } from "~/src/domain/ratings/archive";
import { seededRandom } from "~/src/domain/ratings/draws";
import { fitFigures } from "~/src/domain/ratings/figures";

/**
 * The adjustments are fitted, not copied: a small world is simulated here with its own track
 * speeds, start-method penalty and compression, and the fit must find them; change the world and
 * the fitted values follow.
 */
type World = { trackSpeeds: number[]; tapesPenalty: number; compression: number };

function simulate(world: World, seed = 7): ArchivedRace[] {
  const random = seededRandom(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const abilities = Array.from({ length: 240 }, () => 74 + 1.5 * gauss());
  const races: ArchivedRace[] = [];
  for (let index = 0; index < 900; index++) {
    const track = index % world.trackSpeeds.length;
    const tapes = random() < 0.4;
    const day = { year: 2025, month: 1 + (index % 12), day: 1 + (index % 28) };
    const variant = 0.3 * gauss();
    const field = new Set<number>();
    while (field.size < 8) field.add(Math.floor(random() * abilities.length));
    const raw = [...field].map((horse) => ({
      horse,
      time: abilities[horse] + world.trackSpeeds[track] + (tapes ? world.tapesPenalty : 0) + variant + 0.4 * gauss(),
    }));
    raw.sort((a, b) => a.time - b.time);
    const winner = raw[0].time;
    races.push({
      day,
      racecourseCode: `T${track}`,
      raceNumber: index,
      distance: 1640,
      startType: tapes ? "nastri" : "autostart",
      purse: null,
      category: null,
      prizeName: null,
      starters: raw.map((run, place) => ({
        horseCode: `H${run.horse}`,
        horseName: `H${run.horse}`,
        postPosition: place + 1,
        placement: place + 1,
        outcome: "arrivato" as const,
        kmTenths: Math.round((winner + (run.time - winner) * world.compression) * 10),
        age: 6,
        driver: null,
        prize: null,
      })),
    });
  }
  return races;
}

function fitted(world: World) {
  const fit = fitFigures(simulate(world));
  const par = (track: number, startType: "autostart" | "nastri") =>
    fit.pars.find((cell) => cell.racecourseCode === `T${track}` && cell.startType === startType)!.seconds;
  return {
    tapesPenalty: par(0, "nastri") - par(0, "autostart") + (fit.posts.nastri[0] - fit.posts.autostart[0]),
    trackGap: par(2, "autostart") - par(0, "autostart"),
    compression: fit.compression,
  };
}

describe("Sulky figure adjustments", () => {
  it("finds the world's start-method penalty and follows it when it changes", () => {
    const mild = fitted({ trackSpeeds: [0, 0.5, 1], tapesPenalty: 0.9, compression: 0.35 });
    const harsh = fitted({ trackSpeeds: [0, 0.5, 1], tapesPenalty: 2, compression: 0.35 });
    expect(mild.tapesPenalty).toBeCloseTo(0.9, 0);
    expect(harsh.tapesPenalty).toBeCloseTo(2, 0);
    expect(harsh.tapesPenalty - mild.tapesPenalty).toBeGreaterThan(0.8);
  });

  it("finds the tracks' speeds and follows them when they change", () => {
    const slow = fitted({ trackSpeeds: [0, 0.5, 1], tapesPenalty: 0.9, compression: 0.35 });
    const fast = fitted({ trackSpeeds: [0, 0.5, -1], tapesPenalty: 0.9, compression: 0.35 });
    expect(Math.abs(slow.trackGap - 1)).toBeLessThan(0.3);
    expect(Math.abs(fast.trackGap + 1)).toBeLessThan(0.3);
  });

  it("estimates how much beaten horses' times are compressed toward the winner's", () => {
    const bunched = fitted({ trackSpeeds: [0, 0.5, 1], tapesPenalty: 0.9, compression: 0.35 });
    const strung = fitted({ trackSpeeds: [0, 0.5, 1], tapesPenalty: 0.9, compression: 0.8 });
    expect(bunched.compression).toBeGreaterThanOrEqual(0.2);
    expect(bunched.compression).toBeLessThanOrEqual(0.5);
    expect(strung.compression).toBeGreaterThan(bunched.compression + 0.2);
  });
});
