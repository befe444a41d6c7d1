import { useHydrated } from "../use-hydrated";
import { Form, useSubmit } from "react-router";

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
  const submit = useSubmit();
  const enhanced = useHydrated();
  return (
    <Form method="get" className="partner-year-form">
      <label htmlFor="partner-year">Anno</label>
      <select id="partner-year" name="year" defaultValue={year === null ? "" : String(year)} key={year ?? "all"} onChange={(event) => void submit(event.currentTarget.form)}>
        {allYears ? <option value="">{ALL_YEARS_LABEL}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {enhanced ? null : (
        <button type="submit" className="button button-secondary">
          Mostra
        </button>
      )}
    </Form>
  );
}
