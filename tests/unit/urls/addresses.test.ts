import { describe, expect, it } from "vitest";
import { isCanonicalSlug, parseSlug, slugFor } from "~/src/domain/slug";
import { breederIdOf, breederSheetPath, breederSheetPathOfSlug, foalLink, foalVideoLink, forSaleKindOfPath } from "~/src/urls/breeding";
import { externalLink, shareLinks, videoPlayer } from "~/src/urls/external";
import { csvExportHref, csvExportPathname } from "~/src/urls/files";
import {
  followedCalendarPath,
  horseFileKindOfRoute,
  horseProfilePath,
  horseProfilePathOfSlug,
  horseStartsCalendarPath,
  internalHorsePath,
  parseHorseCodes,
  stallionsForMarePath,
} from "~/src/urls/horses";
import { homePath, newsListPath, newsPostIdOf, newsPostIdPath, newsPostPath, parseNewsPage } from "~/src/urls/news";
import { isPartnerPath, parsePartnerSlug } from "~/src/urls/partner";
import {
  drawDetailPath,
  parseStartingNumberFilter,
  performanceResultPath,
  qualificationRankingPath,
  qualificationResultPath,
  raceAtAGlancePath,
  racePath,
  raceTypeOfRoute,
  startingNumbersPath,
} from "~/src/urls/races";
import { entityRankingPath, rankingNameLink } from "~/src/urls/rankings";
import { addressDay, parseAddressDay, parseAddressRaceNumber, parseAddressRacecourse, segment } from "~/src/urls/values";

const day = (year: number, month: number, date: number) => ({ year, month, day: date });

describe("values in addresses", () => {
  it("write and read days as ddmmyyyy, real days only", () => {
    expect(addressDay(day(2026, 2, 1))).toBe("01022026");
    expect(parseAddressDay("29022028")).toEqual(day(2028, 2, 29));
    for (const bad of ["29022027", "31042026", "00012026", "01132026", "1022026", "010220266", "", undefined]) {
      expect(parseAddressDay(bad), String(bad)).toBeNull();
    }
  });

  it("read racecourse codes of two letters with an optional T", () => {
    expect(parseAddressRacecourse("NA")).toBe("NA");
    expect(parseAddressRacecourse("NAT")).toBe("NA");
    expect(parseAddressRacecourse("tot")).toBe("TO");
    for (const bad of ["N", "NAX", "NATT", "N4", "napoli", "", "NA/"]) expect(parseAddressRacecourse(bad), bad).toBeNull();
  });

  it("read race numbers 0..99 and reject anything else", () => {
    expect(parseAddressRaceNumber(undefined)).toBeUndefined();
    expect(parseAddressRaceNumber("0")).toBe(0);
    expect(parseAddressRaceNumber("12")).toBe(12);
    for (const bad of ["123", "a", "-1", "1.5"]) expect(parseAddressRaceNumber(bad), bad).toBeNull();
  });

  it("escape a path segment, keeping the escapes a slug already holds", () => {
    expect(segment("102306-vagabondo")).toBe("102306-vagabondo");
    expect(segment("a b/c?d")).toBe("a%20b%2Fc%3Fd");
    expect(segment("1064-caff%c3%a8")).toBe("1064-caff%c3%a8");
    expect(segment("100%")).toBe("100%25");
  });
});

describe("slugs, one reader for every subject", () => {
  it("take the id before the first hyphen, digits only", () => {
    expect(parseSlug("102306-vagabondo-vr")).toEqual({ id: "102306", text: "102306-vagabondo-vr" });
    expect(parseSlug("42")?.id).toBe("42");
    for (const bad of ["varenne", "derby-1064", "10x-derby", "7;drop", "", null, "12345678901-troppo"])
      expect(parseSlug(bad), String(bad)).toBeNull();
  });

  it("know the spelling Sulky writes, which partner addresses require", () => {
    expect(isCanonicalSlug(parseSlug("102306-nad-al-sheba")!)).toBe(true);
    for (const spelling of ["0-zero", "102306-", "102306--doppio", "102306-Maiuscolo"])
      expect(isCanonicalSlug(parseSlug(spelling)!), spelling).toBe(false);
    expect(parsePartnerSlug("102306-Stallone")).toBeNull();
    expect(parsePartnerSlug("3-allevamento-grif")?.id).toBe("3");
  });

  it("are built from an id and a name", () => {
    expect(slugFor(7, "Allevamento Sant'Ilario")).toBe("7-allevamento-sant-ilario");
    expect(slugFor("102306", "")).toBe("102306");
  });
});

describe("horse addresses", () => {
  it("link horses to /cavalli/{code}-{slug}", () => {
    expect(horseProfilePath({ code: "102501", slug: "102501-baronessa-prt" })).toBe("/cavalli/102501-baronessa-prt");
    expect(horseProfilePath({ code: "102501", slug: "baronessa-prt" })).toBe("/cavalli/102501-baronessa-prt");
    expect(horseProfilePath({ code: "102501", name: "Baronessa Prt" })).toBe("/cavalli/102501-baronessa-prt");
    expect(horseProfilePath({ code: "102501" })).toBe("/cavalli/102501");
    expect(horseStartsCalendarPath({ code: "102501", slug: "baronessa-prt" })).toBe("/cavalli/102501-baronessa-prt/partenti.ics");
  });

  it("link a horse known by its slug alone only when the slug names a code", () => {
    expect(horseProfilePathOfSlug("100038-varenne")).toBe("/cavalli/100038-varenne");
    expect(horseProfilePathOfSlug("varenne")).toBeNull();
    expect(horseProfilePathOfSlug(null)).toBeNull();
  });

  it("keep the upstream's path for a horse when it stays on the site", () => {
    expect(internalHorsePath("/cavalli/1-a", { code: "1" })).toBe("/cavalli/1-a");
    expect(internalHorsePath("//evil.example/x", { code: "1", name: "Alba" })).toBe("/cavalli/1-alba");
    expect(internalHorsePath(null, { code: "1" })).toBe("/cavalli/1");
  });

  it("know the kind of a horse file from its route", () => {
    expect(horseFileKindOfRoute("/trotto/stalloni/:slug")).toBe("stalloni");
    expect(horseFileKindOfRoute("trotto/in-vendita/:slug")).toBe("in-vendita");
    expect(horseFileKindOfRoute("/cavalli/:slug")).toBeNull();
  });

  it("write the feeds and the mares' tool with their queries", () => {
    expect(followedCalendarPath(["101", "102"])).toBe("/calendario.ics?cavalli=101,102");
    expect(stallionsForMarePath("200")).toBe("/ipotesi-accoppiamento/stalloni?fattrice=200");
    expect(stallionsForMarePath()).toBe("/ipotesi-accoppiamento/stalloni");
    expect(parseHorseCodes("101, 102,101")).toEqual({ ok: true, codes: ["101", "102"] });
    expect(parseHorseCodes("")).toMatchObject({ ok: false });
  });
});

describe("race addresses", () => {
  it("build race paths with the day as ddmmyyyy and the T suffix", () => {
    expect(racePath("arrivi", day(2026, 10, 23), "NA", 0)).toBe("/trotto/arrivi/23102026/NAT/0");
    expect(racePath("partenti", day(2026, 11, 22), "FI")).toBe("/trotto/partenti/22112026/FIT");
    expect(raceAtAGlancePath(day(2026, 11, 22), "FI", 3)).toBe("/trotto/partenti/dettaglio-corsa/22112026/FIT/3");
    expect(drawDetailPath(day(2026, 11, 22), "FI", 3)).toBe("/trotto/sorteggi/22112026/FIT/3");
    // the lists that have always linked the bare code keep doing so
    expect(racePath("partenti", day(2026, 11, 22), "FI", null, { bare: true })).toBe("/trotto/partenti/22112026/FI");
    expect(drawDetailPath(day(2026, 11, 22), "FI", 3, { bare: true })).toBe("/trotto/sorteggi/22112026/FI/3");
  });

  it("know entries from results by the route", () => {
    expect(raceTypeOfRoute("/trotto/arrivi")).toBe("arrivi");
    expect(raceTypeOfRoute("trotto/partenti/:date/:racecourse/:raceNumber?")).toBe("partenti");
    expect(raceTypeOfRoute("/trotto/sorteggi")).toBeNull();
  });

  it("link a qualification to the day's trials", () => {
    expect(qualificationResultPath({ trialDay: day(2026, 11, 21), racecourseCode: "MI" })).toBe("/trotto/arrivi/21112026/MIT/0");
    expect(qualificationResultPath({ trialDay: day(2026, 11, 21), racecourseCode: null })).toBeNull();
  });

  it("link past performances to /trotto/arrivi/{date}/{track}T/{raceNumber}, else to the upstream's page", () => {
    expect(performanceResultPath({ day: day(2026, 11, 19), racecourseCode: "TA", raceNumber: 7, url: null })).toBe(
      "/trotto/arrivi/19112026/TAT/7",
    );
    expect(performanceResultPath({ day: null, racecourseCode: null, raceNumber: null, url: "/x" })).toBe("/x");
  });

  it("write the qualification rankings as their pages always have", () => {
    expect(qualificationRankingPath("stalloni", 2024, null, true)).toBe("/trotto/qualifiche/classifiche/stalloni/2024/");
    expect(qualificationRankingPath("stalloni", 2024, "100038-varenne")).toBe(
      "/trotto/qualifiche/classifiche/stalloni/2024/100038-varenne",
    );
  });

  it("read the statistics' filters and write the page of one track", () => {
    expect(startingNumbersPath("NA")).toBe("/trotto/statistiche/numeri?ippodromo=NA");
    expect(startingNumbersPath()).toBe("/trotto/statistiche/numeri");
    expect(parseStartingNumberFilter({ track: "NAT", start: "Autostart", band: "lunga" })).toEqual({
      trackCode: "NA",
      startType: "autostart",
      band: "lunga",
    });
    expect(parseStartingNumberFilter({ track: "Napoli", start: "volante", band: "x" })).toEqual({
      trackCode: null,
      startType: null,
      band: null,
    });
  });
});

describe("other addresses", () => {
  it("link ranking names: a horse's profile for the leaders, the subject's ranking otherwise", () => {
    expect(rankingNameLink("leaders", "100038-varenne", 2025, "")).toBe("/cavalli/100038-varenne");
    expect(rankingNameLink("leaders", "varenne", 2025, "")).toBeNull();
    expect(rankingNameLink("stalloni", "100038-varenne", 2025, "?eta=3")).toBe("/trotto/classifiche/stalloni/100038-varenne/2025?eta=3");
    expect(entityRankingPath("allevatori", "7-lama", 2024)).toBe("/trotto/classifiche/allevatori/7-lama/2024");
  });

  it("write breeder sheets as /trotto/allevatori/{id}-{name slug} and read their ids", () => {
    expect(breederSheetPath({ id: 7, name: "Allevamento Sant'Ilario" })).toBe("/trotto/allevatori/7-allevamento-sant-ilario");
    expect(breederSheetPathOfSlug("7")).toBe("/trotto/allevatori/7");
    expect(breederIdOf("7-allevamento")).toBe(7);
    expect(breederIdOf("abc")).toBeNull();
  });

  it("link every foal with a page to its file and its video, and know the for-sale lists by their address", () => {
    expect(foalLink({ slug: "101-alba" })).toBe("/trotto/puledri/101-alba");
    expect(foalLink({ slug: null })).toBeNull();
    expect(foalVideoLink({ slug: "101-alba" })).toBe("/trotto/puledri/101-alba#video");
    expect(forSaleKindOfPath("/trotto/in-vendita/carature/")).toBe("carature");
    expect(forSaleKindOfPath("/trotto/in-vendita/102306-x")).toBeNull();
  });

  it("write and read the news' addresses", () => {
    expect(newsPostPath({ id: 1064, slug: "derby-del-trotto" })).toBe("/news/1064-derby-del-trotto");
    expect(newsPostIdOf("1064-derby-del-trotto")).toBe(1064);
    expect(newsPostIdOf("derby-1064")).toBeNull();
    expect(newsPostPath({ id: 1064, slug: "caffè-ristretto" })).toBe("/news/1064-caff%C3%A8-ristretto");
    expect(newsPostIdPath(1064)).toBe("/news/1064");
    expect(homePath()).toBe("/");
    expect(newsListPath(1)).toBe("/news");
    expect(newsListPath(3)).toBe("/news?page=3");
    expect(parseNewsPage(null)).toBe(1);
    for (const bad of ["0", "-1", "abc", "1.5", "", "01", " 2"]) expect(parseNewsPage(bad)).toBeNull();
  });

  it("send a table page asked ?formato=csv to its export route, and link to it", () => {
    expect(csvExportPathname("/trotto/puledri", "csv")).toBe("/esporta/csv/trotto/puledri");
    expect(csvExportPathname("/esporta/csv/trotto/puledri", "csv")).toBeNull();
    expect(csvExportPathname("/trotto/puledri", "xls")).toBeNull();
    expect(csvExportHref("/trotto/allevatori", "?ordina=nome")).toBe("/trotto/allevatori?ordina=nome&formato=csv");
  });

  it("know the partner area", () => {
    expect(isPartnerPath("/iframe/stalloni/1/figli")).toBe(true);
    expect(isPartnerPath("/trotto/stalloni")).toBe(false);
  });

  it("give breeder websites a scheme, share pages and play videos from their hosts", () => {
    expect(externalLink("www.lama.it")).toBe("http://www.lama.it");
    expect(externalLink(" https://lama.it ")).toBe("https://lama.it");
    expect(shareLinks("https://sulky.it/news/1-a", "A").map((link) => link.network)).toEqual([
      "whatsapp",
      "facebook",
      "x",
      "telegram",
      "email",
    ]);
    expect(videoPlayer({ host: "youtube", id: "abcdefghijk" })).toEqual({
      kind: "youtube",
      embedUrl: "https://www.youtube-nocookie.com/embed/abcdefghijk",
      watchUrl: "https://www.youtube.com/watch?v=abcdefghijk",
    });
    expect(videoPlayer({ host: "vimeo", id: "102306712" })).toEqual({
      kind: "vimeo",
      embedUrl: "https://player.vimeo.com/video/102306712?dnt=1",
      watchUrl: "https://vimeo.com/102306712",
    });
    expect(videoPlayer({ host: "file", src: "/video/1.mp4" })).toEqual({ kind: "file", src: "/video/1.mp4" });
  });
});

describe("share links", () => {
  const links = shareLinks("https://www.sulky.it/news/1064-derby", "Derby & co.");
  const byNetwork = Object.fromEntries(links.map((link) => [link.network, link.href]));
  it("cover WhatsApp, Facebook, X, Telegram and e-mail with the encoded URL and title", () => {
    expect(Object.keys(byNetwork)).toEqual(["whatsapp", "facebook", "x", "telegram", "email"]);
    expect(byNetwork.facebook).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.sulky.it%2Fnews%2F1064-derby");
    expect(byNetwork.x).toBe("https://x.com/intent/tweet?url=https%3A%2F%2Fwww.sulky.it%2Fnews%2F1064-derby&text=Derby%20%26%20co.");
    expect(byNetwork.whatsapp).toBe("https://wa.me/?text=Derby%20%26%20co.%20https%3A%2F%2Fwww.sulky.it%2Fnews%2F1064-derby");
    expect(byNetwork.telegram).toContain("https://t.me/share/url?url=https%3A%2F%2Fwww.sulky.it");
    expect(byNetwork.email).toBe("mailto:?subject=Derby%20%26%20co.&body=https%3A%2F%2Fwww.sulky.it%2Fnews%2F1064-derby");
  });
});

describe("partner addresses", () => {
  it("takes the id from the part of the slug before the first hyphen", () => {
    expect(parsePartnerSlug("102306-nad-al-sheba")?.id).toBe("102306");
    expect(parsePartnerSlug("3-allevamento-grif")?.id).toBe("3");
    expect(parsePartnerSlug("42")?.id).toBe("42");
  });

  it.each([
    "",
    "abc",
    "abc-102306",
    "-102306",
    "0-zero",
    "102306-",
    "102306--doppio",
    "102306-Maiuscolo",
    "102306-nome con spazi",
    "12345678901-troppo-lungo",
  ])("rejects the malformed slug %j", (slug) => {
    expect(parsePartnerSlug(slug)).toBeNull();
  });
});
