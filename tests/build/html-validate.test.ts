import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HtmlValidate, type ConfigData, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { dist } from './dist';

/**
 * An independent checker over every prerendered page: html-validate's recommended rules (which
 * include all of its accessibility rules) and its document rules. What is switched off or
 * tuned below says only how the HTML is spelled, never what it means to a visitor or an
 * assistive technology.
 */
export const htmlValidateConfig: ConfigData = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React writes the DOM property's spelling (`maxLength`, `srcSet`, `dateTime`); HTML
    // attribute names are case-insensitive, so the browser reads them the same.
    'attr-case': 'off',
    // Serialisation style of React's renderer: `<br/>`, `required=""`, `<!DOCTYPE html>`.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'doctype-style': 'off',
    // The kit sets CSS custom properties in `style` attributes (Mantine's tokens); the look
    // comes from classes and the CSP governs style attributes separately.
    'no-inline-style': 'off',
    // Every script and stylesheet is the site's own, from its own origin; SRI guards what
    // comes from other origins, and there is none in the markup.
    'require-sri': ['error', { target: 'crossorigin' }],
    // HTML allows any id without whitespace; the legal pages' heading anchors begin with the
    // section number (`#10-laufzeit-und-kundigung`) and are linked from elsewhere.
    'valid-id': ['error', { relaxed: true }],
    // A search-snippet hint, not an accessibility rule (WCAG asks for a descriptive title, of
    // no set length): seven article headlines, which are also their page titles, are longer.
    'long-title': 'off',
  },
};

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.isFile() && entry.name.endsWith('.html') ? [path] : [];
  });
}

const describeFinding = (message: Message) =>
  `  ${message.line}:${message.column} ${message.ruleId}: ${message.message}${message.selector ? ` (${message.selector})` : ''}`;

const pages = htmlFiles(dist)
  .map((file) => relative(dist, file))
  .sort();
const validator = new HtmlValidate(htmlValidateConfig);

describe('html-validate over every prerendered page', () => {
  it('finds the prerendered pages', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages).toContain('index.html');
    expect(pages).toContain('404.html');
  });

  it.each(pages.map((page) => [page] as const))('%s has no finding', async (page) => {
    const report = await validator.validateString(readFileSync(join(dist, page), 'utf8'), page);
    const findings = report.results.flatMap((result) => result.messages).map(describeFinding);
    expect(report.valid, `html-validate on ${page}:\n${findings.join('\n')}`).toBe(true);
  });
});
