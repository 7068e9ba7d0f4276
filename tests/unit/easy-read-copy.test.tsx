import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '@/config/brand';
import { checkEasyRead, maxMeanWordsPerSentence } from '@/features/easy-read/model/reading-rules';
import type { Locale } from '@/i18n/locale';
import { i18n, loadNamespace } from '@/i18n/i18n';
import { EasyReadPage } from '@/pages/leichte-sprache.page';
import { formatPrice } from '@/platform/formatting/model/format';
import { plans } from '@/platform/plans/plans';
import { pageBlocks } from '@/platform/read-aloud/page-text';
import { renderWithProviders } from '../utils/render';

/**
 * The reading rules of Leichte Sprache held on the copy as the page renders it, in German and in
 * English: what a visitor reads, with every price, term and contact filled in, found block by block
 * as the page's reader finds it. A sentence the copy adds that breaks a rule fails here.
 */
async function renderIn(language: Locale) {
  await act(() => i18n.changeLanguage(language));
  await loadNamespace('leichte-sprache');
  const view = renderWithProviders(
    <main>
      <EasyReadPage />
    </main>,
    { path: '/leichte-sprache' },
  );
  const blocks = pageBlocks(view.container.querySelector('main')!);
  const isSubheading = (element: Element) => /^H[2-6]$/u.test(element.tagName);
  return {
    headings: blocks.filter((block) => isSubheading(block.element)).map((block) => block.text),
    blocks: blocks.filter((block) => !isSubheading(block.element)).map((block) => block.text),
    text: view.container.textContent ?? '',
  };
}

describe.each(['de', 'en'] as const)('the easy-read page in %s', (language) => {
  beforeAll(async () => {
    await loadNamespace('leichte-sprache');
  });

  afterAll(async () => {
    await act(() => i18n.changeLanguage('de'));
  });

  it('keeps the reading rules: short sentences, long words split, numbers as digits, headings as questions', async () => {
    const copy = await renderIn(language);
    const report = checkEasyRead(copy, language);
    expect(report.findings).toEqual([]);
    expect(report.sentences.length).toBeGreaterThanOrEqual(30);
    expect(report.meanWords).toBeLessThanOrEqual(maxMeanWordsPerSentence);
    expect(copy.headings.length).toBeGreaterThanOrEqual(9);
  });

  it('states every price from the plans and the contacts from the brand, and links the pages it names', async () => {
    const copy = await renderIn(language);
    for (const plan of plans) expect(copy.text).toContain(formatPrice(plan.monthlyPrice));
    expect(copy.text).toContain(brand.support.phone);
    expect(copy.text).toContain(brand.support.supportEmail);
    expect(copy.text).not.toMatch(/\{\{|\}\}/u);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/infopaket', '/test-user', '/vertraege-kuendigen', '/vertrag-widerrufen', '/datenschutz', '/shop', brand.support.phoneHref]),
    );
  });
});
