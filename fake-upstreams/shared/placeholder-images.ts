import type { IncomingMessage, ServerResponse } from 'node:http';
import { hashString } from './prng';

/**
 * Placeholder images served by the fakes themselves: GET /media/{label}-{width}x{height}.svg
 * (e.g. /media/cavallo-1234-768x432.svg). Any other name gets 400x300.
 */
const PALETTE = ['#b71c1c', '#1b5e20', '#0d47a1', '#4e342e', '#37474f', '#6a1b9a', '#e65100', '#00695c'];

export function mediaUrl(publicUrl: string, label: string, width: number, height: number): string {
  return `${publicUrl}/media/${label}-${width}x${height}.svg`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderPlaceholderSvg(name: string): string {
  const size = /-(\d{1,4})x(\d{1,4})$/.exec(name);
  const width = size ? Number(size[1]) : 400;
  const height = size ? Number(size[2]) : 300;
  const label = (size ? name.slice(0, size.index) : name).replace(/-/g, ' ');
  const color = PALETTE[hashString(name) % PALETTE.length];
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 8));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text></svg>`;
}

/** Connect-style handler for /media/*.svg; calls next for anything else. */
export function placeholderMediaHandler(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const match = /^\/media\/([A-Za-z0-9_.-]+)\.svg(?:\?.*)?$/.exec(req.url ?? '');
  if (!match || req.method !== 'GET') return next();
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.end(renderPlaceholderSvg(match[1]));
}
