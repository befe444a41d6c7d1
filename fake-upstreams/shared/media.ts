import type { IncomingMessage, ServerResponse } from "node:http";
import { renderIllustration, type Illustration } from "./illustrations";

/**
 * Pictures served by the fakes themselves: GET /media/{label}-{width}x{height}.svg
 * (e.g. /media/cavallo-102306-1-768x432.svg), drawn at that size. Each fake says what a label
 * shows (a horse in its silks, a racecourse, a breeder's crest); an unknown label gets a plain
 * trotting scene. Any other name gets 400x300.
 */
export function mediaUrl(publicUrl: string, label: string, width: number, height: number): string {
  return `${publicUrl}/media/${label}-${width}x${height}.svg`;
}

export type MediaResolver = (label: string) => Illustration | null;

export function parseMediaName(name: string): { label: string; width: number; height: number } {
  const size = /-(\d{1,4})x(\d{1,4})$/.exec(name);
  const width = size ? Math.min(2400, Math.max(16, Number(size[1]))) : 400;
  const height = size ? Math.min(2400, Math.max(16, Number(size[2]))) : 300;
  return { label: size ? name.slice(0, size.index) : name, width, height };
}

/** Connect-style handler for /media/*.svg; calls next for anything else. */
export function mediaHandler(resolve: MediaResolver) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const match = /^\/media\/([A-Za-z0-9_.-]+)\.svg(?:\?.*)?$/.exec(req.url ?? "");
    // HEAD answers as GET does, without the body (Node's response drops it for HEAD).
    if (!match || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const { label, width, height } = parseMediaName(match[1]);
    let illustration: Illustration | null = null;
    try {
      illustration = resolve(label);
    } catch {
      illustration = null;
    }
    res.statusCode = 200;
    res.setHeader("Content-Type", "image/svg+xml");
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.end(renderIllustration(illustration, width, height));
  };
}
