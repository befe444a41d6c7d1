/** An upstream whose pictures Sulky serves from its own origin, under `path` (e.g. `/media/trotto`). */
export type MediaSource = { origin: string; path: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Rewrites, anywhere in an upstream answer (fields, HTML of a post, srcset lists),
 * the absolute address of a picture on that upstream into Sulky's own
 * `/media/{key}/path`, so pages never load images from another origin (img-src
 * 'self') and pictures show behind any proxy. Other links are left alone.
 */
export function createMediaRewriter(source: MediaSource): (json: unknown) => unknown {
  const pattern = new RegExp(`${escapeRegExp(source.origin)}(/[^\\s"'<>]*?\\.(?:jpe?g|png|gif|webp|avif|svg))(?=$|[\\s"'<>,)?#])`, "gi");
  const rewrite = (value: unknown): unknown => {
    if (typeof value === "string") return value.includes(source.origin) ? value.replace(pattern, `${source.path}$1`) : value;
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item)]));
    return value;
  };
  return rewrite;
}
