import { Form, useSubmit } from "react-router";
import { useHydrated } from "./use-hydrated";

type YearFormProps = {
  /** The select's id, unique on the page. */
  id: string;
  className: string;
  year: number | null;
  options: number[];
  /** Label of the "every year" choice (an empty `year`), when the page offers one. */
  allYearsLabel?: string;
  /** Other query parameters the page keeps when the year changes. */
  keep?: [name: string, value: string][];
  /** Once hydrated, choosing a year submits at once: the button is only for pages without JavaScript. */
  buttonOnlyWithoutScript?: boolean;
  preventScrollReset?: boolean;
};

/** A GET form choosing a year, so the year lives in the URL; choosing one submits the form. */
export function YearForm({
  id,
  className,
  year,
  options,
  allYearsLabel,
  keep = [],
  buttonOnlyWithoutScript = false,
  preventScrollReset = false,
}: YearFormProps) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form method="get" className={className} onChange={(event) => void submit(event.currentTarget, { preventScrollReset })}>
      <label htmlFor={id}>Anno</label>
      <select id={id} name="year" defaultValue={year === null ? "" : String(year)} key={year ?? "all"}>
        {allYearsLabel ? <option value="">{allYearsLabel}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {buttonOnlyWithoutScript && hydrated ? null : (
        <button type="submit" className="button button-secondary">
          Mostra
        </button>
      )}
    </Form>
  );
}
