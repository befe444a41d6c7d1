import { YearForm } from "../year-form";

type YearSelectorProps = {
  year: number | null;
  options: number[];
  /** Adds the "every year" choice (an empty `year`). */
  allYears: boolean;
};

export const ALL_YEARS_LABEL = "Tutti gli anni";

/**
 * A GET form, so the chosen year lives in the URL: without JavaScript the button
 * submits it; once hydrated, choosing a year submits at once and the button goes.
 */
export function YearSelector({ year, options, allYears }: YearSelectorProps) {
  return (
    <YearForm
      id="partner-year"
      className="partner-year-form"
      year={year}
      options={options}
      allYearsLabel={allYears ? ALL_YEARS_LABEL : undefined}
      buttonOnlyWithoutScript
    />
  );
}
