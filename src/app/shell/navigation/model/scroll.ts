/** What to do with the scroll position after a navigation. */
export type ScrollDecision = { kind: 'hash'; id: string } | { kind: 'restore' } | { kind: 'keep' } | { kind: 'top' };

export interface ScrollInput {
  previousPathname: string | undefined;
  pathname: string;
  hash: string;
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  hasSavedPosition: boolean;
}

/**
 * Hash links scroll to their element; back/forward restores the saved position; a navigation
 * that stays on the same path keeps the position; everything else starts at the top.
 */
export function decideScroll(input: ScrollInput): ScrollDecision {
  if (input.navigationType === 'POP' && input.hasSavedPosition) return { kind: 'restore' };
  const id = hashTarget(input.hash);
  if (id) return { kind: 'hash', id };
  if (input.previousPathname === undefined) return { kind: 'keep' };
  if (input.previousPathname === input.pathname) return { kind: 'keep' };
  return { kind: 'top' };
}

/** The element id a hash points at, decoded (`#gl%C3%BCcklicher` → `glücklicher`). */
export function hashTarget(hash: string): string | undefined {
  if (!hash || hash === '#') return undefined;
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
