import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useHydrated } from "~/views/components/use-hydrated";
import { isPlainClick } from "~/views/plain-click";
import { videoTitle, type HorseVideo } from "~/src/domain/horses/video";
import { videoPlayer, type VideoPlayer as VideoPlayerAddresses } from "~/src/urls/external";

function VideoPlayer({ video, horseName }: { video: HorseVideo; horseName: string }) {
  const source = video.clip ? videoPlayer(video.clip) : null;
  const title = videoTitle(video, horseName);
  if (!source) return <p className="empty-state">Video non disponibile.</p>;
  if (source.kind === "file") return <FilePlayer src={source.src} title={title} />;
  return <EmbeddedPlayer source={source} title={title} />;
}

/**
 * A still of the player's size with a play button, until the visitor taps it: the page's first
 * paint draws no player controls or frame. Without JavaScript (or with a modifier key) it is a
 * link to the video.
 */
function VideoFacade({ href, label, text, onPlay }: { href: string; label: string; text: string; onPlay: () => void }) {
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onPlay();
  };
  return (
    <a className="horse-video video-facade" href={href} target="_blank" rel="noopener noreferrer" onClick={play} aria-label={label}>
      <span className="video-facade-play" aria-hidden="true" />
      <span className="video-facade-provider">{text}</span>
    </a>
  );
}

/** A video file of the site's own: the browser's player, already playing, once asked for. */
function FilePlayer({ src, title }: { src: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  if (!playing)
    return <VideoFacade href={src} label={`Guarda il video: ${title}`} text="Guarda il video" onPlay={() => setPlaying(true)} />;
  return (
    <video ref={player} className="horse-video" controls autoPlay width={768} height={432} title={title}>
      <source src={src} />
      <a href={src}>Scarica il video: {title}</a>
    </video>
  );
}

const PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * A YouTube or Vimeo player costs its page hundreds of kilobytes of someone else's code: until
 * the visitor asks for it the page shows a play button of the player's size (nothing moves when
 * it arrives). A click puts the player in its place, already playing; without JavaScript (or
 * with a modifier key) the button is a link to the video on its site.
 */
function EmbeddedPlayer({ source, title }: { source: Extract<VideoPlayerAddresses, { embedUrl: string }>; title: string }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is gone: keyboard focus goes on to the player that replaced it.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const provider = PROVIDER_NAMES[source.kind];
  if (playing) {
    const autoplay = new URL(source.embedUrl);
    autoplay.searchParams.set("autoplay", "1");
    return (
      <iframe
        ref={player}
        className="horse-video"
        src={autoplay.toString()}
        title={title}
        width={768}
        height={432}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <VideoFacade
      href={source.watchUrl}
      label={`Guarda il video su ${provider}: ${title}`}
      text={`Guarda su ${provider}`}
      onPlay={() => setPlaying(true)}
    />
  );
}

/** Videos in tabs (docs/PRODUCT.md, "Videos"): YouTube, Vimeo, cloud storage or the site's own files. */
export function VideoTabs({ videos, horseName }: { videos: HorseVideo[]; horseName: string }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  // Before hydration (or without JavaScript) every video is shown, one after the other.
  const hydrated = useHydrated();
  if (videos.length === 0) return null;
  if (videos.length === 1) {
    return (
      <figure className="video-figure">
        <VideoPlayer video={videos[0]} horseName={horseName} />
        <figcaption>{videoTitle(videos[0], horseName)}</figcaption>
      </figure>
    );
  }
  const select = (index: number) => {
    setSelected(index);
    document.getElementById(`${id}-tab-${index}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") select((selected + 1) % videos.length);
    else if (event.key === "ArrowLeft") select((selected - 1 + videos.length) % videos.length);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(videos.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="video-tabs">
      <div role="tablist" aria-label="Video" className="video-tablist" onKeyDown={onKeyDown} hidden={!hydrated}>
        {videos.map((video, index) => (
          <button
            key={index}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="video-tab"
            onClick={() => setSelected(index)}
          >
            {video.label || `Video ${index + 1}`}
          </button>
        ))}
      </div>
      {videos.map((video, index) => (
        <div
          key={index}
          id={`${id}-panel-${index}`}
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={hydrated ? `${id}-tab-${index}` : undefined}
          hidden={hydrated && index !== selected}
          className="video-panel"
        >
          {!hydrated || index === selected ? (
            <figure className="video-figure">
              <VideoPlayer video={video} horseName={horseName} />
              <figcaption>{videoTitle(video, horseName)}</figcaption>
            </figure>
          ) : null}
        </div>
      ))}
    </div>
  );
}
