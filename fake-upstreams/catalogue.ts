import type { Showcase } from "./trotting/dataset/types";
import type { FakeName } from "./shared/types";

/** Every call the upstreams answer Sulky (docs/FAKES.md), with a working example against the fakes. */
export interface CatalogueEntry {
  seed: "000" | "001";
  upstream: FakeName;
  method: "GET" | "POST";
  specPath: string;
  examplePath: string;
  body?: unknown;
  /** status the example answers with when it is not 2xx (documented invalid cases) */
  expectedStatus?: number;
  /** fantasy calls that need a logged-in session */
  needsLogin?: boolean;
}

export function buildCatalogue(showcase: Showcase, currentYear: number): CatalogueEntry[] {
  const s = showcase;
  const stallion = s.stallionWithEverything;
  const mare = s.mareWithEverything;
  const result = s.resultDayWithQualificationAndGranPremio;
  const entry = s.entryDay;
  const trotting = (specPath: string, examplePath: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
    seed: "000",
    upstream: "trotting",
    method: "GET",
    specPath,
    examplePath,
    ...extra,
  });
  const partner = (specPath: string, examplePath: string): CatalogueEntry => ({
    seed: "001",
    upstream: "trotting",
    method: "GET",
    specPath,
    examplePath,
  });
  const fantasy = (method: "GET" | "POST", specPath: string, examplePath: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
    seed: "001",
    upstream: "fantasy",
    method,
    specPath,
    examplePath,
    ...extra,
  });
  const content = (specPath: string, examplePath: string): CatalogueEntry => ({
    seed: "000",
    upstream: "content",
    method: "GET",
    specPath,
    examplePath,
  });
  return [
    trotting("GET /api/v2/corse/{type}", "/api/v2/corse/partenti"),
    trotting("GET /api/v2/corse/{type}", "/api/v2/corse/arrivi"),
    trotting("GET /api/v2/{type}/{date}/{ippodromo}[/{numeroCorsa}]", `/api/v2/arrivi/${result.date}/${result.ippodromo}T`),
    trotting("GET /api/v2/{type}/{date}/{ippodromo}[/{numeroCorsa}]", `/api/v2/arrivi/${result.date}/${result.ippodromo}/${result.race}`),
    trotting("GET /api/v2/{type}/{date}/{ippodromo}[/{numeroCorsa}]", `/api/v2/partenti/${entry.date}/${entry.ippodromo}T/${entry.race}`),
    trotting(
      "GET /api/v2/partenti/dettaglio-corsa/{date}/{ippodromo}/{numeroCorsa}",
      `/api/v2/partenti/dettaglio-corsa/${entry.date}/${entry.ippodromo}T/${entry.race}`,
    ),
    trotting("GET /api/v2/partenti/{date}", `/api/v2/partenti/${entry.date}`),
    trotting("GET /api/v2/cavalli/{code}/stats", `/api/v2/cavalli/${stallion}/stats`),
    trotting("GET /api/v2/cavalli/videos/{code}", `/api/v2/cavalli/videos/${stallion}`),
    trotting("GET /api/v2/cavalli/miglioriFigli/{code}", `/api/v2/cavalli/miglioriFigli/${stallion}`),
    trotting("GET /api/v2/cavalli/{code}", `/api/v2/cavalli/${stallion}`),
    trotting("GET /api/v2/prestazioni, query horseId", `/api/v2/prestazioni?horseId=${s.placementOverThirty.horseCode}`),
    trotting("GET /api/v2/cavalli, query s", "/api/v2/cavalli?s=varenne"),
    trotting("GET /api/v2/cavalli/racingSons, query q", "/api/v2/cavalli/racingSons?q=nad%20al%20sheba"),
    trotting(
      "GET /api/v1/cavalli/cerca/partenti, query s",
      `/api/v1/cavalli/cerca/partenti?s=${encodeURIComponent(s.drawHorseName.slice(0, 5))}`,
    ),
    trotting("GET /api/v1/cavalli/cerca (input, type M or F)", "/api/v1/cavalli/cerca?input=ready&type=M&ageLimit=1"),
    trotting("POST /api/v2/ricerca/puledri, body is the route query", "/api/v2/ricerca/puledri", {
      method: "POST",
      body: { year: currentYear - 1, padre: "a" },
    }),
    trotting("GET /api/v1/cavalli/genealogia/{code}", `/api/v1/cavalli/genealogia/${stallion}`),
    trotting("GET /api/v1/cavalli/linea/{code}", `/api/v1/cavalli/linea/${stallion}`),
    trotting("GET /api/v2/{stalloni or puledri}/{code}, optional st=fattrice", `/api/v2/stalloni/${stallion}`),
    trotting("GET /api/v2/{stalloni or puledri}/{code}, optional st=fattrice", `/api/v2/puledri/${mare}?st=fattrice`),
    trotting("GET /api/v2/{type}/contacts/{id}", `/api/v2/stalloni/contacts/${stallion}`),
    trotting("GET /api/v2/mares", "/api/v2/mares"),
    trotting("GET /api/v2/carats", "/api/v2/carats"),
    trotting("GET /api/v2/trainees", "/api/v2/trainees"),
    trotting("GET /api/v1/getStalloniSponsor", "/api/v1/getStalloniSponsor"),
    trotting("GET /api/v2/allevatori?boxes=1", "/api/v2/allevatori?boxes=1"),
    trotting("GET /api/v2/allevatori", "/api/v2/allevatori"),
    trotting("GET /api/v2/allevatori/{id}?year", `/api/v2/allevatori/${s.breederWithAllevatorePhone}?year=${currentYear - 1}`),
    trotting("GET /api/v2/allevatori/own", "/api/v2/allevatori/own"),
    trotting("GET /api/v2/allevatori, query mini=1 and term", "/api/v2/allevatori?mini=1&term=alle"),
    trotting("GET /api/v2/puledri?year&wvideo&fixed", `/api/v2/puledri?year=${currentYear - 1}&wvideo=0&fixed=1`),
    trotting("POST /api/v2/puledri, body formData and breederText", "/api/v2/puledri", {
      method: "POST",
      body: {
        nome: "Zeta Prova",
        sesso: "M",
        anno: currentYear,
        padre: stallion,
        madre: mare,
        allevatore_id: 1,
        telefono: "3331234567",
        note: "",
      },
    }),
    trotting("POST /api/v2/puledri, body formData and breederText", "/api/v2/puledri", {
      method: "POST",
      body: { nome: "", sesso: "X", anno: 1990, telefono: "" },
      expectedStatus: 422,
    }),
    trotting("POST /api/v2/subscribe, body Nome, Email, horses", "/api/v2/subscribe", {
      method: "POST",
      body: { Nome: "Mario", Email: "mario@example.it", horses: [{ value: stallion, text: "Cavallo" }] },
    }),
    trotting("POST /api/v2/subscribe, body Nome, Email, horses", "/api/v2/subscribe", {
      method: "POST",
      body: { Nome: "Mario", Email: "non-valida", horses: [] },
      expectedStatus: 422,
    }),
    trotting("GET /api/v2/draws?horse={text}", `/api/v2/draws?horse=${encodeURIComponent(s.drawHorseName)}`),
    trotting("GET /api/v2/draws?horse={text}", "/api/v2/draws?horse=ab", { expectedStatus: 422 }),
    trotting("GET /api/v2/draws/{date}/{hyppodrome}/{race}", `/api/v2/draws/${entry.date}/${entry.ippodromo}T/${entry.race}`),
    trotting(
      "GET /api/v2/draws/{date}/{hyppodrome}/{race}",
      `/api/v2/draws/${s.drawWithoutNumbers.date}/${s.drawWithoutNumbers.ippodromo}/${s.drawWithoutNumbers.race}`,
    ),
    trotting("GET /api/v1/classifiche/qualifiche?year&take", `/api/v1/classifiche/qualifiche?year=${currentYear - 2}&take=500`),
    trotting("GET /api/v2/qualifiche/classifica?year&slug&type", `/api/v2/qualifiche/classifica?year=${currentYear - 3}&type=stalloni`),
    trotting("GET /api/v2/classifiche, query year, entity, eta, type", `/api/v2/classifiche?entity=stalloni&year=${currentYear}`),
    trotting("GET /api/v2/classifiche, query year, entity, eta, type", `/api/v2/classifiche?entity=leaders&year=${currentYear}&eta=3`),
    trotting("GET /api/v2/classifiche/{entity}/{id}/{year}, optional eta, type", `/api/v2/classifiche/stalloni/${stallion}/${currentYear}`),
    trotting("POST /api/v1/genealogia, body father, mother", "/api/v1/genealogia", {
      method: "POST",
      body: { father: stallion, mother: mare },
    }),
    trotting("GET /api/v2/banners", "/api/v2/banners"),
    content("GET pages/{id}", "/pages/12"),
    content("GET posts?categories=33&per_page=30&_embed", "/posts?categories=33&per_page=30&_embed"),
    content("GET posts?_embed&per_page=15&page={n}", "/posts?_embed&per_page=15&page=2"),
    content("GET posts/{id}?_embed", "/posts/1064?_embed"),
    fantasy("GET", "/sanctum/csrf-cookie", "/sanctum/csrf-cookie"),
    fantasy("POST", "/register", "/register", {
      body: { name: "Scuderia Catalogo", email: "catalogo@example.it", password: "password123", password_confirmation: "password123" },
    }),
    fantasy("POST", "login (cookie-session scheme)", "/login", { body: { email: "catalogo@example.it", password: "password123" } }),
    fantasy("GET", "/api/ratings", "/api/ratings", { needsLogin: true }),
    fantasy("POST", "/api/users-horses", "/api/users-horses", { needsLogin: true, body: { action: "buy", CodiceCavallo: "__cheapest__" } }),
    fantasy("GET", "/api/user", "/api/user", { needsLogin: true }),
    fantasy("GET", "/api/rankings[/{week or month or season}[/{id}]]", "/api/rankings", { needsLogin: true }),
    fantasy("GET", "/api/rankings[/{week or month or season}[/{id}]]", "/api/rankings/week", { needsLogin: true }),
    fantasy("GET", "/api/rankings[/{week or month or season}[/{id}]]", "/api/rankings/month/M1", { needsLogin: true }),
    fantasy("POST", "logout (cookie-session scheme)", "/logout", { needsLogin: true }),
    partner(
      "GET /api/iframe/figli-nad-al-sheba with year and stallion",
      `/api/iframe/figli-nad-al-sheba?stallion=${stallion}&year=${currentYear - 1}`,
    ),
    partner(
      "GET /api/iframe/fattrici-nad-al-sheba with year and stallion",
      `/api/iframe/fattrici-nad-al-sheba?stallion=${stallion}&year=${currentYear}`,
    ),
    partner("GET /api/iframe/statistiche-figli-nad-al-sheba", `/api/iframe/statistiche-figli-nad-al-sheba?stallion=${stallion}`),
    partner("GET /statistiche-figli-piu-veloci-nad-al-sheba", `/api/iframe/statistiche-figli-piu-veloci-nad-al-sheba?stallion=${stallion}`),
    partner("GET /statistiche-figli-piu-ricchi-nad-al-sheba", `/api/iframe/statistiche-figli-piu-ricchi-nad-al-sheba?stallion=${stallion}`),
    partner("GET /api/iframe/cavalli-di", "/api/iframe/cavalli-di?breeder=1"),
    partner("GET /accoppiamenti-di", `/api/iframe/accoppiamenti-di?breeder=1&year=${currentYear}`),
    partner("GET /fattrici-di", "/api/iframe/fattrici-di?breeder=1"),
    partner("GET /prodotti-di", `/api/iframe/prodotti-di?breeder=1&year=${currentYear - 1}`),
    { ...trotting("GET /api/v2/{stalloni or puledri}/{code} (horse-file API)", `/api/v2/puledri/${s.foalCurrentYear}`), seed: "001" },
    { ...trotting("GET /api/v2/{type}/contacts/{id} (horse-file API)", `/api/v2/puledri/contacts/${s.foalCurrentYear}`), seed: "001" },
    { ...trotting("GET /api/v2/mares, /api/v2/carats, /api/v2/trainees", "/api/v2/mares"), seed: "001" },
    { ...trotting("GET /api/v1/cavalli/genealogia/{code}", `/api/v1/cavalli/genealogia/${s.descendantOfHalfSiblingMating}`), seed: "001" },
    { ...trotting("GET /api/v1/cavalli/linea/{code}", `/api/v1/cavalli/linea/${s.mareWithEmptyFemaleLine}`), seed: "001" },
    { ...trotting("GET /api/v1/getStalloniSponsor", "/api/v1/getStalloniSponsor"), seed: "001" },
    { ...trotting("GET /api/v2/cavalli/{code}", `/api/v2/cavalli/${s.horseWithNoData}`), seed: "001" },
    { ...trotting("GET /api/v2/prestazioni with horseId", `/api/v2/prestazioni?horseId=${s.horseWithNoData}`), seed: "001" },
    {
      ...trotting("POST /api/v1/genealogia with father, mother", "/api/v1/genealogia", {
        method: "POST",
        body: { father: stallion, mother: mare },
      }),
      seed: "001",
    },
  ];
}
