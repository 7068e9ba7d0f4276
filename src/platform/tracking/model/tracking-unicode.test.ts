import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHiddenTrackingFields } from './hidden-fields';
import { cutTrackingValue, maxTrackingValueLength, readTrackingParams } from './tracking-params';

const codePoints = (text: string) => [...text].length;
const isWellFormed = (text: string) => !/\p{Cs}/u.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));

describe('tracking values under arbitrary Unicode', () => {
  it('cuts 150 × U+FB2C, which NFC expands to 450 code points, to 150 code points that stay 150 after NFC', () => {
    const cut = cutTrackingValue('\uFB2C'.repeat(150));
    expect(codePoints(cut)).toBeLessThanOrEqual(maxTrackingValueLength);
    expect(codePoints(cut.normalize('NFC'))).toBeLessThanOrEqual(maxTrackingValueLength);
    expect(cut).toBe(cut.normalize('NFC'));
  });

  it('always yields an NFC value of at most 150 code points, with no broken surrogate', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (raw) => {
        const cut = cutTrackingValue(raw);
        expect(cut).toBe(cut.normalize('NFC'));
        expect(codePoints(cut)).toBeLessThanOrEqual(maxTrackingValueLength);
        expect(isWellFormed(cut) || !isWellFormed(raw)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('gives every hidden field at most 150 code points after NFC, whatever the query, referrer and storage hold', () => {
    const text = fc.string({ unit: 'binary', maxLength: 400 });
    fc.assert(
      fc.property(text, text, text, text, (campaign, referrer, stored, path) => {
        const search = `?${new URLSearchParams({ utm_campaign: campaign, utm_term: stored }).toString()}`;
        const fields = buildHiddenTrackingFields({
          search,
          origin: 'https://lumi.example',
          pathname: `/${path}`,
          referrer,
          visit: { utm_source: campaign },
          stored: { utm_content: stored, initial_referrer_url: referrer },
        });
        for (const value of Object.values(fields)) expect(codePoints(value.normalize('NFC'))).toBeLessThanOrEqual(maxTrackingValueLength);
        expect(codePoints(readTrackingParams(search).utm_campaign?.normalize('NFC') ?? '')).toBeLessThanOrEqual(maxTrackingValueLength);
      }),
      { numRuns: 300 },
    );
  });
});
