import { useState, type MouseEvent } from "react";
import { shareLinks } from "~/src/urls/external";
import "./share-bar.css";

/** Plain share links (no third-party scripts); 'Copia link' copies with JavaScript and is a plain link without. */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  async function copy(event: MouseEvent<HTMLAnchorElement>) {
    if (!navigator.clipboard) return;
    event.preventDefault();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.prompt("Copia il link", url);
    }
  }
  return (
    <nav className="share-bar" aria-label="Condividi">
      <span className="share-bar-label">Condividi:</span>
      <ul>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              className={`share-link share-${link.network}`}
              target={link.network === "email" ? undefined : "_blank"}
              rel="noopener noreferrer"
            >
              {link.label}
              {link.network === "email" ? null : <span className="visually-hidden"> (si apre in una nuova finestra)</span>}
            </a>
          </li>
        ))}
        <li>
          <a href={url} className="share-link share-copy" onClick={copy}>
            {copied ? "Link copiato" : "Copia link"}
          </a>
        </li>
      </ul>
      <span className="visually-hidden" role="status">
        {copied ? "Link copiato negli appunti" : ""}
      </span>
    </nav>
  );
}
