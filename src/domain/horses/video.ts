/** Where a horse's video plays: a YouTube or Vimeo video by its id, or a file (the upstream's cloud storage, the site's own). */
export type VideoClip = { host: "youtube"; id: string } | { host: "vimeo"; id: string } | { host: "file"; src: string };

/** A video of a horse; `clip` is null when the upstream's reference names no video Sulky can play. */
export type HorseVideo = { label: string | null; description: string | null; clip: VideoClip | null };

export function videoTitle(video: Pick<HorseVideo, "label" | "description">, horseName: string): string {
  return video.description?.trim() || `${video.label ?? "Video"} di ${horseName}`;
}
