import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/common.json';
import en from '@/i18n/locales/en/common.json';
import { consentVersion } from './model/consent-record';
import { storedData } from './model/stored-data';

/**
 * A visitor agreed to a text and a list of stored data. When either changes, they must be asked
 * again: this test fails until `consentVersion` is raised and the fingerprint below is recorded
 * with it. A decision is only valid for the text it was given on, so even a small wording fix
 * raises the version.
 */
const answered = { version: 2, fingerprint: 'aa704fdb2d61702b' };

function fingerprint(): string {
  const agreedTo = { de: de.consent, en: en.consent, storedData };
  return createHash('sha256').update(JSON.stringify(agreedTo)).digest('hex').slice(0, 16);
}

describe('the consent dialog text', () => {
  it('has not changed without a new consent version', () => {
    expect({ version: consentVersion, fingerprint: fingerprint() }).toEqual(answered);
  });
});
