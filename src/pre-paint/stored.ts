/**
 * The runtime's own reads and writes of web storage (it runs before the app's storage adapter is
 * on the page). Storage can be blocked, or throw on access: a read then finds nothing and a write
 * reports false, never an error. The runtime writes only what the visitor allowed: the consent
 * record and test views always, the experiments' visitor id and assignments with consent.
 */
export type StorageArea = () => Pick<Storage, 'getItem' | 'setItem'>;

export function readStored(area: StorageArea, key: string): string | undefined {
  try {
    return area().getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(area: StorageArea, key: string, value: string): boolean {
  try {
    area().setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export const local: StorageArea = () => localStorage;
export const session: StorageArea = () => sessionStorage;
