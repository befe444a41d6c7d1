import { Link } from "react-router";
import type { SiteInfo } from "../seo";
import { staticPagePath } from "~/src/urls/news";
import { SiteDirectory } from "./site-directory";

/** The footer; its addresses come from the site's one contact setting, like the contact page's. */
export function SiteFooter({ siteName, year, contacts }: { siteName: string; year: number; contacts: SiteInfo["contacts"] }) {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div>
          <p className="footer-title">{siteName}</p>
          <p>Trotto, allevamento, puledri, corse e risultati.</p>
        </div>
        {contacts ? <ContactAddresses contacts={contacts} className="footer-mail" /> : null}
        <SiteDirectory />
        <ul className="footer-links">
          <li>
            <Link to={staticPagePath("chi-siamo")}>Chi siamo</Link>
          </li>
          <li>
            <Link to={staticPagePath("contatti")}>Contatti</Link>
          </li>
          <li>
            <Link to={staticPagePath("privacy")}>Privacy</Link>
          </li>
        </ul>
      </div>
      <div className="signature-strip">
        <div className="container">
          © {year} {siteName} — il trotto italiano, dal puledro al traguardo.
        </div>
      </div>
    </footer>
  );
}

/** The editorial and advertising addresses, as mail links. */
export function ContactAddresses({ contacts, className }: { contacts: NonNullable<SiteInfo["contacts"]>; className: string }) {
  return (
    <ul className={className}>
      <li>
        Redazione: <a href={`mailto:${contacts.editorial}`}>{contacts.editorial}</a>
      </li>
      <li>
        Pubblicità: <a href={`mailto:${contacts.advertising}`}>{contacts.advertising}</a>
      </li>
    </ul>
  );
}
