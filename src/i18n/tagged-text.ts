/** A piece of a translated sentence: plain text, or the text inside one `<name>…</name>` tag. */
export type TaggedPart = string | { tag: string; text: string };

const taggedSpan = /<([a-z][a-z0-9]*)>([^<]*)<\/\1>/gi;

/**
 * Splits a translation like "Mehr in der <privacy>Datenschutzerklärung</privacy>." into its plain
 * text and tagged parts, so a component can wrap the tagged words in a link. Tags do not nest;
 * anything that is not a well-formed tag stays plain text.
 */
export function splitTaggedText(text: string): TaggedPart[] {
  const parts: TaggedPart[] = [];
  let last = 0;
  for (const match of text.matchAll(taggedSpan)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ tag: (match[1] as string).toLowerCase(), text: match[2] as string });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
