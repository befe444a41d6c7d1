/** Video of a horse (§3): YouTube id, Vimeo url, cloud-storage url or internal path. */
export type HorseVideo = { label: string | null; path: string; description: string | null; internal: boolean };

export type VideoSource = { kind: "youtube"; embedUrl: string } | { kind: "vimeo"; embedUrl: string } | { kind: "file"; src: string };

const YOUTUBE_URL = /(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO_URL = /vimeo\.com\/(?:video\/)?(\d+)/i;
const BARE_ID = /^[\w-]{6,20}$/;

/** How a video is played: YouTube and Vimeo in their privacy-friendly players, files in <video>. */
export function videoSource(video: HorseVideo): VideoSource | null {
  const path = video.path.trim();
  if (!path) return null;
  const vimeo = VIMEO_URL.exec(path);
  if (vimeo) return { kind: "vimeo", embedUrl: `https://player.vimeo.com/video/${vimeo[1]}?dnt=1` };
  const youtube = YOUTUBE_URL.exec(path);
  const youtubeId = youtube?.[1] ?? (!video.internal && BARE_ID.test(path) ? path : null);
  if (youtubeId) return { kind: "youtube", embedUrl: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}` };
  if (video.internal || path.startsWith("/") || /^https?:\/\//i.test(path)) return { kind: "file", src: path };
  return null;
}

export function videoTitle(video: HorseVideo, horseName: string): string {
  return video.description?.trim() || `${video.label ?? "Video"} di ${horseName}`;
}
