import { Link } from "react-router";
import { homePath, staticPagePath } from "~/src/urls/news";
import { HeaderSearch } from "./site-search/header-search";

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar-inner">
          <span className="top-bar-claim">Il portale del trotto e dell'allevamento italiano</span>
          <nav aria-label="Informazioni">
            <ul className="top-links">
              <li>
                <Link to={staticPagePath("chi-siamo")}>Chi siamo</Link>
              </li>
              <li>
                <Link to={staticPagePath("contatti")}>Contatti</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="container brand-row">
        <Link to={homePath()} className="brand" aria-label={`${siteName}, torna alla home`}>
          <img src="/logo.svg" alt="" width="48" height="48" />
          <span className="brand-name">{siteName}</span>
        </Link>
        <HeaderSearch />
      </div>
    </header>
  );
}
