/**
 * Which names the storage and cookie adapters may write. The consent layer installs the real
 * policy when it loads (`src/platform/consent/consent-state.ts`); until then, and in tests that
 * never load it, every write is allowed, so the adapters stay usable on their own.
 */
export type WritableArea = 'localStorage' | 'sessionStorage' | 'cookie';
export type WritePolicy = (area: WritableArea, name: string) => boolean;

let policy: WritePolicy = () => true;

export function setWritePolicy(next: WritePolicy): void {
  policy = next;
}

export function mayWrite(area: WritableArea, name: string): boolean {
  try {
    return policy(area, name);
  } catch (error) {
    console.warn(`[storage] could not check whether "${name}" may be stored; not storing it`, error);
    return false;
  }
}
