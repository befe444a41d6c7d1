import { useNavigation } from "react-router";

export const DEFAULT_LOADING_TEXT = "Sto caricando i risultati...";

export function Spinner({ text = DEFAULT_LOADING_TEXT }: { text?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-icon" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** Shown while a client navigation waits for its data. */
export function NavigationSpinner({ text }: { text?: string }) {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="navigation-spinner">
      <Spinner text={text} />
    </div>
  );
}
