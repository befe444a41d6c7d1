import { phoneDisplay } from "../../../../src/domain/breeding/breeders";
import type { HorseContacts } from "../../../../src/domain/horses/horse";
import { externalLink } from "../../../../src/domain/links";

export function Phone({ phone }: { phone: string | null | undefined }) {
  const shown = phoneDisplay(phone);
  if (shown.kind === "none") return null;
  if (shown.kind === "text") return <span>{shown.text}</span>;
  return <a href={shown.href}>{shown.text}</a>;
}

/** Breeder contacts of a horse file (§3): ALLEVATORE notes as text, numbers as +39 tel links, sites with http://. */
export function BreederContacts({ contacts }: { contacts: HorseContacts }) {
  if (contacts.hideBreeder || !contacts.breeder) return null;
  const { breeder } = contacts;
  const phones = contacts.breeders.flatMap((entry) => [entry.telefono1, entry.telefono2]).filter(Boolean);
  const people = contacts.contacts.length ? contacts.contacts : breeder.contacts;
  return (
    <section className="horse-card breeder-contacts" aria-labelledby="contatti-allevatore">
      <h2 id="contatti-allevatore">Contatti dell'allevatore</h2>
      <p className="breeder-contacts-name">
        <strong>{breeder.Nome}</strong>
        {contacts.location ? <span> · {contacts.location}</span> : null}
      </p>
      {breeder.description ? <p>{breeder.description}</p> : null}
      <ul className="contact-list">
        {phones.map((phone) => (
          <li key={phone}>
            Telefono: <Phone phone={phone} />
          </li>
        ))}
        {people.map((person, index) => (
          <li key={`${person.name}-${index}`}>
            {person.name ? <strong>{person.name}</strong> : null}
            {person.phone ? (
              <>
                {" "}
                <Phone phone={person.phone} />
              </>
            ) : null}
            {person.email ? (
              <>
                {" "}
                <a href={`mailto:${person.email}`}>{person.email}</a>
              </>
            ) : null}
            {person.website && person.website !== breeder.Link ? (
              <>
                {" "}
                <a href={externalLink(person.website)} target="_blank" rel="noopener noreferrer">
                  {person.website}
                </a>
              </>
            ) : null}
          </li>
        ))}
        {breeder.Link ? (
          <li>
            Sito:{" "}
            <a href={externalLink(breeder.Link)} target="_blank" rel="noopener noreferrer">
              {breeder.Link}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
