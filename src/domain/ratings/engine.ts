import { compareDays, type CalendarDate } from "../calendar";
import { compareRaces, type ArchivedRace } from "./archive";
import { calibrated, fitCalibration, IDENTITY_CALIBRATION, type Calibration, type CalibrationSample } from "./calibration";
import {
  DEFAULT_WIN_MODEL,
  featuresOf,
  fitWinModel,
  placeChances,
  winChances,
  type ForecastStarter,
  type RaceConditions,
  type RaceEntry,
  type TrainingRace,
  type WinModel,
} from "./chances";
import { fitFigures, publishedFigure, type FittedFigures, type WarmStart } from "./figures";
import { dayNumberOf, fitBreakBase, RatingBook, type BreakBase, type HorseRating } from "./horse-ratings";

/**
 * Everything the ratings know on a day, from the results published before it: the fitted
 * adjustments, every horse's rating, the win model and its calibration. `rate` builds it from the
 * archive.
 */
export type RatingsOnDay = {
  day: CalendarDate;
  fit: FittedFigures;
  /** Where the next day's fit starts from. */
  warm: WarmStart;
  breakBase: BreakBase;
  winModel: WinModel;
  /** The map of the win model's chances (calibration.ts), fitted on the same earlier races. */
  calibration: Calibration;
  races: readonly ArchivedRace[];
  book: RatingBook;
  ratingOf(horseCode: string): HorseRating;
  /** The chances as the site freezes them ("il pronostico Sulky"): the win model's, through the calibration. */
  forecast(race: RaceConditions, entries: (RaceEntry & { horseName: string })[]): ForecastStarter[];
};

/** The win model learns from the races of this many days before the day rated. */
export const WIN_MODEL_DAYS = 365;

export function rate(
  allRaces: readonly ArchivedRace[],
  day: CalendarDate,
  previous?: Pick<RatingsOnDay, "winModel" | "warm" | "calibration">,
): RatingsOnDay {
  const races = allRaces.filter((race) => compareDays(race.day, day) < 0).sort(compareRaces);
  const fit = fitFigures(races, { warm: previous?.warm });
  const breakBase = fitBreakBase(races);
  const book = new RatingBook(fit, breakBase);
  const training: (TrainingRace & Pick<CalibrationSample, "day">)[] = [];
  const learnFrom = dayNumberOf(day) - WIN_MODEL_DAYS;
  races.forEach((race, index) => {
    if (dayNumberOf(race.day) >= learnFrom) {
      const sample = trainingRaceOf(race, book, fit, breakBase);
      if (sample) training.push(sample);
    }
    book.add(race, index);
  });
  const start = previous?.winModel ?? DEFAULT_WIN_MODEL;
  const winModel = training.length >= 30 ? fitWinModel(training, start, previous ? 3 : 12) : start;
  // the map learns how the win model's own chances of those races came out: the same earlier races, nothing of the day or after
  const calibration = fitCalibration(
    training.map((race) => ({ day: race.day, win: winChances(winModel, race.features), winners: race.winners })),
    day,
    previous?.calibration ?? IDENTITY_CALIBRATION,
  );
  const ratingOf = (horseCode: string) => book.ratingOf(horseCode, day);
  return {
    day,
    fit,
    warm: fit.warm,
    breakBase,
    winModel,
    calibration,
    races,
    book,
    ratingOf,
    forecast(conditions, entries) {
      const context = { fit, breakBase, newcomerFigure: book.newcomerFigure };
      const rows = entries.map((entry) => ({ entry, rating: ratingOf(entry.horseCode) }));
      const features = rows.map(({ entry, rating }) => featuresOf(entry, rating, conditions, context));
      const win = calibrated(
        calibration,
        winChances(
          winModel,
          features.map((row) => row.features),
        ),
      );
      const place = placeChances(win);
      return rows.map(({ entry, rating }, index) => ({
        horseCode: entry.horseCode,
        horseName: entry.horseName,
        postPosition: entry.postPosition,
        win: win[index],
        place: place[index],
        rating: rating.rating === null ? null : publishedFigure(rating.rating),
        breakRate: features[index].breakRate,
      }));
    },
  };
}

function trainingRaceOf(
  race: ArchivedRace,
  book: RatingBook,
  fit: FittedFigures,
  breakBase: BreakBase,
): (TrainingRace & Pick<CalibrationSample, "day">) | null {
  const winners = race.starters.flatMap((start, index) => (start.placement === 1 ? [index] : []));
  if (!winners.length || race.starters.length < 2) return null;
  const context = { fit, breakBase, newcomerFigure: book.newcomerFigure };
  return {
    day: race.day,
    winners,
    features: race.starters.map(
      (start) =>
        featuresOf(start, book.ratingOf(start.horseCode, race.day), { day: race.day, startType: race.startType }, context).features,
    ),
  };
}
