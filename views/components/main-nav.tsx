import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";

type NavEntry = { label: string; to: string };

export function mainNavigationEntries(lastYear: number): NavEntry[] {
  return [
    { label: `Puledri nati ${lastYear}`, to: "/trotto/puledri/" },
    { label: "Allevatori", to: "/trotto/allevatori" },
    { label: "Sorteggio numeri", to: "/trotto/sorteggi/" },
    { label: "Stalloni", to: "/trotto/stalloni" },
    { label: "Qualifiche", to: "/trotto/qualifiche" },
    { label: "Partenti", to: "/trotto/partenti" },
    { label: "Arrivi", to: "/trotto/arrivi" },
    { label: "News", to: "/news" },
  ];
}

export const FOR_SALE_ENTRIES: NavEntry[] = [
  { label: "Fattrici in vendita", to: "/trotto/in-vendita/fattrici" },
  { label: "Carature in vendita", to: "/trotto/in-vendita/carature" },
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
