import { z } from "zod";

const rendered = z.object({ rendered: z.string() });

const mediaSizeSchema = z.object({ source_url: z.string(), width: z.number(), height: z.number() }).passthrough();

export const featuredMediaSchema = z
  .object({
    source_url: z.string(),
    alt_text: z.string().nullish(),
    media_details: z
      .object({
        width: z.number().nullish(),
        height: z.number().nullish(),
        sizes: z.record(z.string(), mediaSizeSchema).nullish(),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();

export const postSchema = z
  .object({
    id: z.number(),
    date: z.string(),
    modified: z.string().nullish(),
    link: z.string().nullish(),
    slug: z.string(),
    title: rendered,
    excerpt: rendered.nullish(),
    content: rendered.nullish(),
    yoast_head_json: z.record(z.string(), z.unknown()).nullish(),
    _embedded: z
      .object({
        "wp:featuredmedia": z.array(featuredMediaSchema.or(z.object({ code: z.string() }).passthrough())).nullish(),
        author: z.array(z.object({ name: z.string().nullish() }).passthrough()).nullish(),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();

export const postListSchema = z.array(postSchema);

/** The few fields the sitemap needs from every post. */
export const postLinkListSchema = z.array(
  z.object({ id: z.number(), slug: z.string(), date: z.string(), modified: z.string().nullish() }).passthrough(),
);

export type WpPost = z.infer<typeof postSchema>;
export type WpMedia = z.infer<typeof featuredMediaSchema>;
