import type { QualificationRankingType } from "~/src/domain/races/types";

export const RANKING_TYPE_LABELS: Record<QualificationRankingType, string> = {
  stalloni: "Stalloni",
  allevatori: "Allevatori",
  proprietari: "Proprietari",
  allenatori: "Allenatori",
  nonni: "Nonni materni",
};
