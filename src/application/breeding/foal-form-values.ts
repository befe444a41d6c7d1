/** The fields of the add-a-foal form, as posted (text fields keep what the visitor typed). */
export type FoalFormValues = {
  nome: string;
  sesso: string;
  anno: string;
  madre: string;
  madreText: string;
  padre: string;
  padreText: string;
  allevatore_id: string;
  breederText: string;
  telefono: string;
  note: string;
};

export const FOAL_FORM_FIELDS: readonly (keyof FoalFormValues)[] = [
  "nome", "sesso", "anno", "madre", "madreText", "padre", "padreText", "allevatore_id", "breederText", "telefono", "note",
];

export function emptyFoalForm(): FoalFormValues {
  return { nome: "", sesso: "", anno: "", madre: "", madreText: "", padre: "", padreText: "", allevatore_id: "", breederText: "", telefono: "", note: "" };
}

export function foalFormValues(raw: Record<string, unknown>): FoalFormValues {
  const values = emptyFoalForm();
  for (const field of FOAL_FORM_FIELDS) values[field] = typeof raw[field] === "string" ? (raw[field] as string) : "";
  return values;
}
