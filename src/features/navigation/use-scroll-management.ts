import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { decideScroll } from './model/scroll';

const positionsKey = 'lumi:scroll-positions';
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(positionsKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    const positions = readPositions();
    positions[key] = y;
    window.sessionStorage.setItem(positionsKey, JSON.stringify(positions));
  } catch {
    // Blocked session storage only costs the restored position on back.
  }
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Applies the spec's scroll rules after every navigation (see model/scroll.ts). */
export function useScrollManagement(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef<string | undefined>(undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
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
    if (decision.kind === 'restore' && saved !== undefined) window.scrollTo(0, saved);
    if (decision.kind === 'top') window.scrollTo(0, 0);
    if (decision.kind === 'hash') {
      document.getElementById(decision.id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
    const key = location.key;
    return () => savePosition(key, window.scrollY);
  }, [location.key]);
}
