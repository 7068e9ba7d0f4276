import { decrypt, maskIban } from './crypto.ts';

/** Pure but for the key: the stored IBAN as staff see it, masked; never the whole number. */
export function decryptedMaskedIban(sealed: string | null, key: Buffer | undefined): string | null {
  if (!sealed) return null;
  if (!key) return '**** (key missing)';
  try {
    return maskIban(decrypt(sealed, key));
  } catch {
    return '**** (cannot decrypt)';
  }
}
