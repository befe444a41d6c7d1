import { describe, expect, it } from "vitest";
import { worldStories } from "~/fake-upstreams/content/news";
import { buildDataset } from "~/fake-upstreams/trotting/dataset";

/** The fake newsroom writes about the simulated horses: its sentences agree with each horse's sex and with counts. */
describe("the fake news agree in Italian", () => {
  for (const today of ["2026-11-22", "2027-03-15"]) {
    it(`on ${today}: the fastest of the trials is 'la più veloce' when she is a filly, and one horse is 'un cavallo'`, () => {
      const dataset = buildDataset({ today: new Date(`${today}T10:00:00Z`), publicUrl: "http://127.0.0.1:1" });
      const { recent } = worldStories(dataset);
      const sexOf = new Map(dataset.horses.map((horse) => [horse.name, horse.sex]));
      const trials = recent
        .map((story) => ({ story, fastest: /^Prove di qualifica, (.+) (il|la) più veloce a /.exec(story.title) }))
        .filter(({ fastest }) => fastest);
      expect(trials.length).toBeGreaterThan(0);
      for (const { fastest } of trials) expect(fastest![2], fastest![0]).toBe(sexOf.get(fastest![1]) === "F" ? "la" : "il");
      for (const story of recent) {
        expect(story.body).not.toMatch(/\b1 cavalli\b/);
        const best = /(Il|La) migliore è <strong>([^<]+)<\/strong>/.exec(story.body);
        if (best) expect(best[1], best[0]).toBe(sexOf.get(best[2]) === "F" ? "La" : "Il");
      }
    });
  }
});
