import { createContext, useContext, useState, type MouseEvent, type ReactNode } from "react";
import type { RouterContextProvider } from "react-router";
import { useNavigate } from "react-router";
import { isPlainClick } from "./plain-click";
import { requestKey } from "~/src/request-context";

/**
 * Large sections that need no interactivity (tables of offspring, a female line)
 * are sent once: as markup in the page. Their data stay out of the hydration data
 * of a document request (the loader hands them over with `keptOnServer`), and in
 * the browser the section keeps the markup the server wrote instead of rendering
 * it again. A client navigation's data request carries the data as usual, and the
 * section renders from them.
 */
export const ServerOnlySectionsContext = createContext<ReadonlyMap<string, unknown> | undefined>(undefined);

export function StaticSection<T>({ name, data, children }: { name: string; data: T | undefined; children: (data: T) => ReactNode }) {
  const serverOnly = useContext(ServerOnlySectionsContext);
  const value = data !== undefined ? data : (serverOnly?.get(name) as T | undefined);
  // Read once, at hydration: the markup the server wrote for this section.
  const [writtenByServer] = useState(() =>
    value === undefined && typeof document !== "undefined"
      ? (document.querySelector(`[data-static-section="${name}"]`)?.innerHTML ?? "")
      : "",
  );
  const navigate = useNavigate();
  // Links in markup kept from the server have no router behind them: a click on one of Sulky's own is a client navigation again.
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event)) return;
    const anchor = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  if (value !== undefined) return <div data-static-section={name}>{children(value)}</div>;
  return (
    <div data-static-section={name} onClick={followInApp} dangerouslySetInnerHTML={{ __html: writtenByServer }} suppressHydrationWarning />
  );
}

/** True while a page that kept sections on the server is being hydrated: its data are not the whole page. */
export function hasSectionsKeptOnServer(): boolean {
  return (
    typeof document !== "undefined" &&
    document.documentElement.dataset.hydrated !== "true" &&
    document.querySelector("[data-static-section]") !== null
  );
}

/** A loader's helper: the data of a static section, kept out of a document request's hydration data. */
export function keptOnServer<T>(context: Readonly<RouterContextProvider>, name: string, value: T): T | undefined {
  const { staticSections } = context.get(requestKey);
  return staticSections ? staticSections.keep(name, value) : value;
}
