import { useState } from 'react';
import { HomeDialog } from './home-dialog';
import classes from './interview-modal.module.css';

export interface InterviewVideo {
  readonly key: string;
  readonly title: string;
  readonly src: string;
  readonly poster: string;
  readonly width: number;
  readonly height: number;
  /** Caption tracks; the one marked default shows first. */
  readonly captions: readonly { readonly language: string; readonly label: string; readonly src: string; readonly default: boolean }[];
}

export interface InterviewModalProps {
  /** The interview to show; none closes the dialog. */
  readonly video: InterviewVideo | null;
  readonly onClose: () => void;
  readonly closeLabel: string;
}

/**
 * An interview video with its captions, in a dialog; the video stops when the dialog closes. It
 * gets everything ready-made, so its chunk needs none of the page's modules.
 */
export function InterviewModal({ video, onClose, closeLabel }: InterviewModalProps) {
  // Keeps the last title while no interview is chosen (the dialog is closed then).
  const [title, setTitle] = useState(video?.title ?? '');
  if (video && video.title !== title) setTitle(video.title);
  return (
    <HomeDialog opened={video !== null} onClose={onClose} size="lg" title={title} closeLabel={closeLabel}>
      {video && (
        <video
          key={video.key}
          className={classes.video}
          src={video.src}
          poster={video.poster}
          width={video.width}
          height={video.height}
          controls
          playsInline
          preload="metadata"
          data-autofocus
        >
          {video.captions.map((track) => (
            <track key={track.language} kind="captions" src={track.src} srcLang={track.language} label={track.label} default={track.default} />
          ))}
        </video>
      )}
    </HomeDialog>
  );
}
