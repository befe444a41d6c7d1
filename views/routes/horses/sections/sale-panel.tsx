import type { SaleEnquiry } from "~/src/domain/breeding/sale-enquiry";
import { phoneDisplay } from "~/src/domain/breeding/breeders";
import { mailtoLink, whatsappLink } from "~/src/urls/external";

/**
 * The top of a sale page: the horse is for sale (or sold), who sells it, and a ready message to ask
 * about it by e-mail or WhatsApp, or a number to call. Plain links: it works without JavaScript.
 */
export function SalePanel({ enquiry }: { enquiry: SaleEnquiry }) {
  const phone = enquiry.phone ? phoneDisplay(enquiry.phone) : null;
  const whatsapp = enquiry.phone ? whatsappLink(enquiry.phone, enquiry.message) : null;
  return (
    <section className={`horse-card sale-panel${enquiry.sold ? " sale-panel-sold" : ""}`} aria-labelledby="in-vendita">
      <h2 id="in-vendita">
        <span className="sale-badge">{enquiry.status}</span>
      </h2>
      {enquiry.sold ? (
        <p>Questo cavallo è già stato venduto. L'allevatore può dirti se ne ha altri simili.</p>
      ) : (
        <p>
          Per chiedere il prezzo, le condizioni o una visita scrivi o telefona
          {enquiry.seller ? (
            <>
              {" "}
              a <strong>{enquiry.seller}</strong>
            </>
          ) : (
            " all'allevatore"
          )}
          {enquiry.person ? ` (${enquiry.person})` : ""}.
        </p>
      )}
      <ul className="sale-actions">
        {enquiry.email ? (
          <li>
            <a className="button" href={mailtoLink(enquiry.email, enquiry.subject, enquiry.message)}>
              Scrivi all'allevatore
            </a>{" "}
            <span className="sale-contact">{enquiry.email}</span>
          </li>
        ) : null}
        {phone?.kind === "tel" ? (
          <li>
            <a className="button button-secondary" href={phone.href}>
              Chiama {phone.text}
            </a>
          </li>
        ) : null}
        {whatsapp ? (
          <li>
            <a className="button button-secondary" href={whatsapp} target="_blank" rel="noopener noreferrer">
              Scrivi su WhatsApp
            </a>
          </li>
        ) : null}
        {enquiry.phoneNote ? <li className="sale-contact">{enquiry.phoneNote}</li> : null}
      </ul>
      {enquiry.email || whatsapp ? (
        <details className="sale-message">
          <summary>Il messaggio già pronto</summary>
          <p className="sale-message-text">{enquiry.message}</p>
        </details>
      ) : (
        <p>Contatti dell'allevatore non disponibili: prova dalla sua scheda.</p>
      )}
    </section>
  );
}
