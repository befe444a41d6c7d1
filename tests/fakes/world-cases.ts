import { DEFAULT_SEED } from "~/fake-upstreams/shared/types";
import { TEST_TODAY } from "../support/today";

/** The worlds the invariants walk: three seeds, two days (one of them the first days of a new year). */
export const WORLDS: [seed: number, today: Date][] = [DEFAULT_SEED, 4242, 7].flatMap(
  (seed) =>
    [
      [seed, TEST_TODAY],
      [seed, new Date("2027-01-02T10:00:00Z")],
    ] as [number, Date][],
);

/** Tenths of a second in a time written as the results give it ("1.12.4"). */
export const tenths = (time: string) => Number(time.slice(0, 1)) * 600 + Number(time.slice(2, 4)) * 10 + Number(time.slice(5));
