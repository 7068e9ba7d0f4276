import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { readSessionString, sessionKeys, writeSessionString } from '@/adapters/storage';
import { decideScroll } from './model/scroll';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(readSessionString(sessionKeys.scrollPositions) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Blocked session storage only costs the restored position on back (the adapter never throws). */
function savePosition(key: string, y: number) {
  const positions = readPositions();
  positions[key] = y;
  writeSessionString(sessionKeys.scrollPositions, JSON.stringify(positions));
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Applies the scroll rules after every navigation (see model/scroll.ts). */
export function useScrollManagement(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef<string | undefined>(undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Saved while the visitor scrolls, under the key of the page on screen: by the time the next
  // page renders, the old position is gone. The key moves before any programmatic scroll.
  const currentKey = useRef(location.key);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      const key = currentKey.current;
      frame = requestAnimationFrame(() => savePosition(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    const saved = readPositions()[location.key];
    const decision = decideScroll({
      previousPathname: previousPathname.current,
      pathname: location.pathname,
      hash: location.hash,
      navigationType,
      hasSavedPosition: saved !== undefined,
    });
    previousPathname.current = location.pathname;
    currentKey.current = location.key;
    if (decision.kind === 'restore' && saved !== undefined) window.scrollTo(0, saved);
    if (decision.kind === 'top') window.scrollTo(0, 0);
    if (decision.kind === 'hash') {
      document.getElementById(decision.id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }, [location.key]);
}
