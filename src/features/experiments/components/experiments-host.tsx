import { lazy, Suspense, useEffect, useState } from 'react';

const ExperimentsRuntime = lazy(() => import('./experiments-runtime').then((module) => ({ default: module.ExperimentsRuntime })));

/**
 * Loads the experiments runtime (GrowthBook SDK) after hydration, off the critical path: what
 * the visitor sees was already decided before paint.
 */
export function ExperimentsHost() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ExperimentsRuntime />
    </Suspense>
  );
}
