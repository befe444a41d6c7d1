import type { VideoClip } from "../domain/horses/video";

/** Addresses outside Sulky that its pages link to or embed. */

/** Breeder websites are often stored without a scheme: browsers need one. */
export function externalLink(link: string): string {
  const trimmed = link.trim();
  return /^http/i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Google News' search for Sulky, linked under every post. */
export const GOOGLE_NEWS_URL = "https://news.google.com/search?q=sulky&hl=it&gl=IT&ceid=IT:it";

export type ShareLink = { network: "whatsapp" | "facebook" | "x" | "telegram" | "email"; label: string; href: string };

/** Plain share links (no third-party scripts) for a page's absolute URL. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "x", label: "X", href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    { network: "telegram", label: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
    { network: "email", label: "E-mail", href: `mailto:?subject=${t}&body=${u}` },
  ];
}

/** How a clip is played: YouTube and Vimeo in their privacy-friendly players (with the video's own page for a visitor without JavaScript), files in <video>. */
export type VideoPlayer =
  | { kind: "youtube"; embedUrl: string; watchUrl: string }
  | { kind: "vimeo"; embedUrl: string; watchUrl: string }
  | { kind: "file"; src: string };

export function videoPlayer(clip: VideoClip): VideoPlayer {
  if (clip.host === "vimeo") {
    const id = encodeURIComponent(clip.id);
    return { kind: "vimeo", embedUrl: `https://player.vimeo.com/video/${id}?dnt=1`, watchUrl: `https://vimeo.com/${id}` };
  }
  if (clip.host === "youtube") {
    const id = encodeURIComponent(clip.id);
    return { kind: "youtube", embedUrl: `https://www.youtube-nocookie.com/embed/${id}`, watchUrl: `https://www.youtube.com/watch?v=${id}` };
  }
  return { kind: "file", src: clip.src };
}

/** A message ready to send by e-mail: the visitor's mail program opens with the subject and the text filled in. */
export function mailtoLink(email: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The same message by WhatsApp to an Italian number (digits only, +39 added). */
export function whatsappLink(phone: string, text: string): string | null {
  const digits = phone
    .replace(/[^\d+]/g, "")
    .replace(/^\+?39/, "")
    .replace(/^\+/, "");
  return digits ? `https://wa.me/39${digits}?text=${encodeURIComponent(text)}` : null;
}
