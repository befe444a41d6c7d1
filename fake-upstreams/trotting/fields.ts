import type { Field } from "./dataset/types";

/** Column definitions ({key, label}) shared by every table response. */
export const fields = (...pairs: [key: string, label: string][]): Field[] => pairs.map(([key, label]) => ({ key, label }));

export const HORSE_TABLE_FIELDS = fields(
  ["NomeCavallo", "Nome"],
  ["Sesso", "Sesso"],
  ["NomePadre", "Padre"],
  ["NomeMadre", "Madre"],
  ["Anno", "Anno"],
);
export const FOAL_TABLE_FIELDS = fields(
  ["NomeCavallo", "Nome"],
  ["Sesso", "Sesso"],
  ["NomePadre", "Padre"],
  ["NomeMadre", "Madre"],
  ["telefono", "Telefono"],
);
export const MARE_TABLE_FIELDS = fields(
  ["NomeCavallo", "Nome"],
  ["Anno", "Anno"],
  ["NomePadre", "Padre"],
  ["NomeMadre", "Madre"],
  ["RecordBreve", "Record"],
);
