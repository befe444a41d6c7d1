/** The foal listing (§3 formData) and the follow subscription, as sent upstream. */

export type FoalListingFormData = {
  nome: string;
  sesso: "F" | "M";
  anno: number;
  madre: string;
  madreInserita: string;
  padre: string;
  padreInserito: string;
  allevatore_id: string;
  telefono: string;
  note: string;
};

export type FoalListing = { formData: FoalListingFormData; breederText: string };

export type FoalListingReceipt = { message: string | null; warning: string | null };

export type FollowedHorse = { value: string; text: string };

export type FollowSubscription = { Nome: string; Email: string; horses: FollowedHorse[] };

/** §3: each followed horse is described by its name plus sire and dam. */
export function followedHorseText(horse: { NomeCavallo: string; NomePadre?: string | null; NomeMadre?: string | null }): string {
  const parents = [horse.NomePadre, horse.NomeMadre].filter((name) => name && name.trim()).join(" e ");
  return parents ? `${horse.NomeCavallo} da ${parents}` : horse.NomeCavallo;
}

/** Adds a horse once; the same code twice is one horse. */
export function addFollowedHorse(horses: readonly FollowedHorse[], horse: FollowedHorse): FollowedHorse[] {
  return horses.some((existing) => existing.value === horse.value) ? [...horses] : [...horses, horse];
}

export function removeFollowedHorse(horses: readonly FollowedHorse[], code: string): FollowedHorse[] {
  return horses.filter((horse) => horse.value !== code);
}

/** 'Conferma' shows only once at least one horse is chosen (§2.15). */
export function canConfirmFollow(horses: readonly FollowedHorse[]): boolean {
  return horses.length > 0;
}
