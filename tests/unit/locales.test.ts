import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the project root.
const localesDir = join(process.cwd(), 'src/i18n/locales');

function flatKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

const read = (language: string, file: string) => JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as unknown;
const namespaces = readdirSync(join(localesDir, 'de')).filter((file) => file.endsWith('.json'));

describe('translations', () => {
  it('has the same namespaces in German and English', () => {
    expect(readdirSync(join(localesDir, 'en')).sort()).toEqual(namespaces.sort());
  });

  it.each(namespaces)('%s has identical keys in German and English', (file) => {
    expect(flatKeys(read('en', file)).sort()).toEqual(flatKeys(read('de', file)).sort());
  });

  it.each(namespaces)('%s has no empty text and no leftover placeholder', (file) => {
    for (const language of ['de', 'en']) {
      const text = JSON.stringify(read(language, file));
      expect(text).not.toMatch(/""|TODO|lorem ipsum/i);
    }
  });
});
