import pLimit from "p-limit";
import { stallionCodeFromSlug } from "../../domain/breeding/stallions";
import { isHorseCode } from "../../domain/horses/horse";
import { normaliseSearchText } from "../../domain/horses/horse-search";
import {
  fastestOffspring,
  matchStallion,
  parseStallionMatchFilters,
  rankStallionMatches,
  type PedigreeSubject,
  type StallionMatch,
  type StallionMatchFilters,
} from "../../domain/pedigree/stallion-match";
import { entityIdFromSlug } from "../../domain/rankings/entity-ranking";
import type { Ranking } from "../../domain/rankings/ranking";
import type { SponsorCard } from "../../domain/stallions";
import type { HomeTrottingPort } from "../../ports/trotting/home";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import type { RankingsTrottingPort } from "../../ports/trotting/rankings";
import { isUpstreamError } from "../../ports/upstream-error";
import { optionalSection } from "../sections";
import type { ChosenHorse } from "./get-mating-hypothesis";
import type { makeSearchHorsesForPicker } from "./search-horses-for-picker";

/** Stallion files read at once: the page asks the cache (or the upstream) for a few at a time, never for all. */
export const STALLION_FETCH_CONCURRENCY = 8;

type Deps = {
  trotting: Pick<HorsesTrottingPort, "pedigree" | "horseProfile" | "bestOffspring"> &
    Pick<RankingsTrottingPort, "ranking"> &
    Pick<HomeTrottingPort, "sponsorCards">;
  searchHorsesForPicker: ReturnType<typeof makeSearchHorsesForPicker>;
};

type QueryReader = { get(name: string): string | null };

export type StallionsForMarePage =
  | { view: "selection"; mare: ChosenHorse | null; filters: StallionMatchFilters; errors: string[] }
  | {
      view: "result";
      mare: ChosenHorse;
      filters: StallionMatchFilters;
      errors: string[];
      /** The stallions that pass the filters, ranked. */
      matches: StallionMatch[];
      /** Active stallions whose pedigree could be read, before the filters. */
      considered: number;
      /** Stallions left out because their pedigree or file could not be read. */
      unreadable: number;
      /** The season the offspring's earnings are about (the sire ranking's). */
      earningsYear: number | null;
      resolvedFromText: boolean;
    };

type Candidate = { code: string; name: string; slug: string; sponsor: boolean; offspringEarnings: number | null };

/** The stallions of the sire ranking (with their offspring's earnings) and of the sponsor grid, once each. */
function stallionCandidates(ranking: Ranking | null, cards: SponsorCard[] | null): Candidate[] {
  const byCode = new Map<string, Candidate>();
  const earningsColumn = ranking?.columns.find((column) => column.kind === "money");
  for (const row of ranking?.rows ?? []) {
    const code = entityIdFromSlug(row.slug);
    if (!code) continue;
    const earnings = earningsColumn ? row.cells[earningsColumn.id] : null;
    byCode.set(code, {
      code,
      name: row.name,
      slug: row.slug,
      sponsor: false,
      offspringEarnings: typeof earnings === "number" ? earnings : null,
    });
  }
  for (const card of cards ?? []) {
    if (card.kind !== "stallion" || !card.href) continue;
    const slug = card.href.split("/").filter(Boolean).at(-1) ?? "";
    const code = stallionCodeFromSlug(slug);
    if (!code) continue;
    const known = byCode.get(code);
    byCode.set(code, known ? { ...known, sponsor: true } : { code, name: card.title, slug, sponsor: true, offspringEarnings: null });
  }
  return [...byCode.values()];
}

/**
 * The right stallion for a mare: every active stallion (the sire ranking's and the sponsor
 * grid's, not deceased) ranked by the would-be foal's inbreeding. The mare's pedigree is read
 * once and each stallion's pedigree, file and best offspring once (cached by the adapter), a
 * few at a time; the coefficient is computed here, never asked of the upstream pair by pair.
 */
export function makeFindStallionsForMare(deps: Deps) {
  async function resolveMare(code: string | null, text: string | null) {
    const trimmed = (code ?? "").trim();
    const name = normaliseSearchText(text);
    if (trimmed && isHorseCode(trimmed)) return { chosen: { code: trimmed, text: name || trimmed }, fromText: false, name };
    if (!name) return { chosen: null, fromText: false, name };
    const { horses } = await deps.searchHorsesForPicker({ input: name, type: "F", ageLimit: true });
    const first = horses[0];
    return { chosen: first ? { code: first.code, text: first.name } : null, fromText: true, name };
  }

  /** The mare as one parent of the foal; null (with the reason) when she cannot be one. */
  async function mareSubject(code: string): Promise<{ subject: PedigreeSubject } | { error: string }> {
    try {
      const [profile, pedigree] = await Promise.all([deps.trotting.horseProfile(code), deps.trotting.pedigree(code)]);
      if (profile.sex && profile.sex !== "F") return { error: `${profile.name} non è una fattrice: scegli una fattrice.` };
      return { subject: { code, name: profile.name, record: profile.shortRecord ?? profile.record, pedigree } };
    } catch (error) {
      if (isUpstreamError(error, "not-found")) return { error: "Fattrice non trovata: scegline una dall'elenco." };
      throw error;
    }
  }

  return async function findStallionsForMare(request: {
    mare: string | null;
    mareText: string | null;
    query: QueryReader;
  }): Promise<StallionsForMarePage> {
    const { filters, errors } = parseStallionMatchFilters(request.query);
    const mare = await resolveMare(request.mare, request.mareText);
    if (!mare.chosen) {
      if (mare.name) errors.unshift(`Nessuna fattrice trovata per '${mare.name}'.`);
      return { view: "selection", mare: null, filters, errors };
    }
    const [subject, ranking, cards] = await Promise.all([
      mareSubject(mare.chosen.code),
      optionalSection(deps.trotting.ranking({ entity: "stalloni", year: null, age: null, type: null })),
      optionalSection(deps.trotting.sponsorCards()),
    ]);
    if ("error" in subject) return { view: "selection", mare: mare.chosen, filters, errors: [subject.error, ...errors] };

    const limit = pLimit(STALLION_FETCH_CONCURRENCY);
    let unreadable = 0;
    const matched = await Promise.all(
      stallionCandidates(ranking, cards).map((candidate) =>
        limit(async (): Promise<StallionMatch | null> => {
          const [pedigree, profile, best] = await Promise.all([
            optionalSection(deps.trotting.pedigree(candidate.code)),
            optionalSection(deps.trotting.horseProfile(candidate.code)),
            optionalSection(deps.trotting.bestOffspring(candidate.code)),
          ]);
          if (!pedigree || !profile) {
            unreadable += 1;
            return null;
          }
          if (profile.deceased || profile.sex === "F") return null;
          return matchStallion(subject.subject, {
            ...candidate,
            name: profile.name || candidate.name,
            fee: profile.studFee,
            bestOffspring: best ? fastestOffspring(best) : null,
            record: profile.shortRecord ?? profile.record,
            pedigree,
          });
        }),
      ),
    );
    const active = matched.filter((match): match is StallionMatch => match !== null);
    return {
      view: "result",
      mare: { code: mare.chosen.code, text: subject.subject.name },
      filters,
      errors,
      matches: rankStallionMatches(active, filters),
      considered: active.length,
      unreadable,
      earningsYear: ranking?.selectedYear ?? null,
      resolvedFromText: mare.fromText,
    };
  };
}
