import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRegexLiteral } from '@/platform/forms/validation/model/pattern-rules';
import {
  callbackWindow,
  checkPreferredTime,
  formatClock,
  isCallbackDay,
  parseClock,
  parsePreferredTime,
  windowOf,
  windowPattern,
  type TimeWindow,
} from './time-window';

const eightToFour: TimeWindow = { from: 8 * 60, to: 16 * 60 };

function compiled(window: TimeWindow): RegExp {
  const regex = compileRegexLiteral(windowPattern(window));
  if (typeof regex === 'string') throw new Error(regex);
  return regex;
}

/** Every way the form accepts to write the time `hours:minutes`. */
function spellings(hours: number, minutes: number): string[] {
  const hh = String(hours).padStart(2, '0');
  const mm = String(minutes).padStart(2, '0');
  const written = [`${hh}:${mm}`, `${hours}:${mm}`, `${hours}.${mm}`, `${hours}${mm}`, `${hh}${mm}`, `${hours}:${mm} Uhr`, ` ${hh}.${mm}h `];
  return minutes === 0 ? [...written, `${hours}`, hh, `${hours} Uhr`, `${hh} uhr`] : written;
}

describe('the callback window', () => {
  it('is Monday to Friday, 08:00 to 16:00, from the brand config', () => {
    expect(callbackWindow).toEqual(eightToFour);
  });

  it('falls back to 08:00 to 16:00 when the config is broken or backwards', () => {
    expect(windowOf({ from: '8 Uhr', to: '16:00' })).toEqual(eightToFour);
    expect(windowOf({ from: '17:00', to: '09:00' })).toEqual(eightToFour);
  });

  it('reads another well-formed config as it is', () => {
    expect(windowOf({ from: '09:30', to: '18:00' })).toEqual({ from: 570, to: 1080 });
  });

  it('knows the weekdays and "any" but no weekend day', () => {
    expect(['any', 'mon', 'tue', 'wed', 'thu', 'fri'].every(isCallbackDay)).toBe(true);
    expect(isCallbackDay('sat')).toBe(false);
    expect(isCallbackDay('sun')).toBe(false);
    expect(isCallbackDay(3)).toBe(false);
  });
});

describe('clock notation', () => {
  it('parses strict HH:MM and refuses anything else', () => {
    expect(parseClock('08:00')).toBe(480);
    expect(parseClock('23:59')).toBe(1439);
    expect(parseClock('24:00')).toBeUndefined();
    expect(parseClock('8:00')).toBeUndefined();
  });

  it('writes minutes after midnight as HH:MM', () => {
    expect(formatClock(480)).toBe('08:00');
    expect(formatClock(15 * 60 + 5)).toBe('15:05');
  });
});

describe('parsePreferredTime', () => {
  it.each([
    ['10:30', 630],
    ['10.30', 630],
    ['1030', 630],
    ['830', 510],
    ['9', 540],
    ['09', 540],
    ['14 Uhr', 840],
    ['8.15h', 495],
    ['  16:00  ', 960],
  ])('reads "%s" as %i minutes after midnight', (text, minutes) => {
    expect(parsePreferredTime(text)).toBe(minutes);
  });

  it.each(['', 'morgens', '25:00', '10:60', '10:3', '10 30', '-9', 'halb elf', '10:30:00'])('refuses "%s"', (text) => {
    expect(parsePreferredTime(text)).toBeUndefined();
  });
});

describe('checkPreferredTime', () => {
  it('treats an empty or blank time as "any time in the window"', () => {
    expect(checkPreferredTime('', eightToFour)).toEqual({ kind: 'empty' });
    expect(checkPreferredTime('   ', eightToFour)).toEqual({ kind: 'empty' });
  });

  it('accepts both ends of the window', () => {
    expect(checkPreferredTime('08:00', eightToFour)).toEqual({ kind: 'ok', minutes: 480 });
    expect(checkPreferredTime('16:00', eightToFour)).toEqual({ kind: 'ok', minutes: 960 });
  });

  it('says a time just before or after the window is outside it', () => {
    expect(checkPreferredTime('7:59', eightToFour)).toEqual({ kind: 'outside', minutes: 479 });
    expect(checkPreferredTime('16:01', eightToFour)).toEqual({ kind: 'outside', minutes: 961 });
    expect(checkPreferredTime('18 Uhr', eightToFour)).toEqual({ kind: 'outside', minutes: 1080 });
  });

  it('says text that is no time is in the wrong format', () => {
    expect(checkPreferredTime('nachmittags', eightToFour)).toEqual({ kind: 'format' });
  });
});

describe('windowPattern, the rule the form validates with', () => {
  it('is a valid regular expression literal', () => {
    expect(compiled(eightToFour)).toBeInstanceOf(RegExp);
  });

  it('agrees with checkPreferredTime on every minute of the day, in every accepted spelling', () => {
    const regex = compiled(eightToFour);
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      for (const text of spellings(Math.floor(minute / 60), minute % 60)) {
        expect({ text, matches: regex.test(text) }).toEqual({ text, matches: checkPreferredTime(text, eightToFour).kind === 'ok' });
      }
    }
  });

  it('agrees with checkPreferredTime on arbitrary text and on other windows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^\s?\d{1,4}([:.]\d{0,3})?\s?(Uhr|h)?$/)),
        (a, b, text) => {
          const window = { from: Math.min(a, b), to: Math.max(a, b) };
          const accepted = compiled(window).test(text);
          const check = checkPreferredTime(text, window).kind;
          expect(accepted).toBe(check === 'ok' || check === 'empty');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accepts a blank time, which the form sends as "any time"', () => {
    expect(compiled(eightToFour).test('  ')).toBe(true);
  });
});
