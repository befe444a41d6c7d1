import { QUALIFICATION_RANKING_TYPES, type QualificationRankingType } from "~/src/domain/races/types";
import { notFound } from "../../route-errors";

/** `anno` (birth year) of the qualification pages: absent = the newest crop; anything but four digits is a 404. */
export function qualificationYearParam(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text === "") return undefined;
  return /^\d{4}$/.test(text) ? Number(text) : notFound();
}

export function qualificationRankingTypeParam(text: string | undefined): QualificationRankingType {
  return (QUALIFICATION_RANKING_TYPES as readonly string[]).includes(text ?? "") ? (text as QualificationRankingType) : notFound();
}

/** A subject's slug: its numeric id, then words. */
export function qualificationSlugParam(text: string | undefined): string | undefined {
  if (text === undefined || text === "") return undefined;
  return /^\d+(-[a-z0-9-]*)?$/i.test(text) ? text : notFound();
}
