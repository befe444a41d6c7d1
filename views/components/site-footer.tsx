import { Link } from "react-router";

export function SiteFooter({ siteName, year }: { siteName: string; year: number }) {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div>
          <p className="footer-title">{siteName}</p>
          <p>Trotto, allevamento, puledri, corse e risultati.</p>
        </div>
        <ul className="footer-mail">
          <li>Redazione: <a href="mailto:redazione@sulky.it">redazione@sulky.it</a></li>
          <li>Pubblicità: <a href="mailto:pubblicita@sulky.it">pubblicita@sulky.it</a></li>
        </ul>
        <ul className="footer-links">
          <li><Link to="/chi-siamo">Chi siamo</Link></li>
          <li><Link to="/contatti">Contatti</Link></li>
          <li><Link to="/privacy">Privacy</Link></li>
        </ul>
      </div>
      <div className="signature-strip">
        <div className="container">© {year} {siteName} — il trotto italiano, dal puledro al traguardo.</div>
      </div>
    </footer>
  );
}
