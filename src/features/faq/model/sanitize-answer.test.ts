import { describe, expect, it } from 'vitest';
import { answerPolicy, createAnswerSanitizer, isCleanAnswerHtml, type Purifier } from './sanitize-answer';

describe('isCleanAnswerHtml', () => {
  it.each([
    '<p>Nur Text.</p>',
    '<p>Mit <strong>fett</strong>, <em>kursiv</em> und Umbruch<br>hier.</p>',
    '<ul><li>Eins</li><li>Zwei</li></ul><ol><li>Drei</li></ol>',
    '<p><a href="/shop">Shop</a>, <a href="tel:+4930000">Anruf</a>, <a href="mailto:a@b.de">Mail</a></p>',
    '<p>9,90&nbsp;€ &amp; mehr</p>',
  ])('accepts %s', (html) => {
    expect(isCleanAnswerHtml(html)).toBe(true);
  });

  it.each([
    ['a script', '<p>Hallo</p><script>steal()</script>'],
    ['an image with a handler', '<img src="x" onerror="steal()">'],
    ['an event handler on an allowed tag', '<p onclick="steal()">Hallo</p>'],
    ['a handler squeezed after the link target', '<a href="/x" onclick="steal()">x</a>'],
    ['a script URL', '<a href="javascript:steal()">x</a>'],
    ['a link to another site', '<a href="https://example.com/">x</a>'],
    ['a protocol-relative link', '<a href="//example.com/">x</a>'],
    ['an unquoted attribute', '<a href=/shop>x</a>'],
    ['a comment', '<p>Hallo<!-- x --></p>'],
    ['an unfinished tag', '<p>Hallo</p><img src=x onerror=steal()'],
    ['a stray angle bracket', '<p>1 < 2</p>'],
    ['an svg', '<svg onload="steal()"></svg>'],
    ['a style attribute', '<p style="color:red">x</p>'],
    ['a numeric entity', '<p>&#60;script&#62;</p>'],
  ])('rejects %s', (_name, html) => {
    expect(isCleanAnswerHtml(html)).toBe(false);
  });
});

describe('createAnswerSanitizer', () => {
  it('uses DOMPurify with the answer policy when it works', () => {
    const calls: unknown[] = [];
    const purifier: Purifier = {
      isSupported: true,
      sanitize: (html, config) => {
        calls.push(config);
        return html.replace('<script>steal()</script>', '');
      },
    };
    expect(createAnswerSanitizer(purifier)('<p>Hallo</p><script>steal()</script>')).toBe('<p>Hallo</p>');
    expect(calls).toEqual([answerPolicy]);
  });

  it('falls back to the text check without DOMPurify or without a DOM for it', () => {
    for (const sanitize of [createAnswerSanitizer(), createAnswerSanitizer({ isSupported: false, sanitize: () => 'never' })]) {
      expect(sanitize('<p>Hallo</p>')).toBe('<p>Hallo</p>');
      expect(sanitize('<p>Hallo</p><script>steal()</script>')).toBe('');
    }
  });
});

describe('answers that try to act or to leave the site (issue 27)', () => {
  it('keep no data-* or aria-* attributes, so an answer cannot carry a consent action', async () => {
    const { default: DOMPurify } = await import('dompurify');
    const clean = createAnswerSanitizer(DOMPurify as unknown as Purifier)(
      '<p><a href="/shop" data-consent-action="accept-all" aria-controls="consent-dialog" aria-label="Weiter">Weiter</a></p>',
    );
    // DOMPurify is told to drop them; whatever it returns is checked again before it is used.
    expect(answerPolicy).toMatchObject({ ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
    expect(clean).not.toMatch(/data-|aria-/);
    const keepsEverything: Purifier = { isSupported: true, sanitize: (html) => html };
    expect(createAnswerSanitizer(keepsEverything)('<a href="/shop" data-consent-action="accept-all">x</a>')).toBe('');
    expect(createAnswerSanitizer(keepsEverything)('<p><a href="/shop">Weiter</a></p>')).toBe('<p><a href="/shop">Weiter</a></p>');
  });

  it.each(['<a href="/&#47;evil.example">x</a>', '<a href="/&#x2f;evil.example">x</a>', '<a href="/\t/evil.example">x</a>'])(
    'are refused by the text check when a link decodes to another host: %j',
    (html) => expect(isCleanAnswerHtml(html)).toBe(false),
  );

  it('are cleaned by DOMPurify of a link that decodes to another host', async () => {
    const { default: DOMPurify } = await import('dompurify');
    const clean = createAnswerSanitizer(DOMPurify as unknown as Purifier)('<a href="/&#47;evil.example">x</a>');
    expect(clean).not.toContain('evil');
  });
});
