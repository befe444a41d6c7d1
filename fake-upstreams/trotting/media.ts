import type { Illustration, Silks } from "../shared/illustrations";
import type { MediaResolver } from "../shared/media";
import type { Horse } from "./dataset/types";
import type { TrottingStore } from "./store";

const BANNER_TEXTS: Record<string, [string, string]> = {
  "aste-vinovo": ["Aste di Vinovo", "I puledri migliori all'asta"],
  allevatori: ["I nostri allevatori", "Puledri, fattrici e stalloni"],
  fantatrotto: ["FantaTrotto", "Crea la tua scuderia"],
  qualifiche: ["Qualifiche", "Le prove dei giovani trottatori"],
  mangimi: ["Mangimi Trotto Italia", "La forza del campione"],
};
const SPONSOR_TEXTS: Record<string, [string, Silks]> = {
  mangimi: ["Mangimi Trotto Italia", ["#b71c1c", "#ffd54f"]],
  sulky: ["Sulky in carbonio", ["#212121", "#9e9e9e"]],
};

/** What the trotting fake's pictures show: each horse in its stable's silks, each breeder's crest. */
export function trottingMedia(store: TrottingStore): MediaResolver {
  const { world } = store.dataset;
  const breederSilks = (id: number | null): Silks => (id ? world.breeders[id - 1]?.colours : undefined) ?? ["#b71c1c", "#fafafa"];
  const silksOf = (horse: Horse): Silks => {
    const age = store.ageOf(horse);
    if (horse.studBreederId) return breederSilks(horse.studBreederId);
    const owner = horse.ownerId && age >= 2 ? world.people[horse.ownerId - 1] : undefined;
    return owner?.colours ?? breederSilks(horse.breederId);
  };
  const horsePicture = (horse: Horse, index: number): Illustration => {
    const age = store.ageOf(horse);
    if (age <= 1) {
      const dam = store.horse(horse.damCode);
      return { kind: "paddock", caption: horse.name, coat: dam?.coat ?? "baio", foalCoat: horse.coat };
    }
    if (horse.sex === "F" && horse.studBreederId) {
      const foal = store
        .children(horse.code)
        .filter((child) => child.damCode === horse.code)
        .at(-1);
      return { kind: "paddock", caption: horse.name, coat: horse.coat, foalCoat: foal?.coat ?? horse.coat };
    }
    return {
      kind: "trotter",
      caption: horse.name,
      silks: silksOf(horse),
      coat: horse.coat,
      setting: index % 2 === 0 ? "training" : "track",
    };
  };
  return (label) => {
    let match = /^(?:cavallo-(\d+)-(\d+)|stallone-(\d+))$/.exec(label);
    if (match) {
      const horse = store.horse(match[1] ?? match[3]);
      return horse ? horsePicture(horse, Number(match[2] ?? 1)) : null;
    }
    match = /^allevatore-(\d+)(-banner)?$/.exec(label);
    if (match) {
      const breeder = store.breedersById.get(Number(match[1]));
      const simulated = world.breeders[Number(match[1]) - 1];
      if (!breeder || !simulated) return null;
      if (match[2])
        return { kind: "banner", caption: breeder.Nome, subtitle: `${breeder.citta} (${breeder.provincia})`, silks: simulated.colours };
      const initials =
        breeder.Nome.replace(/^(Allevamento|Tenuta|Scuderia|Azienda Agricola)\s+/i, "")
          .split(/\s+/)
          .filter((word) => /^[A-Z]/.test(word) && !/^(Il|La|Le|Lo|Dei|Del|Della|Degli|Di)$/.test(word))
          .map((word) => word[0])
          .join("")
          .slice(0, 3) || breeder.Nome[0];
      return { kind: "crest", caption: breeder.Nome, silks: simulated.colours, initials, town: breeder.citta };
    }
    match = /^banner-([a-z-]+)$/.exec(label);
    if (match && BANNER_TEXTS[match[1]])
      return { kind: "banner", caption: BANNER_TEXTS[match[1]][0], subtitle: BANNER_TEXTS[match[1]][1], silks: ["#b71c1c", "#4a0d0d"] };
    match = /^sponsor-([a-z-]+)$/.exec(label);
    if (match && SPONSOR_TEXTS[match[1]]) return { kind: "banner", caption: SPONSOR_TEXTS[match[1]][0], silks: SPONSOR_TEXTS[match[1]][1] };
    return null;
  };
}
