import { readString, storageKeys, writeString } from '@/adapters/storage';
import { hasConsent } from '@/platform/consent/consent-state';
import { consentedVisitorIdOf } from '../../../../experiments/rules/visitor-state';

/**
 * The anonymous id experiments assign by, made on first need and kept (see `consentedVisitorIdOf`).
 * The pre-paint runtime and the app share it, so both decide for the same visitor.
 */
export function consentedVisitorId(): string {
  return consentedVisitorIdOf(hasConsent('statistics'), readString(storageKeys.visitorId), (created) => writeString(storageKeys.visitorId, created));
}
