/**
 * What a browser without JavaScript posts, put into the contract's shape before it is checked.
 * The site's forms are plain HTML forms, and a browser sends every successful control as it is:
 * an input left empty arrives as an empty string, a ticked checkbox without a value of its own
 * arrives as `on`, and the cancellation form's date choice arrives as a radio (`earliest` or
 * `date`) beside the text field the date was typed into. The contract, and with it the JSON the
 * site's script sends, has none of these; this step closes exactly that gap and nothing more, so
 * anything else a form post gets wrong is still refused by the contract.
 */

/** `31.12.2026`, `1.2.2027` or `2026-12-31` (the formats the form accepts) as `YYYY-MM-DD`, else the text as typed. */
function isoDayOf(typed: string): string {
  const text = typed.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!german) return text;
  const [, day = '', month = '', year = ''] = german;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * Pure: the fields of a multipart or urlencoded post, as the contract expects them. `required`
 * names the fields the contract always requires: those stay even when empty (an empty callback
 * time means "any time"), so the contract, not this step, decides about them.
 */
export function normaliseFormPost(fields: Readonly<Record<string, unknown>>, required: ReadonlySet<string>): Record<string, unknown> {
  const normal: Record<string, unknown> = {};
  // An optional field the visitor left empty is a field they did not fill in.
  for (const [name, value] of Object.entries(fields)) if (value !== '' || required.has(name)) normal[name] = value;
  // A checkbox with no value attribute sends `on` when ticked; the contract's consent is `yes`.
  if (normal.consent === 'on') normal.consent = 'yes';
  // "On a date of my choice" means the typed date; the text field itself is no field of the contract.
  if ('effectiveDate' in fields) {
    const typed = normal.effectiveDate;
    delete normal.effectiveDate;
    if (normal.effective === 'date') normal.effective = typeof typed === 'string' ? isoDayOf(typed) : '';
  }
  return normal;
}
