import { compareDays, type CalendarDate } from "../../domain/calendar";
import type { SulkyForecast } from "../../domain/ratings/chances";
import { LAST_FIGURES } from "../../domain/ratings/horse-ratings";
import { TRACK_RECORD_PERIODS, type RatingsService } from "./ratings-service";

/** What the pages read of the ratings: never computed in a request, only read from the background's work. */
export function createRatingsUseCases(shared: { ratings: RatingsService }) {
  const { ratings } = shared;
  return {
    getHorseFigures: async (horseCode: string) => ratings.horseFigures(horseCode),
    /** The frozen chances of every race of a meeting (or one race), each starter with its last figures. */
    getSulkyForecasts: async (day: CalendarDate, racecourseCode: string, raceNumber?: number | null): Promise<SulkyForecast[]> => {
      const forecasts = await ratings.forecastsOf(day, racecourseCode).catch(() => []);
      return forecasts
        .filter((forecast) => raceNumber === undefined || raceNumber === null || raceNumber === 0 || forecast.raceNumber === raceNumber)
        .map((forecast) => ({
          ...forecast,
          starters: forecast.starters.map((starter) => ({
            ...starter,
            lastFigures: (ratings.horseFigures(starter.horseCode)?.runs ?? [])
              .filter((run) => compareDays(run.day, day) < 0)
              .slice(-LAST_FIGURES)
              .reverse()
              .map((run) => run.figure),
          })),
        }));
    },
    getTrackRecord: async () => {
      const [month, year] = await Promise.all(TRACK_RECORD_PERIODS.map((days) => ratings.trackRecord(days)));
      return { month, year };
    },
    getMethodology: async () => ratings.methodology(),
  };
}
