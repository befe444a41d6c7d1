import { z } from "zod";
import { birthYearChoices } from "../../domain/breeding/years";
import type { FoalFormValues } from "./foal-form-values";

export { emptyFoalForm, foalFormValues, FOAL_FORM_FIELDS, type FoalFormValues } from "./foal-form-values";

const code = z
  .string()
  .trim()
  .regex(/^\d{0,12}$/, "Codice non valido");

export const NOTE_MAX_LENGTH = 2000;

/** Server-side rules of the form (docs/PRODUCT.md, "Adding a foal") with the messages shown next to each field. */
export function foalFormSchema(currentYear: number) {
  const years = birthYearChoices(currentYear).map(String);
  return z.object({
    name: z.string().trim().min(1, "Inserisci il nome del puledro").max(60, "Il nome può avere al massimo 60 caratteri"),
    sex: z.enum(["F", "M"], { error: "Scegli il sesso: Femmina o Maschio" }),
    birthYear: z
      .string()
      .refine((value) => years.includes(value), "Scegli l'anno di nascita tra quelli proposti")
      .transform(Number),
    dam: code,
    damText: z.string().trim().max(80, "Testo troppo lungo"),
    sire: code,
    sireText: z.string().trim().max(80, "Testo troppo lungo"),
    breeder: code,
    breederName: z.string().trim().max(120, "Testo troppo lungo"),
    phone: z
      .string()
      .trim()
      .min(1, "Inserisci un numero di telefono")
      .regex(/^\+?[\d\s./()-]{6,20}$/, "Numero di telefono non valido: usa solo cifre, spazi e + . / ( ) -"),
    note: z.string().trim().max(NOTE_MAX_LENGTH, `La nota può avere al massimo ${NOTE_MAX_LENGTH} caratteri`),
  });
}

export type ValidFoalForm = z.output<ReturnType<typeof foalFormSchema>>;

/**
 * Every rule at once, so the visitor sees all errors in one go (an object-level
 * refinement would wait for the other fields to be valid): field → messages.
 */
export function validateFoalForm(
  values: FoalFormValues,
  currentYear: number,
): { ok: true; form: ValidFoalForm } | { ok: false; errors: Record<string, string[]> } {
  const parsed = foalFormSchema(currentYear).safeParse(values);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  if (!values.breeder.trim() && !values.breederName.trim()) (errors.breederName ??= []).push("Indica l'allevatore");
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, form: parsed.data } : { ok: false, errors };
}
