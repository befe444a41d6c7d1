import { describe, expect, it } from "vitest";
import { placeChances, winChances } from "~/src/domain/ratings/chances";
import { drawnIndex, seededRandom } from "~/src/domain/ratings/draws";
import { calibrationChiSquare, calibrationTest, calibrationWithin, scoreForecasts, type ScoredRace } from "~/src/domain/ratings/scores";

describe("forecast scores", () => {
  it("gives the uniform guess a pseudo-R² of 0 and a sure winner's forecast a pseudo-R² near 1", () => {
    const uniform = scoreForecasts([{ win: [0.25, 0.25, 0.25, 0.25], winners: [2] }]);
    expect(uniform.logLoss).toBeCloseTo(Math.log(4));
    expect(uniform.pseudoR2).toBeCloseTo(0);
    expect(uniform.topRatedWon).toBeCloseTo(0.25);
    const sharp = scoreForecasts([{ win: [0.97, 0.01, 0.01, 0.01], winners: [0] }]);
    expect(sharp.pseudoR2).toBeGreaterThan(0.97);
    expect(sharp.topRatedWon).toBe(1);
  });

  it("bins the calibration by tenths and checks only the tenths with enough starters", () => {
    const races = Array.from({ length: 60 }, (_, index) => ({ win: [0.55, 0.45], winners: [index % 2] }));
    const score = scoreForecasts(races);
    expect(score.calibration[5]).toMatchObject({ starters: 60, observed: 0.5 });
    expect(score.calibration[4]).toMatchObject({ starters: 60, observed: 0.5 });
    expect(calibrationWithin(score, 3, 50)).toBe(false);
    expect(calibrationWithin(score, 6, 50)).toBe(true);
    expect(calibrationWithin(score, 3, 61)).toBe(true);
  });

  it("weighs a tenth's gap by how much chance alone moves it", () => {
    // 60 races at 55/45 won half and half: 3 winners off in each tenth of 60, each of variance 60·0.55·0.45
    const small = scoreForecasts(Array.from({ length: 60 }, (_, index) => ({ win: [0.55, 0.45], winners: [index % 2] })));
    expect(small.calibration[5].variance).toBeCloseTo(60 * 0.55 * 0.45);
    expect(calibrationChiSquare(small)).toBeCloseTo((2 * 3 * 3) / (60 * 0.55 * 0.45));
    // the same 5-point gap on 100 times the starters is 100 times the statistic
    const large = scoreForecasts(Array.from({ length: 6000 }, (_, index) => ({ win: [0.55, 0.45], winners: [index % 2] })));
    expect(calibrationChiSquare(large)).toBeCloseTo(100 * calibrationChiSquare(small));
    // exact chances, exactly met, score 0
    const exact = scoreForecasts(Array.from({ length: 40 }, (_, index) => ({ win: [0.5, 0.5], winners: [index % 2] })));
    expect(calibrationChiSquare(exact)).toBe(0);
  });
});

describe("the calibration test", () => {
  /** Races of four starters whose winners follow `truth`, forecast with `forecast`: the same winners for both tests below. */
  function races(forecast: number[], truth: number[], count: number): ScoredRace[] {
    const random = seededRandom(7);
    return Array.from({ length: count }, () => ({ win: forecast, winners: [drawnIndex(truth, random)] }));
  }
  const TRUTH = [0.5, 0.3, 0.15, 0.05];

  it("finds exact chances consistent with the results, and overconfident ones not", () => {
    const exact = calibrationTest(races(TRUTH, TRUTH, 600), 200);
    expect(exact.pValue).toBeGreaterThan(0.05);
    const overconfident = calibrationTest(races([0.75, 0.2, 0.04, 0.01], TRUTH, 600), 200);
    expect(overconfident.pValue).toBeLessThan(0.01);
    expect(overconfident.chiSquare).toBeGreaterThan(exact.chiSquare);
  });

  it("gives the same answer on every run (a fixed seed) and never a p of 0", () => {
    const sample = races([0.75, 0.2, 0.04, 0.01], TRUTH, 300);
    expect(calibrationTest(sample, 100)).toEqual(calibrationTest(sample, 100));
    expect(calibrationTest(sample, 100).pValue).toBeCloseTo(1 / 101);
  });
});

describe("win and place chances", () => {
  it("share 1 among the starters and favour the faster expected time", () => {
    const win = winChances({ weights: [-1.5, 1] }, [
      [74, Math.log(0.9)],
      [75, Math.log(0.9)],
      [74, Math.log(0.5)],
    ]);
    expect(win.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1);
    expect(win[0]).toBeGreaterThan(win[2]);
    expect(win[2]).toBeGreaterThan(0);
  });

  it("give three places to share in a field of more than three", () => {
    const place = placeChances([0.4, 0.3, 0.2, 0.1]);
    expect(place.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(3);
    expect(place[0]).toBeGreaterThan(place[3]);
    expect(placeChances([0.6, 0.4])).toEqual([1, 1]);
  });
});
