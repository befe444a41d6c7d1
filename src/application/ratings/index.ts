import type { CalendarDate } from "../../domain/calendar";
import type { SharedState } from "../use-cases";

/** What the pages read of the ratings: never computed in a request, only read from the background's work. */
export function createRatingsUseCases(shared: Pick<SharedState, "ratings">) {
  const { ratings } = shared;
  return {
    getHorseFigures: async (horseCode: string) => ratings.horseFigures(horseCode),
    getRaceForecast: (day: CalendarDate, racecourseCode: string, raceNumber: number) => ratings.forecastOf(day, racecourseCode, raceNumber),
    getTrackRecord: async () => {
      const [month, year] = await Promise.all([ratings.trackRecord(30), ratings.trackRecord(365)]);
      return { month, year };
    },
    getMethodology: async () => ratings.methodology(),
  };
}
