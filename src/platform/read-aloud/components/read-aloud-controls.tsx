import { Button } from '@/ui/kit/buttons';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconPlayerStopFilled, IconSnail } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpeechVoice } from '@/adapters/speech-synthesis';
import type { ReadingState } from '../model/reading-state';
import { startReading, type ReadingEnd, type ReadingSession } from '../read-aloud-session';

export interface ReadAloudControlsProps {
  /** The floating box the controls sit in, inside the page's `<main>`. */
  readonly dock: RefObject<HTMLElement | null>;
  readonly language: string;
  readonly voice: SpeechVoice;
  /** Says a change of state to screen readers (the dock's status line). */
  onStatus(text: string): void;
  onEnd(end: ReadingEnd): void;
}

const noSession = () => () => {};

/**
 * Pause and resume, stop, and a slower pace, for one reading of the page. Starts reading when it
 * appears and takes the focus, since it replaces the button that started it; every change of
 * state is said in the status line, and the pace button says whether it is pressed.
 */
export function ReadAloudControls({ dock, language, voice, onStatus, onEnd }: ReadAloudControlsProps) {
  const { t } = useTranslation('read-aloud');
  const [session, setSession] = useState<ReadingSession>();
  const pauseButton = useRef<HTMLButtonElement>(null);
  // The latest callbacks and copy, for the session's reports: a new function or a new render of
  // the parent must not start the reading again.
  const latest = useRef({ onEnd, onStatus, t });
  useEffect(() => {
    latest.current = { onEnd, onStatus, t };
  });

  useEffect(() => {
    const box = dock.current;
    const reading = startReading({
      root: box?.closest('main') ?? document.body,
      language,
      voice,
      speed: 'normal',
      visibleSpan: () => ({ top: 0, bottom: Math.min(window.innerHeight, box?.getBoundingClientRect().top ?? window.innerHeight) }),
      reduceMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    });
    setSession(reading);
    latest.current.onStatus(latest.current.t('status.reading'));
    const reportEnd = () => {
      const end = reading.getEnd();
      if (end) latest.current.onEnd(end);
    };
    const stopWatching = reading.subscribe(reportEnd);
    // A page with nothing to read has ended already.
    reportEnd();
    return () => {
      stopWatching();
      reading.stop();
    };
  }, [dock, language, voice]);

  useEffect(() => {
    if (session) pauseButton.current?.focus();
  }, [session]);

  const state: ReadingState | undefined = useSyncExternalStore(session?.subscribe ?? noSession, () => session?.getState());
  if (!session || !state || state.status === 'idle') return null;

  const paused = state.status === 'paused';
  const slower = state.speed === 'slower';
  const togglePause = () => {
    if (paused) session.resume();
    else session.pause();
    onStatus(t(paused ? 'status.reading' : 'status.paused'));
  };
  const toggleSpeed = () => {
    session.setSpeed(slower ? 'normal' : 'slower');
    onStatus(t(slower ? 'status.normal' : 'status.slower'));
  };

  return (
    <>
      <Button
        ref={pauseButton}
        className="read-aloud-control"
        onClick={togglePause}
        leftSection={paused ? <IconPlayerPlayFilled aria-hidden size="1.25em" /> : <IconPlayerPauseFilled aria-hidden size="1.25em" />}
      >
        {t(paused ? 'resume' : 'pause')}
      </Button>
      <Button variant="outline" className="read-aloud-control" onClick={() => session.stop()} leftSection={<IconPlayerStopFilled aria-hidden size="1.25em" />}>
        {t('stop')}
      </Button>
      <Button
        variant={slower ? 'filled' : 'outline'}
        className="read-aloud-control"
        aria-pressed={slower}
        onClick={toggleSpeed}
        leftSection={<IconSnail aria-hidden size="1.25em" />}
      >
        {t('slower')}
      </Button>
    </>
  );
}
