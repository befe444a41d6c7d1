import { calendarDateInItaly } from "../../domain/calendar";
import { ageInYear, type ForSaleKind, type ForSaleRow } from "../../domain/breeding/for-sale";
import type { Clock } from "../../ports/clock";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { optionalSection, unusableAsNull } from "../sections";

/**
 * One for-sale list: mares, carats or trainees, each row with its sire, dam and age from the horse's file
 * (one cached GET per horse; a file that fails leaves those cells empty). Null items when the list's
 * answer is unreadable.
 */
export function makeGetForSaleList(deps: { trotting: BreedingTrottingPort & Pick<HorsesTrottingPort, "horseFile">; clock: Clock }) {
  return async function getForSaleList(kind: ForSaleKind): Promise<{ kind: ForSaleKind; items: ForSaleRow[] | null }> {
    const items = await unusableAsNull(deps.trotting.forSaleList(kind));
    if (!items) return { kind, items: null };
    const year = calendarDateInItaly(deps.clock.now()).year;
    const rows = await Promise.all(
      items.map(async (item): Promise<ForSaleRow> => {
        const code = item.slug.split("-")[0];
        const file = /^\d{1,9}$/.test(code) ? await optionalSection(deps.trotting.horseFile("in-vendita", code)) : null;
        const born = /^(\d{4})/.exec(file?.birthDate ?? "")?.[1];
        const birthYear = born ? Number(born) : null;
        return { ...item, sire: file?.sire ?? null, dam: file?.dam ?? null, birthYear, age: ageInYear(birthYear, year) };
      }),
    );
    return { kind, items: rows };
  };
}
