import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useHydrated } from "./use-hydrated";
import { breedersPath, foalListPath, forSalePath, stallionsPath } from "~/src/urls/breeding";
import { newsListPath } from "~/src/urls/news";
import { drawsPath, qualificationsPath, raceListPath } from "~/src/urls/races";

type NavEntry = { label: string; to: string };

export function mainNavigationEntries(lastYear: number): NavEntry[] {
  return [
    // two entries end with a slash, as docs/PRODUCT.md ("Navigation") writes them
    { label: `Puledri nati ${lastYear}`, to: foalListPath({ trailingSlash: true }) },
    { label: "Allevatori", to: breedersPath() },
    { label: "Sorteggio numeri", to: `${drawsPath()}/` },
    { label: "Stalloni", to: stallionsPath() },
    { label: "Qualifiche", to: qualificationsPath() },
    { label: "Partenti", to: raceListPath("partenti") },
    { label: "Arrivi", to: raceListPath("arrivi") },
    { label: "News", to: newsListPath() },
  ];
}

export const FOR_SALE_ENTRIES: NavEntry[] = [
  { label: "Fattrici in vendita", to: forSalePath("fattrici") },
  { label: "Carature in vendita", to: forSalePath("carature") },
];

/** The id of the CSS toggle that opens the menu before React runs (and without JavaScript). */
const EARLY_TOGGLE_ID = "main-nav-open";

/**
 * The red navigation bar; on phones a toggle opens it. A tap is answered before the page's
 * scripts run and without them: the server's HTML holds a checkbox and its label, and CSS
 * opens the list while the box is ticked. Once React runs, a real button with
 * `aria-expanded` takes its place, keeping a menu opened before hydration open.
 */
export function MainNav({ lastYear }: { lastYear: number }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const earlyToggle = useRef<HTMLInputElement>(null);
  const dropdown = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // A navigation closes the menu and the dropdown.
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (location.pathname !== seenPath) {
    setSeenPath(location.pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (dropdown.current) dropdown.current.open = false;
  }, [location.pathname]);
  // React takes over from the CSS toggle: a menu opened by a tap before hydration stays open.
  useEffect(() => {
    const early = earlyToggle.current;
    if (!hydrated || !early?.checked) return;
    early.checked = false;
    setOpen(true);
  }, [hydrated]);

  return (
    <nav className="main-nav" aria-label="Navigazione principale">
      <div className="container main-nav-inner">
        <input type="checkbox" id={EARLY_TOGGLE_ID} className="nav-early-toggle" ref={earlyToggle} hidden={hydrated} />
        {hydrated ? (
          <button
            type="button"
            className="nav-toggle"
            aria-expanded={open}
            aria-controls="main-nav-list"
            onClick={() => setOpen((value) => !value)}
          >
            <span className="nav-toggle-bars" aria-hidden="true" />
            Menu
          </button>
        ) : (
          <label htmlFor={EARLY_TOGGLE_ID} className="nav-toggle">
            <span className="nav-toggle-bars" aria-hidden="true" />
            Menu
          </label>
        )}
        <ul id="main-nav-list" className="main-nav-list" data-open={open}>
          {mainNavigationEntries(lastYear).map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} prefetch="intent">
                {entry.label}
              </NavLink>
            </li>
          ))}
          <li className="nav-dropdown">
            <details ref={dropdown}>
              <summary>In vendita</summary>
              <ul>
                {FOR_SALE_ENTRIES.map((entry) => (
                  <li key={entry.to}>
                    <NavLink to={entry.to}>{entry.label}</NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        </ul>
      </div>
    </nav>
  );
}
