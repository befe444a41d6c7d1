/**
 * The upstreams' own field names: Sulky's code outside adapters/ (and the fakes) never
 * spells them, it speaks its own vocabulary (docs/decisions/012-anti-corruption-layer.md).
 * tests/architecture/upstream-names.test.ts keeps these lists equal to what the schemas
 * read (`upstreamFieldsRead`) and fails when one of UPSTREAM_ONLY appears in src/ or views/.
 */

/** Names only the upstreams use: never in src/ or views/. */
export const UPSTREAM_ONLY = [
  // trotting API: horses, races, breeding, rankings (Italian, as the API writes them)
  "Allenatore", "Allevamento", "Anno", "Autostart", "CAP", "Categoria", "Cavallo", "CodiceCavallo", "CodiceIppodromo",
  "ColoreMantello", "Corsa", "Corse", "Data", "DataGiornata", "DataNascita", "DataPre", "Deceased", "DescrizioneCorsa",
  "DescrizionePremio", "Dist.", "Distanza", "Dotaz.", "Driver", "Email", "Eta", "GranPremio", "ImportoPremio", "Ippodromo",
  "Link", "Localita", "LunghezzaPista", "Mese", "Nastri", "Nome", "NomeAllevatore", "NomeCavallo", "NomeEntity",
  "NomeGuidatore", "NomeIppodromo", "NomeMadre", "NomeNonno", "NomePadre", "NomePremio", "NomeSibling", "Number",
  "NumeroCorsa", "NumeroPartenti", "NumeroPartenza", "Ora", "Piazzamenti", "Piazzamento", "Pos", "PremioCorsa", "Prodotto",
  "Proprietario", "RecordBreve", "RecordLunga", "Sesso", "SommeVinte", "Sottocategoria", "Taratura", "TempoPre",
  "VinciteCarriera", "Visitabile", "Vittorie",
  "aboveTitle", "addFoalActive", "allevatore", "allevatore_id", "annate", "auct_bgcolor", "auct_color", "auct_name",
  "belowTitle", "bg_color", "big_banner", "bisarcavoli", "bisnonni", "breederText", "citta", "corse", "dataEstesa",
  "descrizione", "dettaglio", "etaOptions", "etaSelected", "full_image", "genitori", "gps", "hideBreeder",
  "horsesFields", "horsesList", "hyppodrome", "img", "img_path", "importo", "indirizzo", "ippodromo", "isBelowThreshold",
  "is_auction", "is_internal", "is_sold", "lettersList", "localita", "madreInserita", "maresFields", "mount_price",
  "newBorns", "newBornsFields", "nomeIppodromo", "nonnoMaterno", "ora", "padreInserito", "perc", "piazzamenti",
  "piazzamentiAnnata", "piazzamentiTrimestre", "piazzamento", "prestazioni", "primo", "productionFields", "provincia",
  "puledriFields", "qualificati", "quarto", "quinto", "recordBreve", "recordBreveAnnata", "recordBreveTrimestre",
  "recordLunga", "recordLungaAnnata", "recordLungaTrimestre", "record_breve", "record_lunga", "secondo", "sesso",
  "showDoubleHeader", "telefono", "telefono1", "telefono2", "terzo", "text_color", "totaleCorse", "totaleCorseAnnata",
  "totaleCorseTrimestre", "totaleVittorie", "totaleVittorieAnnata", "totaleVittorieTrimestre", "trisnonni", "urlSibling", "urlSponsor",
  "videoLink", "vincite", "vinciteCarriera", "vinciteCarrieraAnnata", "vinciteCarrieraTrimestre", "yearSelected",
  // WordPress
  "_embedded", "alt_text", "date_gmt", "media_details", "modified_gmt", "source_url", "wp:featuredmedia",
  // fantasy game
  "password_confirmation",
] as const;

/**
 * Names an upstream shares with Sulky's own vocabulary: plain English words Sulky uses
 * for its own things (data, formData of the web's own APIs), and the Italian words of
 * the spec's public addresses (?anno=, ?eta=, ?padre=, /cavalli/, /trotto/puledri/,
 * /qualifiche/classifiche/nonni, …). Allowed everywhere.
 */
export const SHARED_WITH_SULKY = [
  "all", "alt", "author", "data", "formData", "breeder", "breeders", "budget", "children", "color", "contacts", "content", "count", "crossings",
  "date", "description", "email", "enabled", "excerpt", "fields", "foals", "gallery", "hasVideo", "height", "highlight",
  "horses", "href", "id", "isToday", "items", "key", "label", "left", "letters", "link", "location", "m", "mares",
  "modified", "motto", "name", "note", "numbers", "owned", "owners", "p", "path", "perPage", "phone", "production",
  "queryString", "raceNumber", "rating", "record", "results", "right", "route", "selected", "showYear", "sizes", "slug",
  "sold", "subtitle", "switchType", "text", "texts", "title", "total", "track", "trainers", "type", "url", "user", "value",
  "video", "videos", "website", "width", "year", "yearOptions",
  // the spec's public addresses and their query words
  "anno", "cavalli", "eta", "madre", "nome", "nonni", "padre", "puledri", "qualifiche",
] as const;
