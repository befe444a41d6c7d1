import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
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

/**
 * Without JavaScript the toggle cannot work, so a <noscript> rule keeps the list
 * open; with it, the list starts closed on phones in the server's HTML too, and
 * nothing moves when the page hydrates.
 */
const NO_SCRIPT_NAVIGATION = "@media (max-width: 767px){.main-nav-list{display:block}.nav-toggle{display:none}}";

/** The red navigation bar; on phones a toggle opens it. */
export function MainNav({ lastYear }: { lastYear: number }) {
  const [open, setOpen] = useState(false);
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

  return (
    <nav className="main-nav" aria-label="Navigazione principale">
      <noscript>
        <style>{NO_SCRIPT_NAVIGATION}</style>
      </noscript>
      <div className="container main-nav-inner">
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
