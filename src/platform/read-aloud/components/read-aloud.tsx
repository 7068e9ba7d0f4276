import { Button } from '@/ui/kit/buttons';
import { VisuallyHidden } from '@/ui/kit/typography';
import { IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { offersReadAloud } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { hasConsent } from '@/platform/consent/consent-state';
import { useRenderLanguage } from '@/i18n/use-render-language';
import { skippedByReaderAttribute } from '../reader-marks';
import { useReadingVoice } from '../use-reading-voice';
import type { ReadingEnd } from '../read-aloud-session';
import classes from './read-aloud.module.css';

type ControlsModule = typeof import('./read-aloud-controls');

/** Keeps room at the end of the page for the floating controls while they show. */
function useRoomBelow(dock: React.RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = dock.current;
    if (!shown || !element || typeof ResizeObserver !== 'function') return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--read-aloud-space', `${Math.ceil(element.getBoundingClientRect().height) + 16}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--read-aloud-space');
    };
  }, [dock, shown]);
}

/**
 * "Vorlesen" on the pages the route table marks: the browser's own voice reads the page's main
 * content. Offered only where the browser has a voice in the page's language; shown after the
 * page is live, floating at the bottom of the window, so nothing of the prerendered page moves.
 * The controls and the reader are a chunk of their own, loaded when the visitor asks for them.
 */
export function ReadAloud() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = useRenderLanguage();
  const offeredHere = offersReadAloud(pathname);
  const voice = useReadingVoice(language, offeredHere);
  const [controls, setControls] = useState<ControlsModule>();
  const [reading, setReading] = useState(false);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState('');
  const dock = useRef<HTMLDivElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const focusStartAfterReading = useRef(false);
  const shown = offeredHere && voice !== undefined;
  useRoomBelow(dock, shown);

  // Another page, or the page in another language: what was being read is gone.
  useEffect(() => {
    setReading(false);
    setStatus('');
  }, [pathname, language]);

  useEffect(() => {
    if (reading || !focusStartAfterReading.current) return;
    focusStartAfterReading.current = false;
    startButton.current?.focus();
  }, [reading]);

  if (!shown) return null;

  const start = async () => {
    setLoading(true);
    try {
      const loaded = controls ?? (await import('./read-aloud-controls'));
      setControls(loaded);
      setReading(true);
      if (hasConsent('statistics')) track('read_aloud_started', { page: pathname, language });
    } catch (error) {
      console.warn('[read-aloud] could not load the reader', error);
      setStatus(t('readAloud.unavailable'));
    } finally {
      setLoading(false);
    }
  };

  const ended = (end: ReadingEnd) => {
    focusStartAfterReading.current = dock.current?.contains(document.activeElement) ?? false;
    setReading(false);
    setStatus(t(`readAloud.ended.${end}`));
  };

  const open = reading && controls !== undefined;
  return (
    <div
      ref={dock}
      className={classes.dock}
      data-open={open || undefined}
      role={open ? 'group' : undefined}
      aria-label={open ? t('readAloud.label') : undefined}
      {...{ [skippedByReaderAttribute]: '' }}
    >
      {open ? (
        <controls.ReadAloudControls dock={dock} language={language} voice={voice} onStatus={setStatus} onEnd={ended} />
      ) : (
        <Button ref={startButton} onClick={() => void start()} loading={loading} leftSection={<IconVolume aria-hidden size={24} />}>
          {t('readAloud.start')}
        </Button>
      )}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </div>
  );
}
