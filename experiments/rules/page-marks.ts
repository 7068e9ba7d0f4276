/**
 * The marks on <html> that show the decisions before paint (`data-banner-layout`, `data-flag-…`),
 * and which of them an open page takes from a newer payload. Normally only what switches
 * something off: a flag turned off, a test sent back to its control (GrowthBook's kill switch),
 * so a banner may disappear at once but never appears under the reader. With GrowthBook's stream
 * on, every change applies at once, as the marketer switching it expects. Pure.
 */
export type PageMarks = Readonly<Record<string, string>>;

/** The marks of a decision: `on`/`off` for flags, the variation for tests shown by CSS (unknown values show the control). */
export function marksOf(
  layouts: Readonly<Record<string, readonly string[]>>,
  flags: readonly string[],
  valueOf: (key: string) => unknown,
): Record<string, string> {
  const marks: Record<string, string> = {};
  for (const [key, values] of Object.entries(layouts)) {
    const value = valueOf(key);
    marks[`data-${key}`] = values.includes(value as string) ? (value as string) : values[0]!;
  }
  for (const flag of flags) marks[`data-flag-${flag}`] = valueOf(flag) ? 'on' : 'off';
  return marks;
}

/** The off state of each mark: `off` for flags, the control for tests. */
export function offMarks(layouts: Readonly<Record<string, readonly string[]>>, flags: readonly string[]): PageMarks {
  return marksOf(layouts, flags, () => undefined);
}

/** Of the next marks, those the open page takes now. */
export function marksToApply(current: PageMarks, next: PageMarks, off: PageMarks, live: boolean): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [name, value] of Object.entries(next)) {
    if (current[name] === value) continue;
    if (live || value === off[name]) changes[name] = value;
  }
  return changes;
}
