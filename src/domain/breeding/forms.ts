/** The foal listing and the follow subscription (docs/PRODUCT.md: "Adding a foal", "Following a horse"), in Sulky's terms. */

/** A horse or breeder chosen in a form: its code (empty when none was found) and what the visitor typed. */
export type FormChoice = { code: string; typed: string };

export type FoalListing = {
  name: string;
  sex: "F" | "M";
  birthYear: number;
  dam: FormChoice;
  sire: FormChoice;
  breeder: FormChoice;
  phone: string;
  note: string;
};

/** The listing's fields an upstream refusal (422) can name. */
export type FoalListingField = keyof FoalListing;

export type FoalListingReceipt = { message: string | null; warning: string | null };

export type FollowedHorse = { code: string; label: string };

export type FollowSubscription = { name: string; email: string; horses: FollowedHorse[] };

/** Each followed horse is described by its name plus sire and dam. */
export function followedHorseLabel(horse: { name: string; sire?: string | null; dam?: string | null }): string {
  const parents = [horse.sire, horse.dam].filter((name) => name && name.trim()).join(" e ");
  return parents ? `${horse.name} da ${parents}` : horse.name;
}

/** Adds a horse once; the same code twice is one horse. */
export function addFollowedHorse(horses: readonly FollowedHorse[], horse: FollowedHorse): FollowedHorse[] {
  return horses.some((existing) => existing.code === horse.code) ? [...horses] : [...horses, horse];
}

export function removeFollowedHorse(horses: readonly FollowedHorse[], code: string): FollowedHorse[] {
  return horses.filter((horse) => horse.code !== code);
}

/** 'Conferma' shows only once at least one horse is chosen (docs/PRODUCT.md, "Following a horse"). */
export function canConfirmFollow(horses: readonly FollowedHorse[]): boolean {
  return horses.length > 0;
}
