import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { fromWidth } from '@/ui/kit/breakpoints';
import { replayOnLive } from '@/ui/replay-on-live';
import { heroVideo, posterAvif, videoSize } from '../model/media';
import { PosterPicture } from './poster-picture';
import classes from './hero.module.css';
import { TopIcon } from './top-icons';

export interface HeroVideoProps {
  /** Describes the poster, which stands for the video. */
  readonly alt: string;
  readonly pauseLabel: string;
  readonly playLabel: string;
}

/**
 * Where the hero sets its poster beside the copy, above the fold. Narrower, the poster comes below
 * the copy and the first screen ends before it.
 */
const posterBesideCopy = fromWidth('lg');

/**
 * The hero's muted device loop. The poster is a real image; the video lies over it and shows once
 * it plays. It starts by itself only when the visitor has not asked for reduced motion (decided
 * after hydration), and a visible button pauses and resumes it at any time.
 */
export function HeroVideo({ alt, pauseLabel, playLabel }: HeroVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [shown, setShown] = useState(false);

  // On a wide screen the poster is the page's largest paint: fetched first, with the stylesheet.
  // On a phone it sits below the first screen, and on a slow line its bytes would delay the
  // stylesheet and so the first paint (by 0.17 s on the benchmark's phone): there it loads once
  // the page is laid out. A browser without AVIF skips this preload and fetches the WebP then.
  preload(posterAvif(heroVideo.poster), { as: 'image', type: 'image/avif', fetchPriority: 'high', media: posterBesideCopy });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // React sets `muted` as a property only on the client; autoplay needs it before play().
    element.muted = true;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // The video starts once the page has loaded, so its download never competes with the page's own.
    let cancelled = false;
    const start = () => {
      if (cancelled || !element.paused) return;
      element.play().catch(() => {
        // The browser refused to start it (data saver, power saving): the poster stays.
      });
    };
    const afterLoad = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', afterLoad);
    };
  }, []);

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      element.muted = true;
      element.play().catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  }

  return (
    <div className={classes.frame}>
      <PosterPicture className={classes.poster} poster={heroVideo.poster} alt={alt} />
      <video
        ref={video}
        className={classes.video}
        data-shown={shown || undefined}
        src={heroVideo.src}
        width={videoSize.width}
        height={videoSize.height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => {
          setPlaying(true);
          setShown(true);
        }}
        onPause={() => setPlaying(false)}
      />
      <button type="button" className={classes.toggle} onClick={toggle} {...replayOnLive}>
        <TopIcon name={playing ? 'player-pause' : 'player-play'} size={22} />
        <span>{playing ? pauseLabel : playLabel}</span>
      </button>
    </div>
  );
}
