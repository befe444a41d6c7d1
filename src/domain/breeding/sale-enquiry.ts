import { agreeWith } from "../agreement";
import type { HorseContacts, HorseFile } from "../horses/horse";
import { sexLabel } from "../horses/horse";
import { phoneDisplay } from "./breeders";
import type { ForSaleKind } from "./for-sale";

/** Where a horse for sale is listed, and whether it is still for sale. */
export type SaleListing = { kind: ForSaleKind; sold: boolean };

/** What a horse's sale page tells a buyer: that it is for sale, whom to ask and a ready message. */
export type SaleEnquiry = {
  /** "Fattrice in vendita", "Caratura in vendita", "Puledro in vendita"; "Venduto" / "Venduta" once sold. */
  status: string;
  sold: boolean;
  /** The seller (the breeder) and the person to ask, when the upstream names them. */
  seller: string | null;
  person: string | null;
  email: string | null;
  /** A number to call (never an ALLEVATORE note, which is shown as it is). */
  phone: string | null;
  phoneNote: string | null;
  subject: string;
  message: string;
};

const LISTED_AS: Record<ForSaleKind, { masculine: string; feminine: string }> = {
  fattrici: { masculine: "Fattrice in vendita", feminine: "Fattrice in vendita" },
  carature: { masculine: "Caratura in vendita", feminine: "Caratura in vendita" },
  puledri: { masculine: "Puledro in vendita", feminine: "Puledra in vendita" },
};

function birthYear(date: string | null): string | null {
  const match = /^(\d{4})/.exec(date ?? "");
  return match ? match[1] : null;
}

/**
 * The sale panel of `/trotto/in-vendita/{slug}`: the listing (from the for-sale lists), the breeder's
 * contacts (the horse file's contacts answer) and a message the buyer can send as it is.
 */
export function saleEnquiry(file: HorseFile, contacts: HorseContacts | null, listing: SaleListing | null, pageUrl: string): SaleEnquiry {
  const sold = listing?.sold ?? false;
  const status = sold
    ? agreeWith(file.sex, { masculine: "Venduto", feminine: "Venduta" })
    : agreeWith(file.sex, LISTED_AS[listing?.kind ?? "puledri"]);
  const visible = contacts && !contacts.breederHidden ? contacts : null;
  const people = visible ? (visible.contacts.length ? visible.contacts : (visible.breeder?.contacts ?? [])) : [];
  const person = people.find((candidate) => candidate.email || candidate.phone) ?? people[0] ?? null;
  const phones = [person?.phone, ...(visible?.phones ?? [])].filter((phone): phone is string => Boolean(phone?.trim()));
  const callable = phones.find((phone) => phoneDisplay(phone).kind === "tel") ?? null;
  const note = phones.find((phone) => phoneDisplay(phone).kind === "text") ?? null;
  const year = birthYear(file.birthDate);
  const who = [
    sexLabel(file.sex),
    year ? agreeWith(file.sex, { masculine: `nato nel ${year}`, feminine: `nata nel ${year}` }) : null,
    file.sire && file.dam ? `da ${file.sire} e ${file.dam}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  const subject = `Richiesta informazioni: ${file.name}`;
  const message = [
    "Buongiorno,",
    `ho visto su Sulky che ${file.name}${who ? ` (${who})` : ""} è in vendita e vorrei avere maggiori informazioni: prezzo, condizioni e possibilità di vederlo.`,
    pageUrl,
    "Grazie, cordiali saluti.",
  ].join("\n\n");
  return {
    status,
    sold,
    seller: visible?.breeder?.name ?? file.breeder?.name ?? null,
    person: person?.name ?? null,
    email: person?.email ?? null,
    phone: callable,
    phoneNote: callable ? null : note,
    subject,
    message,
  };
}
