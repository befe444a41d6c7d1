import type { HorseContacts } from "~/src/domain/horses/horse";
import { externalLink } from "~/src/urls/external";
import { Phone } from "~/views/components/phone";

/** Breeder contacts of a horse file (docs/PRODUCT.md, "Horse file"): ALLEVATORE notes as text, numbers as +39 tel links, sites with http://. */
export function BreederContacts({ contacts }: { contacts: HorseContacts }) {
  if (contacts.breederHidden || !contacts.breeder) return null;
  const { breeder } = contacts;
  const phones = contacts.phones;
  const people = contacts.contacts.length ? contacts.contacts : breeder.contacts;
  return (
    <section className="horse-card breeder-contacts" aria-labelledby="contatti-allevatore">
      <h2 id="contatti-allevatore">Contatti dell'allevatore</h2>
      <p className="breeder-contacts-name">
        <strong>{breeder.name}</strong>
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
            {person.website && person.website !== breeder.website ? (
              <>
                {" "}
                <a href={externalLink(person.website)} target="_blank" rel="noopener noreferrer">
                  {person.website}
                </a>
              </>
            ) : null}
          </li>
        ))}
        {breeder.website ? (
          <li>
            Sito:{" "}
            <a href={externalLink(breeder.website)} target="_blank" rel="noopener noreferrer">
              {breeder.website}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
