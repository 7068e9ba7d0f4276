import { renderHook } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespace } from './i18n';

// Vitest runs from the project root.
const i18nDir = join(process.cwd(), 'src/i18n');

beforeAll(async () => {
  await loadNamespace('shop');
});

/**
 * The keys are typed from the German files (`resources.ts`): the `@ts-expect-error` lines below
 * fail the type check (`tsc`) as soon as a missing key would be accepted. At run time a missing
 * key only shows itself on the page, which is what the types are there to prevent.
 */
describe('typed translation keys', () => {
  it('accept a key of the common namespace and refuse one that does not exist', () => {
    expect(i18n.t('footer.advice')).toBe('Lass dich beraten!');
    // @ts-expect-error: no such key in the common namespace
    expect(i18n.t('doesNotExist')).toBe('doesNotExist');
  });

  it("accept a key of a page's namespace and refuse a typo in it", () => {
    const { result } = renderHook(() => useTranslation('shop'));
    const { t } = result.current;
    expect(t('plans.basis.name')).toBe('Basis');
    // @ts-expect-error: `plans.typo` is not in the shop namespace
    expect(t('plans.typo')).toBe('plans.typo');
    // @ts-expect-error: a key of another namespace is not one of this one
    expect(t('footer.advice')).toBe('footer.advice');
  });

  it('know every namespace the German files have', () => {
    const resources = readFileSync(join(i18nDir, 'resources.ts'), 'utf8');
    const namespaces = readdirSync(join(i18nDir, 'locales/de')).filter((file) => file.endsWith('.json'));
    for (const file of namespaces) expect(resources, file).toContain(`from './locales/de/${file}'`);
  });
});
