import { romeInstant, type FakeClock } from "../shared/clock";
import { addDays, toIsoDate } from "../shared/dates";
import { createRandom } from "../shared/prng";
import { formatTenths } from "./dataset/horses";
import { notPlacedReason } from "./dataset/archive";
import { PLACE_BROKE, PLACE_DISQUALIFIED } from "./dataset/ledger";
import { prizeFor } from "./dataset/race-conditions";
import type { Race, RaceMeeting, RaceRow } from "./dataset/types";
import type { TrottingStore } from "./store";

/**
 * The race day as the clock plays it (docs/FAKES.md, "The race day"). The world holds
 * today's and the coming days' races as entries; the answers change with the fake's clock:
 *
 * - a race of today has a result RESULT_DELAY_MINUTES after its listed start, as the real
 *   upstream publishes it once the finish is confirmed;
 * - a race whose numbers were not drawn yet gets them DRAW_DAYS_BEFORE days before it, at DRAW_TIME.
 *
 * The world's history is left alone: today's results exist only in the race answers (the
 * horses' careers, rankings and performances are the archive's, up to yesterday).
 */
export const RESULT_DELAY_MINUTES = 6;
export const DRAW_DAYS_BEFORE = 4;
export const DRAW_TIME = "18:00";

/** About one starter in ten breaks stride or is disqualified, as in the world's archive. */
const NOT_PLACED_SHARE = 0.1;
/** A horse without a record for the distance runs about this fast (tenths of a second per km). */
const DEFAULT_TENTHS = 760;
/** The day's form around a horse's record, in tenths per km. */
const FORM_SPREAD_TENTHS = 14;

export type RaceDay = ReturnType<typeof createRaceDay>;

export function createRaceDay(store: TrottingStore, clock: FakeClock) {
  const { dataset } = store;
  const drawnRows = new Map<string, RaceRow[]>();
  const resultRows = new Map<string, RaceRow[]>();
  const keyOf = (meeting: RaceMeeting, race: Race) => `${meeting.index}:${race.NumeroCorsa}`;

  const resultPublished = (meeting: RaceMeeting, race: Race): boolean =>
    meeting.date === dataset.today &&
    clock.now().getTime() >= romeInstant(meeting.date, race.Ora).getTime() + RESULT_DELAY_MINUTES * 60_000;

  const drawPublished = (meeting: RaceMeeting, race: Race): boolean => {
    if (race.drawDone) return true;
    const drawDay = toIsoDate(addDays(new Date(`${meeting.date}T00:00:00Z`), -DRAW_DAYS_BEFORE));
    return clock.now().getTime() >= romeInstant(drawDay, DRAW_TIME).getTime();
  };

  /** The numbers of a race drawn on its draw day: a shuffle fixed by the world's seed. */
  function drawn(meeting: RaceMeeting, race: Race): RaceRow[] {
    const key = keyOf(meeting, race);
    let rows = drawnRows.get(key);
    if (!rows) {
      const numbers = createRandom(`${dataset.seed}:draw:${key}`).shuffle(race.rows.map((_, index) => index + 1));
      rows = race.rows.map((row, index) => ({ ...row, NumeroPartenza: numbers[index] }));
      rows.sort((a, b) => (a.NumeroPartenza ?? 0) - (b.NumeroPartenza ?? 0));
      drawnRows.set(key, rows);
    }
    return rows;
  }

  /** The result: each horse around its record for the distance, on the day's form; placings, times and prizes. */
  function result(meeting: RaceMeeting, race: Race, rows: RaceRow[]): RaceRow[] {
    const key = keyOf(meeting, race);
    let placed = resultRows.get(key);
    if (!placed) {
      const random = createRandom(`${dataset.seed}:result:${key}`);
      const short = race.Distanza <= 1700;
      const runs = rows.map((row) => {
        const horse = store.horse(row.horseCode);
        const record = (short ? horse?.recordBreve : horse?.recordLunga) ?? horse?.recordBreve ?? horse?.recordLunga ?? null;
        const tenths = (record ? tenthsOf(record) : DEFAULT_TENTHS) + 4 + (random.next() + random.next() - 1) * FORM_SPREAD_TENTHS;
        const broke = random.chance(NOT_PLACED_SHARE);
        return { row, tenths: Math.round(tenths), broke };
      });
      const finishers = runs.filter((run) => !run.broke).sort((a, b) => a.tenths - b.tenths);
      const winner = finishers[0]?.tenths ?? DEFAULT_TENTHS;
      placed = [
        ...finishers.map((run, index) => {
          // the field runs in a bunch: the beaten horses finish lengths, not seconds a km, behind
          const tenths = winner + Math.round((run.tenths - winner) * 0.35);
          return {
            ...run.row,
            Piazzamento: index + 1,
            MotivoNonPiazzato: null,
            TempoPre: formatTenths(tenths),
            ImportoPremio: prizeFor(race.PremioCorsa, index + 1, false),
          };
        }),
        ...runs
          .filter((run) => run.broke)
          .map((run, index) => ({
            ...run.row,
            Piazzamento: index % 4 === 3 ? PLACE_DISQUALIFIED : PLACE_BROKE,
            MotivoNonPiazzato: notPlacedReason(index % 4 === 3 ? PLACE_DISQUALIFIED : PLACE_BROKE),
            TempoPre: null,
            ImportoPremio: 0,
          })),
      ];
      resultRows.set(key, placed);
    }
    return placed;
  }

  /**
   * A race as the upstream answers it now: its numbers once drawn, its result once published; the
   * results list the horses in finishing order, the entries keep them by starting number.
   */
  function raceNow(meeting: RaceMeeting, race: Race, view: "partenti" | "arrivi" = "partenti"): Race {
    if (meeting.kind === "arrivi") return race;
    const drawnNow = drawPublished(meeting, race);
    const rows = drawnNow && !race.drawDone ? drawn(meeting, race) : race.rows;
    if (!resultPublished(meeting, race)) return drawnNow === race.drawDone ? race : { ...race, rows, drawDone: true };
    const placed = result(meeting, race, rows);
    return {
      ...race,
      rows: view === "arrivi" ? placed : [...placed].sort((a, b) => (a.NumeroPartenza ?? 0) - (b.NumeroPartenza ?? 0)),
      drawDone: true,
    };
  }

  return {
    /** The meeting now: every race for the entries, only the races with a result for the results (today's). */
    meetingNow(meeting: RaceMeeting, view: "partenti" | "arrivi"): RaceMeeting {
      if (meeting.kind === "arrivi") return meeting;
      const races = meeting.races.map((race) => raceNow(meeting, race, view));
      return { ...meeting, races: view === "arrivi" ? races.filter((race) => resultPublished(meeting, race)) : races };
    },
    raceNow,
    /** Today's meetings with at least one result published: the results list shows them first. */
    todayWithResults(): RaceMeeting[] {
      return dataset.meetings.filter(
        (meeting) => meeting.kind === "partenti" && meeting.races.some((race) => resultPublished(meeting, race)),
      );
    },
  };
}

/** '1.13.4' → 734 tenths of a second per km. */
function tenthsOf(record: string): number {
  const match = /^(\d+)\.(\d{2})\.(\d)$/.exec(record);
  return match ? Number(match[1]) * 600 + Number(match[2]) * 10 + Number(match[3]) : DEFAULT_TENTHS;
}
