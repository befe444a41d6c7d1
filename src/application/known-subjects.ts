import { canonicalHorseSlug, type HorseFile } from "../domain/horses/horse";
import { slugFor } from "../domain/slug";
import type { BreedingTrottingPort } from "../ports/trotting/breeding";
import type { HorsesTrottingPort } from "../ports/trotting/horses";
import { isUpstreamError } from "../ports/upstream-error";

/**
 * The trotting API answers some tables of an unknown stallion or breeder with a default
 * one (another stallion's offspring): whether the subject exists is asked apart, and the
 * record must come back with the code asked for. When that question itself fails (an
 * outage), the answer is "known": the page shows what it can rather than a false 404.
 */
export async function isKnownStallion(trotting: Pick<HorsesTrottingPort, "horseFile">, code: string): Promise<boolean> {
  return (await stallionOnRecord(trotting, code)).known;
}

/** Whether the stallion exists (see isKnownStallion), and his file when it came back with his code. */
export async function stallionOnRecord(
  trotting: Pick<HorsesTrottingPort, "horseFile">,
  code: string,
): Promise<{ known: boolean; file: HorseFile | null }> {
  try {
    const file = await trotting.horseFile("stalloni", code);
    return sameCode(file.code, code) ? { known: true, file } : { known: false, file: null };
  } catch (error) {
    if (isUpstreamError(error, "not-found")) return { known: false, file: null };
    if (isUpstreamError(error)) return { known: true, file: null };
    throw error;
  }
}

/** Whether the breeder's sheet (of `year`) comes back with the id asked for; see isKnownStallion. */
export async function isKnownBreeder(
  trotting: Pick<BreedingTrottingPort, "breederSheet">,
  id: string | number,
  year: number,
): Promise<boolean> {
  return (await breederOnRecord(trotting, id, year)).known;
}

/** Whether the breeder exists (see isKnownBreeder), and his name when the sheet came back with his id. */
export async function breederOnRecord(
  trotting: Pick<BreedingTrottingPort, "breederSheet">,
  id: string | number,
  year: number,
): Promise<{ known: boolean; name: string | null }> {
  try {
    const sheet = await trotting.breederSheet(Number(id), year);
    return sameCode(sheet.breeder.id, id) ? { known: true, name: sheet.breeder.name || null } : { known: false, name: null };
  } catch (error) {
    if (isUpstreamError(error, "not-found")) return { known: false, name: null };
    if (isUpstreamError(error)) return { known: true, name: null };
    throw error;
  }
}

/** A subject on record: whether it exists, and the slug of its pages when its record could be read. */
export type SubjectOnRecord = { known: boolean; ownSlug: string | null };

/** The stallion on record with the slug of his pages (canonicalHorseSlug). */
export async function stallionSubject(trotting: Pick<HorsesTrottingPort, "horseFile">, code: string): Promise<SubjectOnRecord> {
  const { known, file } = await stallionOnRecord(trotting, code);
  return { known, ownSlug: file && canonicalHorseSlug(file) };
}

/** The breeder on record with the slug of his pages ('{id}-{name slug}'). */
export async function breederSubject(
  trotting: Pick<BreedingTrottingPort, "breederSheet">,
  id: string,
  year: number,
): Promise<SubjectOnRecord> {
  const { known, name } = await breederOnRecord(trotting, id, year);
  return { known, ownSlug: name ? slugFor(id, name) : null };
}

/** Codes compare as written, leading zeros aside ("0102306" is "102306"). */
export function sameCode(received: string | number, asked: string | number): boolean {
  const normal = (code: string | number) =>
    String(code)
      .trim()
      .replace(/^0+(?=.)/, "");
  return normal(received) === normal(asked);
}
