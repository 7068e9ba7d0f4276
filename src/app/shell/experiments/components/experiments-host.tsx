import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readSessionString, sessionKeys } from '@/adapters/storage';
import { env } from '@/config/env';
import { hasConsent } from '@/platform/consent/consent-state';

const ExperimentsRuntime = lazy(() => import('./experiments-runtime').then((module) => ({ default: module.ExperimentsRuntime })));

/**
 * Whether this visit needs the GrowthBook SDK after hydration. What the visitor sees was decided
 * before paint, so the SDK only serves exposure events (statistics consent), the remote payload
 * for the next decision (when GrowthBook is configured), and the QA panel. Anyone else, most
 * first visits among them, never downloads it.
 */
export function needsExperimentsRuntime(search: string): boolean {
  if (env.growthbookApiHost && env.growthbookClientKey) return true;
  if (hasConsent('statistics')) return true;
  return new URLSearchParams(search).get('qa') === '1' || readSessionString(sessionKeys.qaPanel) === '1';
}

/**
 * Loads the experiments runtime after hydration, off the critical path, and only when it has work.
 * The question is asked once per page view: consent given on a page takes effect from the next
 * one, like everything else experiments do, so the page being read never changes under the visitor.
 */
export function ExperimentsHost() {
  const location = useLocation();
  const [needed, setNeeded] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    // Once loaded, the runtime stays: it follows consent changes itself.
    setNeeded((loaded) => loaded === true || needsExperimentsRuntime(location.search));
  }, [location.key, location.search]);
  useEffect(() => {
    // Without the runtime there are no exposures to wait for: tests and tools can go on.
    if (needed === false) document.documentElement.dataset.experiments = 'ready';
  }, [needed, location.key]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ExperimentsRuntime />
    </Suspense>
  );
}
