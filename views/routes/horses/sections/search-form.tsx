import { Form, useNavigation } from "react-router";
import { capitalised } from "~/src/domain/agreement";
import { atLeastLetters } from "~/src/domain/horses/horse-search";
import { Spinner } from "~/views/components/loading-indicator";

/**
 * A plain GET search form: works without JavaScript, navigates client-side with it. `minLength`
 * is the search's own minimum (SEARCH_MIN_LENGTH): the field asks for it and the hint says it.
 */
export function SearchForm({
  name,
  label,
  defaultValue,
  minLength,
  button = "Cerca",
}: {
  name: string;
  label: string;
  defaultValue: string;
  minLength: number;
  button?: string;
}) {
  const hint = `${capitalised(atLeastLetters(minLength))} del nome.`;
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
            minLength={minLength}
            maxLength={60}
            required
            aria-describedby={`${name}-hint`}
          />
        </label>
        <button type="submit" className="button">
          {button}
        </button>
      </Form>
      <p id={`${name}-hint`} className="horse-subtitle">
        {hint}
      </p>
      {searching ? <Spinner /> : null}
    </>
  );
}

/** What a search page says when the name given is shorter than the search's minimum: nothing was searched. */
export function TooShortNotice({ minLength }: { minLength: number }) {
  return (
    <p className="empty-state" role="status">
      {`Scrivi ${atLeastLetters(minLength)} del nome per cercare.`}
    </p>
  );
}
