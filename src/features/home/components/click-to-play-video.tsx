import { useEffect, useRef, useState } from 'react';
import { replayOnLive } from '@/ui/replay-on-live';
import { videoSize } from '../model/media';
import classes from './click-to-play-video.module.css';
import { Icon } from './icons';
import { PosterPicture } from './poster-picture';

export interface ClickToPlayVideoProps {
  readonly src: string;
  readonly poster: string;
  /** What the video shows; also names the play button. */
  readonly title: string;
  readonly playLabel: string;
  /** Called each time the visitor starts the video from its start state. */
  readonly onStart?: () => void;
}

/**
 * A device video that waits for the visitor: before it plays it
 * shows its poster and a play button, no controls; the first click starts it with the browser's
 * controls; at the end it returns to the start state. The poster is a lazy image, so videos
 * further down the page cost nothing until they come near.
 */
export function ClickToPlayVideo({ src, poster, title, playLabel, onStart }: ClickToPlayVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [active, setActive] = useState(false);

  // Keyboard visitors continue on the video's own controls once it runs.
  useEffect(() => {
    if (active) video.current?.focus();
  }, [active]);

  function start() {
    const element = video.current;
    if (!element) return;
    setActive(true);
    onStart?.();
    element.play().catch(() => {
      // Not playable (offline before it was saved, say): back to the start state.
      setActive(false);
    });
  }

  function reset() {
    const element = video.current;
    setActive(false);
    if (!element) return;
    element.pause();
    element.currentTime = 0;
  }

  return (
    <div className={classes.frame} data-active={active || undefined}>
      <video
        ref={video}
        className={classes.video}
        src={src}
        width={videoSize.width}
        height={videoSize.height}
        preload="none"
        playsInline
        controls={active}
        aria-label={title}
        tabIndex={active ? 0 : -1}
        aria-hidden={active ? undefined : true}
        onEnded={reset}
      />
      {!active && (
        <button type="button" className={classes.start} onClick={start} aria-label={playLabel} {...replayOnLive}>
          <PosterPicture className={classes.poster} poster={poster} alt="" />
          <span className={classes.playIcon} aria-hidden="true">
            <Icon name="player-play" size={40} />
          </span>
        </button>
      )}
    </div>
  );
}
