import { buildDataset } from "~/fake-upstreams/trotting/dataset";

/**
 * Every route of the site (views/routes.ts: both specifications plus Sulky's own
 * resources), as its pattern exactly as the route table writes it (for the fuzz test
 * and the drift check) and an example URL with real showcase data (for the fault
 * matrix). A pattern may have several examples (its optional segments).
 * `expects` names the message the spec's error catalogue gives for that screen
 * (docs/PRODUCT.md, "Across the site"), if any; `resource` marks answers that are not pages (JSON, XML, text);
 * `notFound` marks the catch-all routes, whose right answer is the 404 page.
 */
export type CatalogueRoute = {
  pattern: string;
  example: string;
  expects?: "draws" | "qualifications";
  resource?: "json" | "xml" | "text" | "csv" | "calendar";
  notFound?: true;
};

export const DRAWS_ERROR = "C'è stato un errore, riprovare più tardi";
export const QUALIFICATIONS_RETRYING = "Qualcosa è andato storto, sto riprovando...";

type Showcase = ReturnType<typeof buildDataset>["showcase"];

/** `today` is the day the fakes under test were built for (the same clock as the site's). */
export function buildRouteCatalogue(options: { newsSlug: string; today: Date }): CatalogueRoute[] {
  const dataset = buildDataset({ today: options.today, publicUrl: "http://127.0.0.1" });
  const show: Showcase = dataset.showcase;
  const slugOf = (code: string | number) => dataset.horses.find((horse) => String(horse.code) === String(code))?.slug ?? `${code}-cavallo`;
  const stallion = slugOf(show.stallionWithEverything);
  const mare = slugOf(show.mareWithEverything);
  const foal = slugOf(show.foalCurrentYear);
  const forSale = dataset.horses.find((horse) => horse.forSale)?.slug ?? stallion;
  const breeder = dataset.breeders[0].slug;
  const entries = show.entryDay;
  const results = show.resultDayWithQualificationAndGranPremio;
  const draw = show.drawWithoutNumbers;
  const year = dataset.currentYear;
  const drawName = show.drawHorseName.split(" ")[0];

  return [
    // the portal (docs/PRODUCT.md)
    { pattern: "/", example: "/" },
    { pattern: "/trotto/puledri", example: `/trotto/puledri?year=${year - 1}` },
    { pattern: "/trotto/puledri/:slug", example: `/trotto/puledri/${foal}` },
    { pattern: "/trotto/fattrici/:slug", example: `/trotto/fattrici/${mare}` },
    { pattern: "/trotto/in-vendita/:slug", example: `/trotto/in-vendita/${forSale}` },
    { pattern: "/trotto/allevatori", example: "/trotto/allevatori" },
    { pattern: "/trotto/allevatori/:slug", example: `/trotto/allevatori/${breeder}` },
    { pattern: "/trotto/stalloni", example: "/trotto/stalloni" },
    { pattern: "/trotto/stalloni/in-evidenza", example: "/trotto/stalloni/in-evidenza" },
    { pattern: "/trotto/stalloni/:slug", example: `/trotto/stalloni/${stallion}` },
    { pattern: "/trotto/stalloni/:slug/fattrici", example: `/trotto/stalloni/${stallion}/fattrici` },
    { pattern: "/trotto/stalloni/:slug/figli", example: `/trotto/stalloni/${stallion}/figli` },
    { pattern: "/trotto/in-vendita/fattrici", example: "/trotto/in-vendita/fattrici" },
    { pattern: "/trotto/in-vendita/carature", example: "/trotto/in-vendita/carature" },
    { pattern: "/trotto/in-vendita/puledri", example: "/trotto/in-vendita/puledri" },
    { pattern: "/trotto/qualifiche", example: "/trotto/qualifiche", expects: "qualifications" },
    { pattern: "/trotto/qualifiche/elenco", example: `/trotto/qualifiche/elenco?anno=${year - 2}`, resource: "json" },
    { pattern: "/trotto/qualifiche/classifiche/:type/:year?/:slug?", example: "/trotto/qualifiche/classifiche/stalloni" },
    {
      pattern: "/trotto/qualifiche/classifiche/:type/:year?/:slug?",
      example: `/trotto/qualifiche/classifiche/stalloni/${year - 2}/${stallion}`,
    },
    { pattern: "/trotto/partenti", example: "/trotto/partenti" },
    { pattern: "/trotto/arrivi", example: "/trotto/arrivi" },
    { pattern: "/trotto/partenti/figli-di", example: "/trotto/partenti/figli-di?padreText=Varenne" },
    { pattern: "/trotto/partenti/:date", example: `/trotto/partenti/${entries.date}` },
    {
      pattern: "/trotto/partenti/:date/:racecourse/:raceNumber?",
      example: `/trotto/partenti/${entries.date}/${entries.ippodromo}/${entries.race}`,
    },
    {
      pattern: "/trotto/arrivi/:date/:racecourse/:raceNumber?",
      example: `/trotto/arrivi/${results.date}/${results.ippodromo}/${results.race}`,
    },
    {
      pattern: "/trotto/partenti/dettaglio-corsa/:date/:racecourse/:raceNumber?",
      example: `/trotto/partenti/dettaglio-corsa/${entries.date}/${entries.ippodromo}/${entries.race}`,
    },
    { pattern: "/trotto/sorteggi", example: `/trotto/sorteggi?cavallo=${drawName}`, expects: "draws" },
    {
      pattern: "/trotto/sorteggi/:date/:racecourse/:raceNumber",
      example: `/trotto/sorteggi/${draw.date}/${draw.ippodromo}/${draw.race}`,
      expects: "draws",
    },
    { pattern: "/trotto/indice-sulky", example: "/trotto/indice-sulky" },
    { pattern: "/trotto/indice-sulky/pronostici", example: "/trotto/indice-sulky/pronostici" },
    { pattern: "/trotto/statistiche/numeri", example: `/trotto/statistiche/numeri?ippodromo=${results.ippodromo}&partenza=autostart` },
    { pattern: "/trotto/classifiche/:entity", example: "/trotto/classifiche/stalloni" },
    { pattern: "/trotto/classifiche/:entity/:slug/:year?", example: `/trotto/classifiche/stalloni/${stallion}/${year - 1}` },
    { pattern: "/ipotesi-accoppiamento", example: "/ipotesi-accoppiamento" },
    { pattern: "/ipotesi-accoppiamento/stalloni", example: `/ipotesi-accoppiamento/stalloni?fattrice=${show.mareWithEverything}` },
    { pattern: "/news", example: "/news" },
    { pattern: "/news/:slug", example: `/news/${options.newsSlug}` },
    {
      pattern: "/cavalli",
      example: `/cavalli?s=${dataset.horses.find((horse) => horse.code === show.stallionWithEverything)!.name.split(" ")[0]}`,
    },
    { pattern: "/cavalli/:slug", example: `/cavalli/${stallion}` },
    { pattern: "/cavalli/aggiungi-puledro", example: "/cavalli/aggiungi-puledro" },
    { pattern: "/cavalli/segui-cavallo", example: "/cavalli/segui-cavallo" },
    { pattern: "/cavalli/i-miei-cavalli", example: "/cavalli/i-miei-cavalli" },
    { pattern: "/ricerca/figli-in-corsa", example: "/ricerca/figli-in-corsa?q=Varenne" },
    { pattern: "/ricerca/cavalli/partenti", example: `/ricerca/cavalli/partenti?s=${drawName}` },
    { pattern: "/ricerca/puledri", example: "/ricerca/puledri" },
    { pattern: "/chi-siamo", example: "/chi-siamo" },
    { pattern: "/contatti", example: "/contatti" },
    { pattern: "/privacy", example: "/privacy" },
    { pattern: "/partenti/oggi", example: "/partenti/oggi" },
    { pattern: "/ricerca/cavallo", example: "/ricerca/cavallo" },
    { pattern: "/ricerca", example: "/ricerca?q=Fortuna" },
    { pattern: "/*", example: "/pagina-che-non-esiste", notFound: true },
    // Sulky's own resources: the pickers' JSON, search-engine files
    { pattern: "/api/allevatori/suggerimenti", example: "/api/allevatori/suggerimenti?term=Allevamento", resource: "json" },
    { pattern: "/api/ricerca", example: "/api/ricerca?q=Varenne", resource: "json" },
    { pattern: "/api/cavalli/cerca", example: "/api/cavalli/cerca?input=Vare&type=M&ageLimit=1", resource: "json" },
    { pattern: "/robots.txt", example: "/robots.txt", resource: "text" },
    ...["sitemap.xml", "sitemap-news.xml", "sitemap-cavalli.xml", "sitemap-allevatori.xml", "sitemap-pagine.xml"].map((file) => ({
      pattern: `/${file}`,
      example: `/${file}`,
      resource: "xml" as const,
    })),
    // Calendar feeds of upcoming starts
    { pattern: "/cavalli/:slug/partenti.ics", example: `/cavalli/${stallion}/partenti.ics`, resource: "calendar" },
    {
      pattern: "/calendario.ics",
      example: `/calendario.ics?cavalli=${show.stallionWithEverything},${show.mareWithEverything}`,
      resource: "calendar",
    },
    // CSV exports of the table pages (`?formato=csv` reaches them; README "Esportazione CSV")
    { pattern: "/esporta/csv/trotto/classifiche/:entity", example: "/trotto/classifiche/stalloni?formato=csv", resource: "csv" },
    {
      pattern: "/esporta/csv/trotto/classifiche/:entity/:slug/:year?",
      example: `/trotto/classifiche/stalloni/${stallion}/${year - 1}?formato=csv`,
      resource: "csv",
    },
    {
      pattern: "/esporta/csv/trotto/qualifiche/classifiche/:type/:year?/:slug?",
      example: "/trotto/qualifiche/classifiche/stalloni?formato=csv",
      resource: "csv",
    },
    { pattern: "/esporta/csv/trotto/puledri", example: `/trotto/puledri?year=${year - 1}&formato=csv`, resource: "csv" },
    { pattern: "/esporta/csv/trotto/allevatori", example: "/trotto/allevatori?formato=csv", resource: "csv" },
    {
      pattern: "/esporta/csv/trotto/arrivi/:date/:racecourse/:raceNumber?",
      example: `/trotto/arrivi/${results.date}/${results.ippodromo}/${results.race}?formato=csv`,
      resource: "csv",
    },
    // docs/PRODUCT.md, "Fantasy game"
    { pattern: "/fantatrotto", example: "/fantatrotto" },
    { pattern: "/fantatrotto/auth", example: "/fantatrotto/auth" },
    { pattern: "/fantatrotto/mercato", example: "/fantatrotto/mercato" },
    { pattern: "/fantatrotto/classifiche/:type?/:id?", example: "/fantatrotto/classifiche/settimana" },
    { pattern: "/fantatrotto/regolamento", example: "/fantatrotto/regolamento" },
    { pattern: "/fantatrotto/esci", example: "/fantatrotto/esci" },
    // docs/PRODUCT.md, "Partner pages" (bare layout)
    ...["genealogia", "figli", "fattrici", "statistiche", "figli-piu-veloci", "figli-piu-ricchi"].map((page) => ({
      pattern: `/iframe/stalloni/:slug/${page}`,
      example: `/iframe/stalloni/${stallion}/${page}`,
    })),
    ...["cavalli", "accoppiamenti", "puledri", "fattrici"].map((page) => ({
      pattern: `/iframe/allevatori/:slug/${page}`,
      example: `/iframe/allevatori/${breeder}/${page}`,
    })),
    { pattern: "/iframe/*", example: "/iframe/pagina-che-non-esiste", notFound: true },
  ];
}

/** The first post of the content fake, as the `/news/{id}-{slug}` segment. */
export async function firstNewsSlug(contentUrl: string): Promise<string> {
  const posts = (await (await fetch(`${contentUrl}/posts?per_page=1`)).json()) as { id: number; slug: string }[];
  return `${posts[0].id}-${posts[0].slug}`;
}

/** What a visitor reads: scripts and styles removed, tags stripped, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** A server stack trace in what the visitor reads ("at fn (file.ts:12:3)", "Error: ..." lines). */
export function showsStackTrace(text: string): boolean {
  return /\bat [\w.<>$]+ \([^)]*:\d+:\d+\)|\bat (file|node):|node_modules\/|\.tsx?:\d+:\d+/.test(text);
}
