import { z } from "zod";
import type { Banners } from "../../../src/domain/banners";
import type { BreederBoxes } from "../../../src/domain/breeders";
import type { SponsorItem } from "../../../src/domain/stallions";
import { optionalNumber, optionalText } from "./common";

export const sponsorItemSchema = z.object({
  type: z.enum(["stallone", "sponsor"]),
  href: z.string(),
  title: z.string(),
  motto: optionalText,
  img: z.string(),
  bg_color: optionalText,
  text_color: optionalText,
  full_image: z.boolean().nullish(),
  record: optionalText,
  path: optionalText,
}) satisfies z.ZodType<SponsorItem>;

export const sponsorListSchema = z.array(sponsorItemSchema);

export const breederBoxesSchema = z.object({
  breeders: z.array(
    z.object({
      id: z.number(),
      Nome: z.string(),
      img_path: optionalText,
      slug: z.string(),
      puledri: optionalNumber,
    }),
  ),
  aboveTitle: optionalText,
  belowTitle: optionalText,
}) satisfies z.ZodType<BreederBoxes>;

const bannerSchema = z.object({ href: z.string(), alt: z.string(), img_path: z.string() });
export const bannersSchema = z.object({
  left: z.array(bannerSchema),
  right: z.array(bannerSchema),
}) satisfies z.ZodType<Banners>;
