export type SelectOption = { value: string; label: string };

/**
 * A filter of a table page: its label wrapping a select of fixed choices. With `allLabel`
 * the first choice is the empty value, which sets no filter. The element is keyed by its
 * value so that a client navigation to other filters shows them, not the last choice made.
 */
export function LabelledSelect(props: {
  label: string;
  name: string;
  value: string | null | undefined;
  options: readonly SelectOption[];
  allLabel?: string;
}) {
  const value = props.value ?? "";
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={value} key={`${props.name}-${value}`}>
        {props.allLabel !== undefined ? <option value="">{props.allLabel}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
