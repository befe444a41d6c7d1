import { calendarDateInItaly } from "../../domain/calendar";
import { birthYearChoices } from "../../domain/breeding/years";
import type { Clock } from "../../ports/clock";

/** What the add-a-foal form needs before any input: the birth years it offers. */
export function makeGetAddFoalForm(deps: { clock: Clock }) {
  return async function getAddFoalForm(): Promise<{ currentYear: number; birthYears: number[] }> {
    const currentYear = calendarDateInItaly(deps.clock.now()).year;
    return { currentYear, birthYears: birthYearChoices(currentYear) };
  };
}
