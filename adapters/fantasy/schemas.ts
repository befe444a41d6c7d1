import { z } from "zod";
import type {
  FantasyPlayer,
  FantasyProfile,
  LoginForm,
  MarketList,
  RankingTable,
  RegistrationForm,
  Transaction,
} from "~/src/domain/fantasy/types";
import {
  anything,
  asNumber,
  asText,
  code,
  flag,
  fromUpstream,
  identity,
  noteFieldsRead,
  number,
  optionalRecord,
  optionalRows,
  phpObject,
  rows,
  textOr,
} from "../shared/tolerant-reader";

const age = number.transform((value) => (value !== null && Number.isInteger(value) && value >= 0 ? value : null));
const rating = z.preprocess((value) => asNumber(value) ?? value, z.number());
const money = z.preprocess((value) => asNumber(value) ?? value, z.number());

export const playerSchema = fromUpstream({ name: ["name", identity], email: ["email", identity] }) satisfies z.ZodType<
  FantasyPlayer,
  unknown
>;

const ownedHorseSchema = fromUpstream({
  code: ["CodiceCavallo", code],
  name: ["name", identity],
  rating: ["rating", rating],
  age: ["eta", age],
});

/** GET /api/user: the player, the budget and the stable. */
export const profileSchema = fromUpstream({
  player: ["user", playerSchema],
  budget: ["budget", money],
  stable: ["horsesList", optionalRows("horsesList", ownedHorseSchema)],
}) satisfies z.ZodType<FantasyProfile, unknown>;

/** GET /api/ratings: the market. */
export const marketSchema = fromUpstream({
  horses: [
    "horses",
    rows(
      "horses",
      fromUpstream({
        code: ["CodiceCavallo", code],
        name: ["name", identity],
        rating: ["rating", rating],
        owned: ["owned", flag],
        enabled: ["enabled", flag],
        age: ["eta", age],
      }),
    ),
  ],
  budget: ["budget", money],
}) satisfies z.ZodType<MarketList, unknown>;

const periodOption = fromUpstream({ id: ["id", code], label: ["label", textOr("")] });
const columnSchema = fromUpstream({ id: ["key", identity], label: ["label", textOr("")] });
const rankingRowSchema = z.preprocess(phpObject, z.record(z.string(), z.unknown())).transform((row) =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([, value]) => value === null || typeof value === "string" || typeof value === "number")
      .map(([key, value]) => [key, value as string | number | null]),
  ),
);

/** GET /api/rankings/{period}[/{id}] */
export const rankingSchema = fromUpstream({
  rows: ["items", rows("items", rankingRowSchema)],
  columns: ["fields", optionalRows("fields", columnSchema)],
  periods: ["all", optionalRows("all", periodOption)],
  selected: ["selected", optionalRecord("selected", periodOption)],
}) satisfies z.ZodType<RankingTable, unknown>;

/** GET /api/user, when only the player is needed. */
export const userSchema = fromUpstream({ player: ["user", playerSchema] });

/** Login answers `{user}`; when it does not, the adapter asks /api/user. */
export const loginSchema = anything.transform((body) => {
  const parsed = fromUpstream({ player: ["user", optionalRecord("user", playerSchema)] }).safeParse(body);
  return parsed.success ? parsed.data.player : null;
});

export const tradeSchema = anything.transform((body) => ({
  message: body && typeof body === "object" ? asText((body as Record<string, unknown>).message) : null,
}));

noteFieldsRead("password_confirmation");

/** The bodies the game expects, from Sulky's forms. */
export const loginBody = (form: LoginForm) => ({ email: form.email, password: form.password });
export const registrationBody = (form: RegistrationForm) => ({
  name: form.name,
  email: form.email,
  password: form.password,
  password_confirmation: form.passwordConfirmation,
});
export const transactionBody = (transaction: Transaction) => ({ action: transaction.action, CodiceCavallo: transaction.horseCode });

/** The transaction's fields a refusal (422) names, in Sulky's terms. */
export const TRANSACTION_FIELDS: Record<string, string> = { action: "action", CodiceCavallo: "horseCode" };
