import { Form, useNavigation } from "react-router";
import { Spinner } from "~/views/components/loading-indicator";

/** A plain GET search form: works without JavaScript, navigates client-side with it. */
export function SearchForm({
  name,
  label,
  defaultValue,
  hint,
  button = "Cerca",
}: {
  name: string;
  label: string;
  defaultValue: string;
  hint?: string;
  button?: string;
}) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.search.includes(`${name}=`);
  return (
    <>
      <Form method="get" className="search-form" role="search">
        <label>
          {label}
          <input
            type="search"
            name={name}
            defaultValue={defaultValue}
            minLength={2}
            maxLength={60}
            required
            aria-describedby={hint ? `${name}-hint` : undefined}
          />
        </label>
        <button type="submit" className="button">
          {button}
        </button>
      </Form>
      {hint ? (
        <p id={`${name}-hint`} className="horse-subtitle">
          {hint}
        </p>
      ) : null}
      {searching ? <Spinner /> : null}
    </>
  );
}
