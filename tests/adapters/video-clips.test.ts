import { describe, expect, it } from "vitest";
import { videoClip } from "~/adapters/trotting/schemas/horses";

describe("a horse video's reference, as the trotting API writes it, read into where it plays", () => {
  it("takes a YouTube id, bare or inside a YouTube address", () => {
    expect(videoClip("yt102306342", false)).toEqual({ host: "youtube", id: "yt102306342" });
    expect(videoClip("https://www.youtube.com/watch?v=abcdefghijk", false)).toEqual({ host: "youtube", id: "abcdefghijk" });
    expect(videoClip("https://youtu.be/abcdefghijk", false)).toEqual({ host: "youtube", id: "abcdefghijk" });
  });

  it("takes a Vimeo id from its address, and plays cloud and internal files as files", () => {
    expect(videoClip("https://vimeo.com/102306712", false)).toEqual({ host: "vimeo", id: "102306712" });
    expect(videoClip("https://storage.googleapis.com/v/1.mp4", false)).toEqual({
      host: "file",
      src: "https://storage.googleapis.com/v/1.mp4",
    });
    expect(videoClip("/video/cavalli/1/2.mp4", true)).toEqual({ host: "file", src: "/video/cavalli/1/2.mp4" });
    expect(videoClip("video2", true)).toEqual({ host: "file", src: "video2" });
  });

  it("names no clip for an empty or unknown reference", () => {
    expect(videoClip("", false)).toBeNull();
    expect(videoClip("   ", true)).toBeNull();
    expect(videoClip("ftp://x", false)).toBeNull();
  });
});
