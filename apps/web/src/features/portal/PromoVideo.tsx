import { useEffect, useRef } from 'react';

interface PromoVideoProps {
  /** File name under /portal/ without extension: a .webm, an .mp4 and a .webp poster of that name exist. */
  name: string;
  caption: string;
  /** Spec point 2 (about): the video goes back to the start at this second instead of running to its end. */
  loopAtSeconds?: number;
}

/**
 * A short muted demo of Questline's own pages (scripts/portal-media.mjs). preload="none" with a poster: the
 * video downloads only when the visitor plays it, so it costs the first visit nothing (issue 12 "Media").
 */
export function PromoVideo({ name, caption, loopAtSeconds }: PromoVideoProps) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || loopAtSeconds === undefined) return undefined;
    const rewind = () => {
      if (element.currentTime >= loopAtSeconds) element.currentTime = 0;
    };
    element.addEventListener('timeupdate', rewind);
    return () => element.removeEventListener('timeupdate', rewind);
  }, [loopAtSeconds]);

  return (
    <figure className="portal-media">
      <video
        ref={video}
        controls
        muted
        playsInline
        loop={loopAtSeconds === undefined}
        preload="none"
        poster={`/portal/${name}.webp`}
        width={1280}
        height={800}
        aria-label={caption}
        data-testid={`video-${name}`}
      >
        <source src={`/portal/${name}.webm`} type="video/webm" />
        <source src={`/portal/${name}.mp4`} type="video/mp4" />
      </video>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
