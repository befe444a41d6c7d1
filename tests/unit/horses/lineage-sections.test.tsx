import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FemaleLineOrNone, preloadLineageSections } from "~/views/routes/horses/sections/lineage-accordions";

const line = [{ name: "Bice Grif", label: "Madre", code: "100200", foals: [] }];

describe("lineage sections loaded after the page's own code", () => {
  it("render in place on the server once preloaded, never after the rest of the page", async () => {
    // before its code is loaded, a deferred section is only its (empty) fallback
    expect(renderToString(<FemaleLineOrNone entries={line} subjectCode="100300" />)).not.toContain("Bice Grif");

    await preloadLineageSections();

    const html = renderToString(<FemaleLineOrNone entries={line} subjectCode="100300" />);
    expect(html).toContain("Bice Grif");
    expect(html).toContain("Nessun prodotto registrato.");
  });

  it("say there is no female line without loading anything", () => {
    expect(renderToString(<FemaleLineOrNone entries={null} subjectCode="100300" />)).toContain("Linea femminile non disponibile.");
  });
});
