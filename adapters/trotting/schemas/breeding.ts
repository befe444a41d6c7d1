import { z } from "zod";
import type { Breeder, BreederListItem, BreederSheet } from "~/src/domain/breeding/breeders";
import type { BreederSuggestion } from "~/src/domain/breeding/breeder-search";
import type { ForSaleItem } from "~/src/domain/breeding/for-sale";
import type { FoalList, FoalListItem } from "~/src/domain/breeding/foals";
import type { FoalListing, FoalListingField, FoalListingReceipt, FollowSubscription } from "~/src/domain/breeding/forms";
import {
  anything,
  flag,
  fromUpstream,
  identity,
  noteFieldsRead,
  number,
  optionalRows,
  rows,
  text,
  wholeNumber,
} from "../../shared/tolerant-reader";
import { breederCardFields, contactSchema, horseName, horseWithParentsFields, serverTable, sex, tableFields, tableRows } from "./common";

const foalListItemSchema = fromUpstream({
  // a foal listed by its breeder has no public name until its data are checked (docs/PRODUCT.md, "Adding a foal"): horseName shows it as such
  ...horseWithParentsFields,
  breeder: ["Allevamento", text],
  slug: ["slug", text],
  sex: ["Sesso", sex],
  birthMonth: ["Mese", number],
  visitable: ["Visitabile", flag],
  hasVideo: ["hasVideo", flag],
  sold: ["is_sold", flag],
  atAuction: ["is_auction", flag],
  auctionLabel: ["auct_name", text],
  auctionColor: ["auct_color", text],
  auctionBackground: ["auct_bgcolor", text],
  // beyond the spec, optional (docs/FAKES.md): the lot number in the sale's catalogue; anything but a whole number from 1 is no lot
  auctionLot: ["auct_lot", number],
}).transform(({ atAuction, auctionLabel, auctionColor, auctionBackground, auctionLot, ...foal }): FoalListItem => ({
  ...foal,
  auction: atAuction
    ? {
        label: auctionLabel,
        color: auctionColor,
        background: auctionBackground,
        lot: auctionLot !== null && Number.isInteger(auctionLot) && auctionLot > 0 ? auctionLot : null,
      }
    : null,
}));

/** GET /api/v2/puledri and POST /api/v2/ricerca/puledri: `{puledri, text, addFoalActive}`. */
export const foalListSchema = fromUpstream({
  foals: ["puledri", rows("puledri", foalListItemSchema)],
  note: ["text", text],
  addingOpen: ["addFoalActive", flag],
}) satisfies z.ZodType<FoalList, unknown>;

/** GET /api/v2/allevatori: `{items}` */
export const breederListSchema = fromUpstream({
  items: [
    "items",
    rows(
      "items",
      fromUpstream({
        ...breederCardFields,
        slug: ["slug", text],
        town: ["citta", text],
        province: ["provincia", text],
        soldCount: ["sold", number],
        videoCount: ["videos", number],
      }).transform((item): BreederListItem => ({
        ...item,
        foalCount: item.foalCount ?? 0,
        soldCount: item.soldCount ?? 0,
        videoCount: item.videoCount ?? 0,
      })),
    ),
  ],
}).transform((body) => body.items) satisfies z.ZodType<BreederListItem[], unknown>;

const breederSchema = fromUpstream({
  id: ["id", wholeNumber],
  name: ["Nome", identity],
  address: ["indirizzo", text],
  postalCode: ["CAP", text],
  town: ["citta", text],
  province: ["provincia", text],
  phone: ["telefono1", text],
  otherPhone: ["telefono2", text],
  email: ["email", text],
  website: ["Link", text],
  banner: ["big_banner", text],
  image: ["img_path", text],
  slug: ["slug", text],
  contacts: ["contacts", optionalRows("contacts", contactSchema)],
}) satisfies z.ZodType<Breeder, unknown>;

/** GET /api/v2/allevatori/{id}?year: the breeder and four tables, each with its fields. */
export const breederSheetSchema = fromUpstream({
  breeder: ["allevatore", breederSchema],
  foals: ["puledri", tableRows("puledri")],
  foalFields: ["puledriFields", tableFields("puledriFields")],
  newborns: ["newBorns", tableRows("newBorns")],
  newbornFields: ["newBornsFields", tableFields("newBornsFields")],
  mares: ["mares", tableRows("mares")],
  mareFields: ["maresFields", tableFields("maresFields")],
  horses: ["horses", tableRows("horses")],
  horseFields: ["horsesFields", tableFields("horsesFields")],
}).transform((body): BreederSheet => ({
  breeder: body.breeder,
  foals: serverTable(body.foalFields, body.foals),
  newborns: serverTable(body.newbornFields, body.newborns),
  mares: serverTable(body.mareFields, body.mares),
  horses: serverTable(body.horseFields, body.horses),
}));

/**
 * GET /api/v2/allevatori?mini=1&term=: `{results: [{id, text}]}`. Read tolerantly: a suggestion
 * whose name (`text`) did not come keeps its id, and the adapter names it from the breeders' list
 * (breeding-calls.ts); one without an id cannot lead to a breeder's sheet and is left out.
 */
export const breederSuggestionReadingsSchema = fromUpstream({
  results: ["results", optionalRows("results", fromUpstream({ id: ["id", number], label: ["text", text] }))],
}).transform((body) =>
  body.results.flatMap((row) => (row.id !== null && Number.isInteger(row.id) && row.id > 0 ? [{ id: row.id, label: row.label }] : [])),
);

/** Suggestions with their names, those without one named from `names` (breeder id → name) or left out. */
export function namedBreederSuggestions(
  readings: readonly { id: number; label: string | null }[],
  names: ReadonlyMap<number, string>,
): BreederSuggestion[] {
  return readings.flatMap((row) => {
    const label = row.label ?? names.get(row.id) ?? null;
    return label ? [{ id: row.id, label }] : [];
  });
}

/** GET /api/v2/mares, /carats, /trainees: `{items}` */
export const forSaleListSchema = fromUpstream({
  items: ["items", rows("items", fromUpstream({ name: ["name", horseName], slug: ["slug", identity], sold: ["sold", flag] }))],
}).transform((body) => body.items) satisfies z.ZodType<ForSaleItem[], unknown>;

/** What POST /api/v2/puledri answers; the spec does not show it, so nothing in it is required. */
export const foalListingReceiptSchema = anything.transform((body): FoalListingReceipt => {
  const parsed = fromUpstream({ message: ["message", text], warning: ["warning", text] }).safeParse(body);
  return parsed.success ? parsed.data : { message: null, warning: null };
});

export const subscribeReceiptSchema = anything.transform((body): { message: string | null } => {
  const parsed = fromUpstream({ message: ["message", text] }).safeParse(body);
  return parsed.success ? parsed.data : { message: null };
});

/** The body of POST /api/v2/puledri (formData, plus breederText). */
export function foalListingBody(listing: FoalListing) {
  return {
    formData: {
      nome: listing.name,
      sesso: listing.sex,
      anno: listing.birthYear,
      madre: listing.dam.code,
      madreInserita: listing.dam.typed,
      padre: listing.sire.code,
      padreInserito: listing.sire.typed,
      allevatore_id: listing.breeder.code,
      telefono: listing.phone,
      note: listing.note,
    },
    breederText: listing.breeder.typed,
  };
}

noteFieldsRead(
  "formData",
  "breederText",
  "nome",
  "sesso",
  "anno",
  "madre",
  "madreInserita",
  "padre",
  "padreInserito",
  "allevatore",
  "allevatore_id",
  "telefono",
  "note",
  "Nome",
  "Email",
  "horses",
  "value",
  "text",
);

/** The upstream's field names of a refused listing (422), as the listing's own fields. */
export const FOAL_LISTING_FIELDS: Record<string, FoalListingField> = {
  nome: "name",
  sesso: "sex",
  anno: "birthYear",
  madre: "dam",
  madreInserita: "dam",
  padre: "sire",
  padreInserito: "sire",
  allevatore: "breeder",
  allevatore_id: "breeder",
  breederText: "breeder",
  telefono: "phone",
  note: "note",
};

/** The body of POST /api/v2/subscribe (Nome, Email, horses as value and text). */
export function subscriptionBody(subscription: FollowSubscription) {
  return {
    Nome: subscription.name,
    Email: subscription.email,
    horses: subscription.horses.map((horse) => ({ value: horse.code, text: horse.label })),
  };
}
