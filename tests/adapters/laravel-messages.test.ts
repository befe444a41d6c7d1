import { describe, expect, it } from "vitest";
import { italianFieldErrors, italianMessage } from "~/adapters/fantasy/laravel-messages";

describe("Laravel's English messages in Italian", () => {
  it("translates the framework's validation and login messages the game sends", () => {
    expect(italianMessage("The name field is required.")).toBe("Il campo nome è obbligatorio.");
    expect(italianMessage("The email must be a valid email address.")).toBe("Il campo email deve essere un indirizzo email valido.");
    expect(italianMessage("The email has already been taken.")).toBe("Il valore del campo email è già stato utilizzato.");
    expect(italianMessage("The password must be at least 8 characters.")).toBe("Il campo password deve contenere almeno 8 caratteri.");
    expect(italianMessage("The name must not be greater than 255 characters.")).toBe("Il campo nome non può superare 255 caratteri.");
    expect(italianMessage("The password confirmation does not match.")).toBe("La conferma del campo password non corrisponde.");
    expect(italianMessage("The selected action is invalid.")).toBe("Il valore scelto per il campo azione non è valido.");
    expect(italianMessage("The codice cavallo field is required.")).toBe("Il campo cavallo è obbligatorio.");
    expect(italianMessage("These credentials do not match our records.")).toBe("Le credenziali non corrispondono ai nostri archivi.");
    expect(italianMessage("Too many login attempts. Please try again in 42 seconds.")).toBe(
      "Troppi tentativi di accesso: riprova tra 42 secondi.",
    );
  });

  it("keeps the game's own Italian messages, and drops English it cannot translate", () => {
    expect(italianMessage("Budget insufficiente per acquistare questo cavallo.")).toBe(
      "Budget insufficiente per acquistare questo cavallo.",
    );
    expect(italianMessage("The password must contain at least one symbol.")).toBeNull();
    expect(
      italianFieldErrors({ password: ["The password must contain at least one symbol."], name: ["The name field is required."] }),
    ).toEqual({
      password: [],
      name: ["Il campo nome è obbligatorio."],
    });
  });
});
