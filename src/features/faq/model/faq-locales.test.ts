import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { faqListSize } from './faq-entries';
import { answerPolicy } from './sanitize-answer';

// DOMPurify itself needs a real browser DOM (happy-dom's confuses it): the policy is run by
// Chromium in tests/e2e/faq.spec.ts. Here the files are checked against it as text.
const read = (language: string) =>
  JSON.parse(readFileSync(join(process.cwd(), `src/i18n/locales/${language}/faq.json`), 'utf8')) as {
    'faq-list': Record<string, { question: string; answer: string }>;
  };

describe.each(['de', 'en'])('the FAQ in %s', (language) => {
  const list = read(language)['faq-list'];

  it('has twelve entries, faq-list.0 to faq-list.11', () => {
    expect(Object.keys(list)).toEqual(Array.from({ length: faqListSize }, (_, index) => String(index)));
  });

  it('writes questions as plain text', () => {
    for (const entry of Object.values(list)) expect(entry.question).not.toMatch(/[<>&]/);
  });

  it('uses only the tags and link targets the answer policy allows', () => {
    for (const [index, entry] of Object.entries(list)) {
      // The values the FAQ hook passes in, as the config gives them.
      const answer = entry.answer
        .replaceAll('{{privacyPath}}', paths.productPrivacy)
        .replaceAll('{{phoneHref}}', brand.support.phoneHref)
        .replaceAll('{{supportEmail}}', brand.support.supportEmail);
      for (const [, tag, attributes] of answer.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
        expect(answerPolicy.ALLOWED_TAGS, `faq-list.${index}: <${tag}>`).toContain(tag);
        const names = [...(attributes ?? '').matchAll(/([a-z-]+)=/gi)].map((match) => match[1]);
        for (const name of names) expect(answerPolicy.ALLOWED_ATTR, `faq-list.${index}: ${name}`).toContain(name);
        const href = /href="([^"]*)"/.exec(attributes ?? '')?.[1];
        if (href !== undefined) expect(href, `faq-list.${index}`).toMatch(answerPolicy.ALLOWED_URI_REGEXP);
      }
    }
  });

  it('wraps every answer in paragraphs or lists and escapes no stray characters', () => {
    for (const { answer } of Object.values(list)) {
      expect(answer).toMatch(/^<(p|ul|ol)>[\s\S]*<\/(p|ul|ol)>$/);
      expect(answer.replace(/&nbsp;/g, '')).not.toMatch(/&/);
    }
  });
});
