import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * IBANs at rest: AES-256-GCM with a fresh 12-byte IV each, stored as `iv.tag.ciphertext` in
 * base64. The tag makes a changed or foreign value fail to decrypt instead of decrypting to noise.
 */
export function encrypt(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.');
}

export function decrypt(sealed: string, key: Buffer): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
  if (!iv || !tag || !data) throw new Error('Not an encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** Pure: the IBAN as staff and mandates show it: country, check digits and the last four. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 8) return '****';
  return `${compact.slice(0, 4)} **** **** ${compact.slice(-4)}`;
}
