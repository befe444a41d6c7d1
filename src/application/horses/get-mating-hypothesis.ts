import type { HorseSuggestionType } from "../../domain/horses/horse-suggestion";
import { isHorseCode } from "../../domain/horses/horse";
import { normaliseSearchText } from "../../domain/horses/horse-search";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { isUpstreamError } from "../../ports/upstream-error";
import { pedigreeParents } from "../../domain/pedigree/pedigree";
import { pedigreeSection, type PedigreeSection } from "./pedigree-section";
import type { makeSearchHorsesForPicker } from "./search-horses-for-picker";

export type ChosenHorse = { code: string; text: string };

export type MatingRequest = {
  father?: string | null;
  fatherText?: string | null;
  mother?: string | null;
  motherText?: string | null;
};

export type MatingHypothesisPage =
  | { view: "selection"; father: ChosenHorse | null; mother: ChosenHorse | null; errors: string[] }
  | { view: "result"; father: ChosenHorse; mother: ChosenHorse; title: string; section: PedigreeSection; resolvedFromText: boolean };

type Deps = { trotting: HorsesTrottingPort; searchHorsesForPicker: ReturnType<typeof makeSearchHorsesForPicker> };

/**
 * Mating hypothesis (docs/PRODUCT.md, "Mating tools"). The pair travels in the URL as horse codes; without
 * JavaScript the form sends names instead, and the first stallion (or mare) of breeding
 * age whose name matches is taken, as the picker's server-side rule says (docs/PRODUCT.md, "Searches").
 */
export function makeGetMatingHypothesis(deps: Deps) {
  async function resolve(code: string | null | undefined, text: string | null | undefined, type: HorseSuggestionType) {
    const trimmedCode = (code ?? "").trim();
    const name = normaliseSearchText(text);
    if (trimmedCode && isHorseCode(trimmedCode)) return { chosen: { code: trimmedCode, text: name || trimmedCode }, fromText: false };
    if (!name) return { chosen: null, fromText: false };
    const { horses } = await deps.searchHorsesForPicker({ input: name, type, ageLimit: true });
    const first = horses[0];
    return { chosen: first ? { code: first.code, text: first.name } : null, fromText: true, name };
  }

  return async function getMatingHypothesis(request: MatingRequest): Promise<MatingHypothesisPage> {
    const [father, mother] = await Promise.all([
      resolve(request.father, request.fatherText, "M"),
      resolve(request.mother, request.motherText, "F"),
    ]);
    const errors: string[] = [];
    if (!father.chosen && father.name) errors.push(`Nessuno stallone trovato per '${father.name}'.`);
    if (!mother.chosen && mother.name) errors.push(`Nessuna fattrice trovata per '${mother.name}'.`);
    if (!father.chosen || !mother.chosen) return { view: "selection", father: father.chosen, mother: mother.chosen, errors };

    try {
      const mating = await deps.trotting.matingPedigree(father.chosen.code, mother.chosen.code);
      const parents = pedigreeParents(mating);
      const fatherName = parents.sire?.name ?? father.chosen.text;
      const motherName = parents.dam?.name ?? mother.chosen.text;
      return {
        view: "result",
        father: { code: father.chosen.code, text: fatherName },
        mother: { code: mother.chosen.code, text: motherName },
        title: mating.title || `${fatherName} + ${motherName}`,
        section: pedigreeSection(mating),
        resolvedFromText: father.fromText || mother.fromText,
      };
    } catch (error) {
      if (isUpstreamError(error, "rejected") || isUpstreamError(error, "not-found")) {
        const messages = Object.values(error.fieldErrors ?? {}).flat();
        return {
          view: "selection",
          father: father.chosen,
          mother: mother.chosen,
          errors: messages.length ? messages : ["Selezionare uno stallone e una fattrice validi."],
        };
      }
      throw error;
    }
  };
}
