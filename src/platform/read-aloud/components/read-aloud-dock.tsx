import { Button } from '@/ui/kit/buttons';
import { VisuallyHidden } from '@/ui/kit/typography';
import { IconVolume2 } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { track } from '@/platform/analytics/track';
import { hasConsent } from '@/platform/consent/consent-state';
import { useRenderLanguage } from '@/i18n/use-render-language';
import { skippedByReaderAttribute } from '../reader-marks';
import type { ReadingEnd } from '../read-aloud-session';
import { useReadingVoice } from '../use-reading-voice';

type ControlsModule = typeof import('./read-aloud-controls');

/** Keeps room at the end of the page for the floating controls while they show, so they cover nothing scrolled or tabbed to. */
function useRoomBelow(dock: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = dock.current;
    if (!shown || !element || typeof ResizeObserver !== 'function') return undefined;
    const root = document.documentElement;
    // Through the object model, which the style policy allows (a style attribute it would refuse).
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
 * "Vorlesen": offered only where the browser has a voice on the device in the page's language,
 * floating at the bottom of the window, so nothing of the page moves when it appears. The reader
 * and its controls are a chunk of their own, loaded when the visitor asks for them.
 */
export function ReadAloudDock() {
  const { t, ready } = useTranslation('read-aloud');
  const { pathname } = useLocation();
  const language = useRenderLanguage();
  const voice = useReadingVoice(language, true);
  const [controls, setControls] = useState<ControlsModule>();
  const [reading, setReading] = useState(false);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState('');
  const dock = useRef<HTMLDivElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const focusStartAfterReading = useRef(false);
  const shown = ready && voice !== undefined;
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
      setControls(controls ?? (await import('./read-aloud-controls')));
      setReading(true);
      // Counted only where the visitor allowed statistics.
      if (hasConsent('statistics')) track('read_aloud_started', { page: pathname, language });
    } catch (error) {
      console.warn('[read-aloud] could not load the reader', error);
      setStatus(t('unavailable'));
    } finally {
      setLoading(false);
    }
  };

  const ended = (end: ReadingEnd) => {
    focusStartAfterReading.current = dock.current?.contains(document.activeElement) ?? false;
    setReading(false);
    setStatus(t(`ended.${end}`));
  };

  const open = reading && controls !== undefined;
  return (
    <div
      ref={dock}
      className="read-aloud-dock"
      data-open={open || undefined}
      role={open ? 'group' : undefined}
      aria-label={open ? t('label') : undefined}
      {...{ [skippedByReaderAttribute]: '' }}
    >
      {open ? (
        <controls.ReadAloudControls dock={dock} language={language} voice={voice} onStatus={setStatus} onEnd={ended} />
      ) : (
        <Button ref={startButton} onClick={() => void start()} loading={loading} leftSection={<IconVolume2 aria-hidden size="1.25em" />}>
          {t('start')}
        </Button>
      )}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </div>
  );
}
