import { romeDateTime } from "../shared/clock";
import type { Illustration } from "../shared/illustrations";
import { mediaUrl } from "../shared/media";
import { buildDataset } from "../trotting/dataset";
import { HOME, worldStories } from "./news";
import { automaticExcerpt, renderedTitle, texturize, wordpressSlug } from "./wp-text";

/** WordPress-shaped posts and pages of the content fake (Italian trotting news). */

export { HOME as HOME_NEWS_CATEGORY } from "./news";

export interface WpMedia {
  id: number;
  source_url: string;
  alt_text: string;
  media_details: {
    width: number;
    height: number;
    sizes: Record<
      "thumbnail" | "news-list" | "medium" | "medium_large" | "large" | "full",
      { source_url: string; width: number; height: number }
    >;
  };
}

/** What REST answers in `_embedded.author` for an author WordPress no longer has. */
export type MissingAuthor = { code: "rest_user_invalid_id"; message: string; data: { status: 404 } };
export type WpAuthor = { id: number; name: string; slug: string };

export type WpStatus = "publish" | "draft" | "private" | "future" | "trash";

export interface WpPost {
  id: number;
  date: string;
  date_gmt: string;
  modified: string;
  modified_gmt: string;
  link: string;
  slug: string;
  /** Only `publish` is listed or readable without an account: the others answer 401 rest_forbidden. */
  status: WpStatus;
  type: "post" | "page";
  title: { rendered: string };
  /** A password-protected post sends neither (empty, `protected: true`). */
  excerpt: { rendered: string; protected: boolean };
  content: { rendered: string; protected: boolean };
  categories: number[];
  author: number;
  featured_media: number;
  yoast_head_json: {
    title: string;
    description: string;
    canonical: string;
    og_locale: "it_IT";
    og_type: string;
    og_title: string;
    og_description: string;
    og_url: string;
    og_site_name: string;
    og_image: { url: string; width: number; height: number; type: string }[];
    twitter_card: string;
    robots: Record<string, string>;
  };
  /** `media` null: no picture (featured_media 0); "deleted": an id whose attachment is gone (WordPress then embeds its REST index). */
  embedded: { media: WpMedia | null | "deleted"; author: WpAuthor | MissingAuthor };
}

export const AUTHORS: WpAuthor[] = [
  { id: 2, name: "Redazione Sulky", slug: "redazione" },
  { id: 3, name: "Giulia Ferri", slug: "giulia-ferri" },
  { id: 4, name: "Marco Bellei", slug: "marco-bellei" },
];

function hostileBody(publicUrl: string, id: number): string {
  return [
    "<h2>Il video della corsa</h2>",
    "<p>Guarda il replay qui sotto.</p>",
    '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="YouTube video player" frameborder="0" allowfullscreen></iframe>',
    '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" frameborder="0" allow="autoplay; fullscreen" allowfullscreen></iframe>',
    `<p><img src="${mediaUrl(publicUrl, `news-${id}-corpo`, 640, 360)}" alt="Arrivo" width="640" height="360" onerror="alert('xss')"></p>`,
    '<script>document.cookie="rubato=" + document.cookie;</script>',
    '<p><a href="javascript:alert(1)">Clicca qui per il premio</a> oppure <a href="https://www.example.it/calendario" target="_blank">il calendario ufficiale</a>.</p>',
    '<iframe src="https://evil.example.com/phishing" width="300" height="200"></iframe>',
    '<div style="position:fixed;top:0;left:0" onclick="steal()">Offerta</div>',
    "<h3>Le quote</h3><ul><li>Vincente 2,50</li><li>Piazzato 1,30</li></ul>",
  ].join("\n");
}

/** Stories written from the world, placed in the order WordPress lists them; a few carry hostile markup. */
export function generatePosts(options: { today: Date; publicUrl: string; seed?: number; count?: number; archiveYears?: number }): {
  posts: WpPost[];
  images: Map<number, Illustration>;
} {
  const dataset = buildDataset({
    seed: options.seed,
    today: options.today,
    publicUrl: options.publicUrl,
    archiveYears: options.archiveYears,
  });
  const { recent, archive } = worldStories(dataset);
  const total = options.count ?? 64;
  const stories = [...recent.slice(0, total - archive.length), ...archive];
  const posts: WpPost[] = [];
  const images = new Map<number, Illustration>();
  const slugs = new Set<string>();
  stories.forEach((story, index) => {
    const id = 1000 + total - index;
    const hostile = index % 13 === 4;
    let slug = wordpressSlug(story.title);
    while (slugs.has(slug)) slug += "-2";
    slugs.add(slug);
    images.set(id, story.image);
    posts.push(
      makeEntry({
        id,
        type: "post",
        date: story.date,
        title: story.title,
        slug,
        link: `${options.publicUrl}/${slug}/`,
        content: hostile ? hostileBody(options.publicUrl, id) + story.body : story.body,
        // most stories are on the home page; one in four only in its section
        categories:
          index % 4 === 3
            ? story.categories.filter((category) => category !== HOME).slice(0, 1)
            : [HOME, ...story.categories.filter((category) => category !== HOME)],
        author: AUTHORS[index % AUTHORS.length],
        publicUrl: options.publicUrl,
      }),
    );
  });
  return { posts, images };
}

export function generatePages(options: { today: Date; publicUrl: string }): WpPost[] {
  const date = new Date(Date.UTC(2019, 0, 15, 10));
  const page = (id: number, slug: string, title: string, content: string) =>
    makeEntry({
      id,
      type: "page",
      date,
      title,
      slug,
      link: `${options.publicUrl}/${slug}/`,
      content,
      categories: [],
      author: AUTHORS[0],
      publicUrl: options.publicUrl,
    });
  return [
    page(
      12,
      "chi-siamo",
      "Chi siamo",
      "<h2>Sulky, il portale del trotto</h2><p>Sulky racconta il trotto italiano: corse, allevamento, puledri e stalloni.</p><ul><li>Partenti e arrivi di tutti gli ippodromi</li><li>Schede di cavalli e allevatori</li></ul>",
    ),
    page(
      14,
      "contatti",
      "Contatti",
      "<p>La redazione risponde dal lunedì al venerdì, dalle 9 alle 18.</p><p>Telefono: 02 8942 3176 (numero di esempio)</p>",
    ),
    page(
      3,
      "privacy",
      "Privacy",
      "<h2>Informativa sulla privacy</h2><p>I dati personali sono trattati secondo il Regolamento UE 2016/679 (GDPR).</p><h3>Cookie</h3><p>Il sito usa cookie tecnici.</p>",
    ),
  ];
}

/** A post or page as WordPress stores and renders it (wp-text.ts): texturized title and body, the automatic excerpt. */
export function makeEntry(input: {
  id: number;
  type: "post" | "page";
  date: Date;
  title: string;
  slug: string;
  link: string;
  content: string;
  categories: number[];
  author: WpAuthor | MissingAuthor;
  publicUrl: string;
  status?: WpStatus;
  /** Password-protected: WordPress keeps the text and the excerpt to itself. */
  protected?: boolean;
  /** "none": no featured picture; "deleted": the id of a picture since deleted. */
  media?: "own" | "none" | "deleted";
}): WpPost {
  // WordPress writes each date twice without a zone: `date` on the site's clock (Rome), `date_gmt` in UTC
  const gmt = input.date.toISOString().slice(0, 19);
  const local = romeDateTime(input.date);
  const size = (label: string, width: number, height: number) => ({
    source_url: mediaUrl(input.publicUrl, `news-${input.id}-${label}`, width, height),
    width,
    height,
  });
  // WordPress's sizes plus the theme's news-list crop (218x184, the list's picture)
  const sizes = {
    thumbnail: size("thumbnail", 150, 150),
    "news-list": size("news-list", 218, 184),
    medium: size("medium", 300, 169),
    medium_large: size("medium-large", 768, 432),
    large: size("large", 1024, 576),
    full: size("full", 1280, 720),
  };
  const content = texturize(input.content);
  const excerpt = automaticExcerpt(input.content);
  const description = excerpt.replace(/<[^>]+>/g, "").trim();
  const media = input.media ?? "own";
  const hidden = input.protected === true;
  return {
    id: input.id,
    date: local,
    date_gmt: gmt,
    modified: local,
    modified_gmt: gmt,
    link: input.link,
    slug: input.slug,
    status: input.status ?? "publish",
    type: input.type,
    title: { rendered: renderedTitle(input.title) },
    excerpt: { rendered: hidden ? "" : excerpt, protected: hidden },
    content: { rendered: hidden ? "" : content, protected: hidden },
    categories: input.categories,
    author: "id" in input.author ? input.author.id : 987,
    featured_media: media === "none" ? 0 : media === "deleted" ? 987_654 : input.id + 50_000,
    yoast_head_json: {
      title: `${input.title} - Sulky`,
      description,
      canonical: input.link,
      og_locale: "it_IT",
      og_type: input.type === "post" ? "article" : "website",
      og_title: input.title,
      og_description: description,
      og_url: input.link,
      og_site_name: "Sulky",
      og_image: [{ url: sizes.full.source_url, width: 1280, height: 720, type: "image/svg+xml" }],
      twitter_card: "summary_large_image",
      robots: { index: "index", follow: "follow" },
    },
    embedded: {
      media:
        media === "own"
          ? {
              id: input.id + 50_000,
              source_url: sizes.full.source_url,
              alt_text: input.title,
              media_details: { width: 1280, height: 720, sizes },
            }
          : media === "none"
            ? null
            : "deleted",
      author: input.author,
    },
  };
}
