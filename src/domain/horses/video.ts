/** Video of a horse (§3): YouTube id, Vimeo url, cloud-storage url or internal path. */
export type HorseVideo = { label: string | null; path: string; description: string | null; internal: boolean };

/** An embedded player's address, and the video's own page on its site (for a visitor without JavaScript). */
export type VideoSource =
  | { kind: "youtube"; embedUrl: string; watchUrl: string }
  | { kind: "vimeo"; embedUrl: string; watchUrl: string }
  | { kind: "file"; src: string };

const YOUTUBE_URL = /(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO_URL = /vimeo\.com\/(?:video\/)?(\d+)/i;
const BARE_ID = /^[\w-]{6,20}$/;

/** How a video is played: YouTube and Vimeo in their privacy-friendly players, files in <video>. */
export function videoSource(video: HorseVideo): VideoSource | null {
  const path = video.path.trim();
  if (!path) return null;
  const vimeo = VIMEO_URL.exec(path);
  if (vimeo)
    return { kind: "vimeo", embedUrl: `https://player.vimeo.com/video/${vimeo[1]}?dnt=1`, watchUrl: `https://vimeo.com/${vimeo[1]}` };
  const youtube = YOUTUBE_URL.exec(path);
  const youtubeId = youtube?.[1] ?? (!video.internal && BARE_ID.test(path) ? path : null);
  if (youtubeId) {
    const id = encodeURIComponent(youtubeId);
    return { kind: "youtube", embedUrl: `https://www.youtube-nocookie.com/embed/${id}`, watchUrl: `https://www.youtube.com/watch?v=${id}` };
  }
  if (video.internal || path.startsWith("/") || /^https?:\/\//i.test(path)) return { kind: "file", src: path };
  return null;
}

export function videoTitle(video: HorseVideo, horseName: string): string {
  return video.description?.trim() || `${video.label ?? "Video"} di ${horseName}`;
}
