import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { updateWaitingAtom } from '../atoms';

const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

/** Loads the prompt only once an update is actually waiting. */
export function UpdatePromptHost() {
  const waiting = useAtomValue(updateWaitingAtom);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
