import { allowedLinkPattern, isAllowedLink } from '@/platform/links/link-policy';

/**
 * How FAQ answers are cleaned before they become markup. In the browser DOMPurify does it, with
 * the policy below. Where DOMPurify is not there (the prerenderer has no DOM; in the browser it
 * loads when the FAQ comes near) an answer is used only when it already is what the policy
 * allows, checked as text; otherwise it is left out until DOMPurify has cleaned it.
 */
export const answerPolicy = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href'],
  // DOMPurify keeps data-* and aria-* by default: an answer could then carry `data-consent-action`.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Links only to pages of the site, phone numbers, e-mail addresses and the brand's own external sites.
  ALLOWED_URI_REGEXP: allowedLinkPattern(),
};

/** The part of DOMPurify this module uses. */
export interface Purifier {
  readonly isSupported: boolean;
  sanitize(html: string, config: typeof answerPolicy): string;
}

const tagPattern = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"<>]*")*)\s*(\/?)>/gi;
const attributePattern = /\s+([a-z-]+)="([^"<>]*)"/gi;

/**
 * Pure and strict: true only for HTML made of the allowed tags, each with nothing but an allowed
 * `href` in double quotes, and no other markup at all (no comments, no stray `<`, no unknown
 * entities). Anything unusual answers false, even if harmless.
 */
export function isCleanAnswerHtml(html: string): boolean {
  let unknown = false;
  const rest = html.replace(tagPattern, (_tag, closing: string, name: string, attributes: string) => {
    if (!answerPolicy.ALLOWED_TAGS.includes(name.toLowerCase())) unknown = true;
    for (const [, attribute = '', value = ''] of attributes.matchAll(attributePattern)) {
      // The link is checked as the browser will read it, entities decoded.
      if (closing || !answerPolicy.ALLOWED_ATTR.includes(attribute.toLowerCase()) || !isAllowedLink(value)) unknown = true;
    }
    return '';
  });
  if (unknown) return false;
  // What is left is text: no markup, and only the entities DOMPurify itself writes.
  return !/[<>]/.test(rest) && !/&(?!(?:amp|lt|gt|quot|nbsp);)/.test(rest);
}

/** The sanitiser to use: DOMPurify with the policy when it is here and works, else the text check. */
export function createAnswerSanitizer(purifier?: Purifier): (html: string) => string {
  if (purifier?.isSupported) {
    return (html) => {
      const clean = purifier.sanitize(html, answerPolicy);
      // What DOMPurify wrote must pass the strict text check too: only the allowed tags, only an
      // `href` that stays allowed once decoded, no data-* or aria-* left, whatever DOM it ran on.
      return isCleanAnswerHtml(clean) ? clean : '';
    };
  }
  return (html) => (isCleanAnswerHtml(html) ? html : '');
}
