// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { scoreForecasts, type CalibrationTest } from "~/src/domain/ratings/scores";
import RatingsTrackRecord from "~/views/routes/races/ratings-track-record";

type Props = ComponentProps<typeof RatingsTrackRecord>;

/** `races` races of two starters at 60/40, each won by the favourite. */
function period(days: number, races: number, calibrationTest: CalibrationTest | null) {
  return { days, score: scoreForecasts(Array.from({ length: races }, () => ({ win: [0.6, 0.4], winners: [0] }))), calibrationTest };
}

function renderTrackRecord(loaderData: Props["loaderData"]) {
  const Page = () => <RatingsTrackRecord {...({ loaderData } as Props)} />;
  const Stub = createRoutesStub([{ path: "/trotto/indice-sulky/pronostici", Component: Page }]);
  render(<Stub initialEntries={["/trotto/indice-sulky/pronostici"]} />);
}

describe("the track record's calibration test", () => {
  afterEach(cleanup);

  it("gives each period its verdict, in Italian, once it holds enough races, and says what is missing before", async () => {
    renderTrackRecord({
      month: period(30, 40, { chiSquare: 1.7, pValue: 0.488, pointsMet: 0.5, draws: 200 }),
      year: period(365, 400, { chiSquare: 31.24, pValue: 0.004975, pointsMet: 0.01, draws: 200 }),
    } as Props["loaderData"]);
    const verdicts = (await screen.findAllByText(/Calibrazione alla prova/)).map((element) => element.closest("p")!.textContent);
    expect(verdicts[0]).toContain("servono almeno 100 corse con il pronostico fissato");
    expect(verdicts[1]).toContain("χ² 31,2, p = 0,005.");
    expect(verdicts[1]).toContain("più grandi di quelli che il caso spiega");
    expect(verdicts[1]).toContain("quota di 200 simulazioni");
  });

  it("says the gaps are chance's when p is at least 5%", async () => {
    renderTrackRecord({
      month: period(30, 120, { chiSquare: 9.8, pValue: 0.343, pointsMet: 0.3, draws: 200 }),
      year: period(365, 400, null),
    } as Props["loaderData"]);
    const verdicts = (await screen.findAllByText(/Calibrazione alla prova/)).map((element) => element.closest("p")!.textContent);
    expect(verdicts[0]).toContain("χ² 9,8, p = 0,343.");
    expect(verdicts[0]).toContain("quelli che il caso dà anche a probabilità esatte");
    // not drawn yet by the background job: no verdict
    expect(verdicts[1]).toBe("Calibrazione alla prova: in preparazione.");
  });
});
