import { z } from "zod";
import type { Banners } from "~/src/domain/banners";
import type { BreederBoxes } from "~/src/domain/breeding/breeders";
import type { SponsorCard } from "~/src/domain/breeding/stallions";
import { flag, fromUpstream, identity, optionalRows, rows, text, textOr } from "../../shared/tolerant-reader";
import { breederCardFields } from "./common";

const sponsorItemSchema = fromUpstream({
  type: ["type", text],
  title: ["title", textOr("")],
  href: ["href", text],
  path: ["path", text],
  image: ["img", text],
  motto: ["motto", text],
  background: ["bg_color", text],
  textColor: ["text_color", text],
  fullImage: ["full_image", flag],
  record: ["record", text],
}).transform(({ type, path, href, ...card }): SponsorCard => ({
  ...card,
  kind: type === "stallone" ? "stallion" : "sponsor",
  href: path ?? href,
  // a stallion's card leads to his page on the site, whose last segment is his slug
  stallionSlug: type === "stallone" ? ((path ?? href)?.split("/").filter(Boolean).at(-1) ?? null) : null,
}));

/** GET /api/v1/getStalloniSponsor: an array of sponsor items. */
export const sponsorCardsSchema = rows("sponsor", sponsorItemSchema) satisfies z.ZodType<SponsorCard[], unknown>;

const breederBoxSchema = fromUpstream({ ...breederCardFields, slug: ["slug", identity] });

/** GET /api/v2/allevatori?boxes=1 */
export const breederBoxesSchema = fromUpstream({
  breeders: ["breeders", rows("breeders", breederBoxSchema)],
  titleAbove: ["aboveTitle", text],
  titleBelow: ["belowTitle", text],
}) satisfies z.ZodType<BreederBoxes, unknown>;

const bannerSchema = fromUpstream({ href: ["href", identity], alt: ["alt", textOr("")], image: ["img_path", identity] });

/** GET /api/v2/banners: the sidebar's banners, left and right. */
export const bannersSchema = fromUpstream({
  left: ["left", optionalRows("left", bannerSchema)],
  right: ["right", optionalRows("right", bannerSchema)],
}) satisfies z.ZodType<Banners, unknown>;
