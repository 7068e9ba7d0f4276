import { describe, expect, it } from 'vitest';
import { formatDecimal, formatLongDate, formatMoment, formatPrice } from './format';

describe('formatPrice', () => {
  it.each([
    [9.9, '€\u00a09,90'],
    [19.9, '€\u00a019,90'],
    [49.9, '€\u00a049,90'],
    [175, '€\u00a0175,00'],
    [1234.5, '€\u00a01234,50'],
    [0, '€\u00a00,00'],
  ])('formats %s as %j with a non-breaking space, German decimals and no grouping', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('rejects a value that is not a finite number', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it.each([
    [10.1, 'de', '10,1'],
    [10.1, 'en', '10.1'],
    [8, 'de', '8'],
  ] as const)('writes %s in %s as %j, as Intl.NumberFormat would', (value, language, expected) => {
    expect(formatDecimal(value, language)).toBe(expected);
    expect(formatDecimal(value, language)).toBe(new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB').format(value));
  });

  it('rejects a value that is not a finite number', () => {
    expect(() => formatDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatLongDate', () => {
  it('writes weekday, day, month and year in German', () => {
    expect(formatLongDate('2023-03-14')).toBe('Dienstag, 14. März 2023');
  });

  it('writes the same date in English', () => {
    expect(formatLongDate('2023-03-14', 'en')).toBe('Tuesday, 14 March 2023');
  });

  it('returns an empty string for a date that does not parse', () => {
    expect(formatLongDate('not a date')).toBe('');
  });

  it('names every weekday and month as the calendar does', () => {
    // 2024 is a leap year that starts on a Monday: one date in each month, every weekday among them.
    const firsts = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2024, month, 1)));
    for (const language of ['de', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(firsts.map((date) => formatLongDate(date, language))).toEqual(firsts.map((date) => intl.format(date)));
    }
  });

  it('takes the calendar day of the date as written, whatever the time zone', () => {
    expect(formatLongDate('2024-12-31')).toBe('Dienstag, 31. Dezember 2024');
    expect(formatLongDate(new Date(Date.UTC(2024, 0, 1, 23, 30)), 'en')).toBe('Monday, 1 January 2024');
  });

  it('keeps German and English apart after both were used', () => {
    expect([formatLongDate('2023-03-14', 'en'), formatLongDate('2023-03-14', 'de')]).toEqual(['Tuesday, 14 March 2023', 'Dienstag, 14. März 2023']);
  });
});

describe('formatMoment', () => {
  const moment = Date.UTC(2026, 10, 23, 17, 43);

  it('writes day, month and time in German', () => {
    expect(formatMoment(moment, 'de', 'Europe/Berlin')).toBe('23.11., 18:43');
  });

  it('writes day, short month and time in English', () => {
    expect(formatMoment(moment, 'en', 'Europe/Berlin')).toBe('23 Nov, 18:43');
  });

  it('returns an empty string for a moment that is not a number', () => {
    expect(formatMoment(Number.NaN)).toBe('');
  });
});
