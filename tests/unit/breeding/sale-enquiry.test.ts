import { describe, expect, it } from "vitest";
import { saleEnquiry } from "~/src/domain/breeding/sale-enquiry";
import type { HorseContacts, HorseFile } from "~/src/domain/horses/horse";
import { EMPTY_TABLE } from "~/src/domain/tables";
import { mailtoLink, whatsappLink } from "~/src/urls/external";

const file: HorseFile = {
  code: "114456",
  name: "Lupa Lm",
  slug: "114456-lupa-lm",
  sex: "F",
  coat: null,
  birthDate: "2024-03-02",
  sire: "Varenne",
  dam: "Alba Lm",
  studFee: null,
  breeder: { id: 3, name: "Allevamento Lm", slug: "3-allevamento-lm" },
  filePath: null,
  pictures: null,
  hasVideo: false,
  production: EMPTY_TABLE,
  link: null,
  record: null,
};
const contacts: HorseContacts = {
  breeder: { id: 3, name: "Allevamento Lm", website: null, description: null, contacts: [] },
  phones: ["ALLEVATORE - chiedere in scuderia", "0382 123456"],
  contacts: [{ name: "Marco Rossi", phone: null, email: "info@lm.it", website: null }],
  breederHidden: false,
  location: null,
};
const URL_OF_PAGE = "https://www.sulky.it/trotto/in-vendita/114456-lupa-lm";

describe("sale enquiry", () => {
  it("says what is for sale in the horse's gender, whom to ask, and writes a message that names the horse and its page", () => {
    const enquiry = saleEnquiry(file, contacts, { kind: "puledri", sold: false }, URL_OF_PAGE);
    expect(enquiry).toMatchObject({
      status: "Puledra in vendita",
      sold: false,
      seller: "Allevamento Lm",
      person: "Marco Rossi",
      email: "info@lm.it",
      phone: "0382 123456",
      phoneNote: null,
      subject: "Richiesta informazioni: Lupa Lm",
    });
    expect(enquiry.message).toContain("Lupa Lm (femmina, nata nel 2024, da Varenne e Alba Lm) è in vendita");
    expect(enquiry.message).toContain(URL_OF_PAGE);
    expect(saleEnquiry({ ...file, sex: "M" }, null, { kind: "fattrici", sold: true }, URL_OF_PAGE)).toMatchObject({
      status: "Venduto",
      sold: true,
      seller: "Allevamento Lm",
      email: null,
    });
  });

  it("builds the mailto and WhatsApp links with the message filled in", () => {
    expect(mailtoLink("info@lm.it", "Oggetto: sì", "Riga 1\nRiga 2")).toBe(
      "mailto:info@lm.it?subject=Oggetto%3A%20s%C3%AC&body=Riga%201%0ARiga%202",
    );
    expect(whatsappLink("+39 333 1234567", "Ciao")).toBe("https://wa.me/393331234567?text=Ciao");
    expect(whatsappLink("ALLEVATORE", "Ciao")).toBeNull();
  });
});
