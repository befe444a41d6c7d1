import { useLocation, useNavigation } from "react-router";
import { NEWS_LOADING_TEXT } from "~/src/domain/news";
import { newsListPath } from "~/src/urls/news";

export const DEFAULT_LOADING_TEXT = "Sto caricando i risultati...";

export function Spinner({ text = DEFAULT_LOADING_TEXT }: { text?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-icon" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** The spinner's words for the page being loaded: the news list has its own (docs/PRODUCT.md, "Across the site"), whatever page one comes from. */
export function loadingTextFor(pathname: string): string {
  return pathname.replace(/\/$/, "") === newsListPath() ? NEWS_LOADING_TEXT : DEFAULT_LOADING_TEXT;
}

/** Shown while a client navigation waits for its data. */
export function NavigationSpinner({ text }: { text?: string }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== "loading") return null;
  // Paging through the news, the list shows its own spinner in place of the posts.
  if (loadingTextFor(pathname) === NEWS_LOADING_TEXT && loadingTextFor(navigation.location.pathname) === NEWS_LOADING_TEXT) return null;
  return (
    <div className="navigation-spinner">
      <Spinner text={text ?? loadingTextFor(navigation.location.pathname)} />
    </div>
  );
}
