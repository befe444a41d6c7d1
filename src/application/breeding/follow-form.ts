import { z } from "zod";
import type { FollowedHorse } from "../../domain/breeding/forms";

export type FollowFormValues = { name: string; email: string; horses: FollowedHorse[] };

export const followFormSchema = z.object({
  name: z.string().trim().max(100, "Il nome può avere al massimo 100 caratteri"),
  // 254 characters: the longest address mail can carry (RFC 5321), so a longer text is refused here, in Italian.
  email: z
    .string()
    .trim()
    .min(1, "Inserisci il tuo indirizzo email")
    .max(254, "L'indirizzo email può avere al massimo 254 caratteri")
    .pipe(z.email("Indirizzo email non valido")),
  horses: z
    .array(z.object({ code: z.string().regex(/^\d{1,12}$/, "Cavallo non valido"), label: z.string().trim().min(1).max(200) }))
    .min(1, "Scegli almeno un cavallo da seguire")
    .max(50, "Puoi seguire al massimo 50 cavalli per volta"),
});
