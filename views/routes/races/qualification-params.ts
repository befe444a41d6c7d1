import { QUALIFICATION_RANKING_TYPES, type QualificationRankingType } from "~/src/domain/races/types";
import { parseAddressSlug } from "~/src/urls/values";
import { notFound } from "../../route-errors";

/** `anno` (birth year) of the qualification pages: absent = the newest crop; anything but four digits is a 404. */
export function qualificationYearParam(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text === "") return undefined;
  return /^\d{4}$/.test(text) ? Number(text) : notFound();
}

export function qualificationRankingTypeParam(text: string | undefined): QualificationRankingType {
  return (QUALIFICATION_RANKING_TYPES as readonly string[]).includes(text ?? "") ? (text as QualificationRankingType) : notFound();
}

/** A subject's slug (src/domain/slug.ts), passed on as the address wrote it. */
export function qualificationSlugParam(text: string | undefined): string | undefined {
  if (text === undefined || text === "") return undefined;
  return parseAddressSlug(text)?.text ?? notFound();
}
