import pLimit from "p-limit";
import { isHorseCode } from "../../domain/horses/horse";
import { normaliseSearchText } from "../../domain/horses/horse-search";
import {
  fastestOffspring,
  matchStallion,
  rankStallionMatches,
  type PedigreeSubject,
  type StallionFacts,
  type StallionMatch,
  type StallionMatchFilters,
} from "../../domain/pedigree/stallion-match";
import type { Ranking } from "../../domain/rankings/ranking";
import type { Pedigree } from "../../domain/pedigree/pedigree";
import { parseSlug } from "../../domain/slug";
import type { SponsorCard } from "../../domain/breeding/stallions";
import type { Clock } from "../../ports/clock";
import type { HomeTrottingPort } from "../../ports/trotting/home";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import type { RankingsTrottingPort } from "../../ports/trotting/rankings";
import { isUpstreamError } from "../../ports/upstream-error";
import { optionalSection } from "../sections";
import type { ChosenHorse } from "./get-mating-hypothesis";
import type { makeSearchHorsesForPicker } from "./search-horses-for-picker";

/** Stallion answers read at once: the page asks the cache (or the upstream) for a few at a time, never for all. */
export const STALLION_FETCH_CONCURRENCY = 8;
/**
 * The active stallions with their pedigrees change with the season, not by the minute: read
 * whole, they are kept this long, so each mare costs her own pedigree and the computation
 * only (the adapter's cache would still answer, but reading back every stallion's answers
 * costs more than the ranking itself). A list missing a part is never kept.
 */
export const STALLION_LIST_LIFETIME_MS = 5 * 60 * 1000;

type Deps = {
  trotting: Pick<HorsesTrottingPort, "pedigree" | "horseProfile" | "bestOffspring"> &
    Pick<RankingsTrottingPort, "ranking"> &
    Pick<HomeTrottingPort, "sponsorCards">;
  searchHorsesForPicker: ReturnType<typeof makeSearchHorsesForPicker>;
  clock: Clock;
};

type StudStallion = StallionFacts & { pedigree: Pedigree; record: string | null };
type StallionList = {
  stallions: StudStallion[];
  unreadable: number;
  earningsYear: number | null;
  /** Every part was read: the ranking, the sponsor grid and each stallion. */
  complete: boolean;
};

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
    const code = parseSlug(row.slug)?.id;
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
    const slug = card.kind === "stallion" ? parseSlug(card.stallionSlug) : null;
    if (!slug) continue;
    const code = slug.id;
    const known = byCode.get(code);
    byCode.set(
      code,
      known ? { ...known, sponsor: true } : { code, name: card.title, slug: slug.text, sponsor: true, offspringEarnings: null },
    );
  }
  return [...byCode.values()];
}

/**
 * The right stallion for a mare: every active stallion (the sire ranking's and the sponsor
 * grid's, not deceased) ranked by the would-be foal's inbreeding. The mare's pedigree is read
 * once and each stallion's pedigree, file and best offspring once (cached by the adapter and
 * kept as a list for a few minutes), a few at a time; the coefficient is computed here, never
 * asked of the upstream pair by pair.
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

  /** Every active stallion with his pedigree and facts, a few read at a time. */
  async function loadActiveStallions(): Promise<StallionList> {
    const [ranking, cards] = await Promise.all([
      optionalSection(deps.trotting.ranking({ entity: "stalloni", year: null, age: null, type: null })),
      optionalSection(deps.trotting.sponsorCards()),
    ]);
    // each read is one slot: at most this many answers in flight (and abort listeners on the visitor's signal)
    const limit = pLimit(STALLION_FETCH_CONCURRENCY);
    let unreadable = 0;
    const read = await Promise.all(
      stallionCandidates(ranking, cards).map(async (candidate): Promise<StudStallion | null> => {
        const [pedigree, profile, best] = await Promise.all([
          limit(() => optionalSection(deps.trotting.pedigree(candidate.code))),
          limit(() => optionalSection(deps.trotting.horseProfile(candidate.code))),
          limit(() => optionalSection(deps.trotting.bestOffspring(candidate.code))),
        ]);
        if (!pedigree || !profile) {
          unreadable += 1;
          return null;
        }
        if (profile.deceased || profile.sex === "F") return null;
        return {
          ...candidate,
          name: profile.name || candidate.name,
          fee: profile.studFee,
          bestOffspring: best ? fastestOffspring(best) : null,
          record: profile.shortRecord ?? profile.record,
          pedigree,
        };
      }),
    );
    return {
      stallions: read.filter((stallion): stallion is StudStallion => stallion !== null),
      unreadable,
      earningsYear: ranking?.selectedYear ?? null,
      complete: unreadable === 0 && ranking !== null && cards !== null,
    };
  }

  let kept: { until: number; list: Promise<StallionList> } | null = null;
  /** The list read once for every visitor for a few minutes (one read at a time); a partial or failed one is not kept. */
  function activeStallions(): Promise<StallionList> {
    const now = deps.clock.now().getTime();
    if (kept && kept.until > now) return kept.list;
    const entry = { until: now + STALLION_LIST_LIFETIME_MS, list: loadActiveStallions() };
    kept = entry;
    const forget = () => {
      if (kept === entry) kept = null;
    };
    entry.list.then((list) => (list.complete ? undefined : forget()), forget);
    return entry.list;
  }

  return async function findStallionsForMare(request: {
    mare: string | null;
    mareText: string | null;
    /** The filters the page's address asked for, and what was wrong with the rest of it (src/urls/stallion-match-query.ts). */
    filters: StallionMatchFilters;
    errors: string[];
  }): Promise<StallionsForMarePage> {
    const { filters } = request;
    const errors = [...request.errors];
    const mare = await resolveMare(request.mare, request.mareText);
    if (!mare.chosen) {
      if (mare.name) errors.unshift(`Nessuna fattrice trovata per '${mare.name}'.`);
      return { view: "selection", mare: null, filters, errors };
    }
    const [subject, list] = await Promise.all([mareSubject(mare.chosen.code), activeStallions()]);
    if ("error" in subject) return { view: "selection", mare: mare.chosen, filters, errors: [subject.error, ...errors] };

    const active = list.stallions.map((stallion) => matchStallion(subject.subject, stallion));
    return {
      view: "result",
      mare: { code: mare.chosen.code, text: subject.subject.name },
      filters,
      errors,
      matches: rankStallionMatches(active, filters),
      considered: active.length,
      unreadable: list.unreadable,
      earningsYear: list.earningsYear,
      resolvedFromText: mare.fromText,
    };
  };
}
