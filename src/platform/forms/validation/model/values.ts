/**
 * Value helpers shared by rules and messages. Form values arrive as anything (strings from
 * inputs, booleans from checkboxes, arrays from groups, or whatever a caller passes), so every
 * helper answers "not applicable" instead of throwing.
 */

/** Only these skip non-required rules; whitespace and `false` are real values (see `required`). */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Strings and numbers are text; other values have no sensible text form for a rule. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  return undefined;
}

const numericPattern = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** JavaScript number syntax (dot decimals) with surrounding whitespace allowed. */
export function isNumericText(text: string): boolean {
  return numericPattern.test(text.trim());
}

export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && isNumericText(value)) {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * Characters as a reader counts them: code points after NFC, so "ü" typed as u + combining
 * diaeresis counts once and an emoji is not two.
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text.normalize('NFC')) count += 1;
  return count;
}

/** Strings count characters, arrays count items; anything else has no length. */
export function lengthOf(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  const text = asText(value);
  return text === undefined ? undefined : countCharacters(text);
}
