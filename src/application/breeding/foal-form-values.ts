/** The fields of the add-a-foal form, as posted (text fields keep what the visitor typed). */
export type FoalFormValues = {
  name: string;
  sex: string;
  birthYear: string;
  dam: string;
  damText: string;
  sire: string;
  sireText: string;
  breeder: string;
  breederName: string;
  phone: string;
  note: string;
};

export const FOAL_FORM_FIELDS: readonly (keyof FoalFormValues)[] = [
  "name",
  "sex",
  "birthYear",
  "dam",
  "damText",
  "sire",
  "sireText",
  "breeder",
  "breederName",
  "phone",
  "note",
];

export function emptyFoalForm(): FoalFormValues {
  return {
    name: "",
    sex: "",
    birthYear: "",
    dam: "",
    damText: "",
    sire: "",
    sireText: "",
    breeder: "",
    breederName: "",
    phone: "",
    note: "",
  };
}

export function foalFormValues(raw: Record<string, unknown>): FoalFormValues {
  const values = emptyFoalForm();
  for (const field of FOAL_FORM_FIELDS) values[field] = typeof raw[field] === "string" ? (raw[field] as string) : "";
  return values;
}
