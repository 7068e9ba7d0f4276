import { readString, storageKeys, writeString } from '@/adapters/storage';
import { hasConsent } from '@/platform/consent/consent-state';
import { isVisitorId } from './model/visitor-state';

function newVisitorId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The anonymous id experiments assign by, made on first need and kept. Without consent to
 * statistics and experiments there is none (''): no rule can assign, and nothing is stored.
 * The before-paint script and the app share it, so both decide for the same visitor.
 */
export function consentedVisitorId(): string {
  if (!hasConsent('statistics')) return '';
  const stored = readString(storageKeys.visitorId);
  if (isVisitorId(stored)) return stored;
  const created = newVisitorId();
  return writeString(storageKeys.visitorId, created) ? created : '';
}
