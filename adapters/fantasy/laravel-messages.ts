import type { FieldErrors } from "~/src/ports/upstream-error";

/**
 * The game runs on Laravel, whose framework messages (validation, login) come in English on a
 * stock install (tests/contract/fantasy.test.ts proves it on the real peer); Sulky speaks Italian
 * everywhere. Laravel 8's English messages for the rules the game uses, in Italian; the game's
 * own messages (trade refusals) are Italian already and pass through.
 */
const ATTRIBUTES: Record<string, string> = {
  name: "nome",
  email: "email",
  password: "password",
  "password confirmation": "conferma password",
  action: "azione",
  "codice cavallo": "cavallo",
};

const attribute = (name: string) => ATTRIBUTES[name.toLowerCase()] ?? name;

const TRANSLATIONS: [RegExp, (...groups: string[]) => string][] = [
  [/^The (.+) field is required\.$/, (name) => `Il campo ${attribute(name)} è obbligatorio.`],
  [/^The (.+) must be a valid email address\.$/, (name) => `Il campo ${attribute(name)} deve essere un indirizzo email valido.`],
  [/^The (.+) has already been taken\.$/, (name) => `Il valore del campo ${attribute(name)} è già stato utilizzato.`],
  [/^The (.+) must be at least (\d+) characters\.$/, (name, min) => `Il campo ${attribute(name)} deve contenere almeno ${min} caratteri.`],
  [
    /^The (.+) (?:must not|may not) be greater than (\d+) characters\.$/,
    (name, max) => `Il campo ${attribute(name)} non può superare ${max} caratteri.`,
  ],
  [/^The (.+) confirmation does not match\.$/, (name) => `La conferma del campo ${attribute(name)} non corrisponde.`],
  [/^The selected (.+) is invalid\.$/, (name) => `Il valore scelto per il campo ${attribute(name)} non è valido.`],
  [/^The (.+) must be a string\.$/, (name) => `Il campo ${attribute(name)} deve essere un testo.`],
  [/^These credentials do not match our records\.$/, () => "Le credenziali non corrispondono ai nostri archivi."],
  [/^The provided password is incorrect\.$/, () => "La password non è corretta."],
  [
    /^Too many login attempts\. Please try again in (\d+) seconds\.$/,
    (seconds) => `Troppi tentativi di accesso: riprova tra ${seconds} secondi.`,
  ],
];

/** English the game never meant a player to read (a framework message this table lacks). */
const UNTRANSLATED_ENGLISH = /^(?:The|These|This|Too|Sorry|Invalid|Unauthenticated|Server Error|Whoops)\b/;

/** One message in Italian: translated, kept (the game's own), or null when it is English Sulky cannot translate. */
export function italianMessage(message: string): string | null {
  for (const [pattern, translate] of TRANSLATIONS) {
    const match = pattern.exec(message.trim());
    if (match) return translate(...match.slice(1));
  }
  return UNTRANSLATED_ENGLISH.test(message.trim()) ? null : message;
}

/** Field errors in Italian; an English message without translation is left out (the form then shows the generic one). */
export function italianFieldErrors(fieldErrors: FieldErrors | undefined): FieldErrors | undefined {
  if (!fieldErrors) return undefined;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map(italianMessage).filter((message): message is string => message !== null),
    ]),
  );
}
