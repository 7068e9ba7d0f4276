import type { BrowserContext } from '@playwright/test';
import { expectedPages } from '../support/expected-pages';
import { consentRecordJson, controlVariations, expect, necessaryOnly, test } from '../support/fixtures';
import { measureOverflow, withLargeTextPhone } from '../support/reflow';

/**
 * Every route, in German and in English, reflows without sideways scrolling: at 320 CSS px (what
 * a 1280 px window shows at 400 % zoom), and on a 390 px phone whose browser text size is set to
 * 32 px, twice the default, as a visitor sets it in the browser's settings. One browser per walk.
 * The route walk already loads every German page and measures it at 320 px; this walk adds the
 * English ones.
 */
const pages = expectedPages();

async function walk(context: BrowserContext, baseURL: string, languages: ReadonlyArray<'de' | 'en'> = ['de', 'en']): Promise<string[]> {
  // The tab first, then the script: it runs from the site's first page on, not in the blank tab, which has no storage.
  const page = context.pages()[0] ?? (await context.newPage());
  await context.addInitScript(
    ({ record, forced }) => {
      window.localStorage.setItem('lumi:consent', record);
      window.sessionStorage.setItem('lumi:forced-variations', JSON.stringify(forced));
    },
    { record: consentRecordJson(necessaryOnly), forced: controlVariations },
  );
  const problems: string[] = [];
  for (const language of languages) {
    await page.goto(baseURL);
    await page.evaluate((value) => window.localStorage.setItem('lumi:language', JSON.stringify(value)), language);
    for (const { path } of pages) {
      await page.goto(`${baseURL}${path}`);
      await page.waitForFunction((value) => document.documentElement.dataset.hydrated === 'true' && document.documentElement.lang === value, language);
      // Content pages swap in their English body once it has loaded.
      if (language === 'en') await page.waitForFunction(() => !document.querySelector('article [lang="de"]'));
      const overflow = await measureOverflow(page);
      if (overflow.by > 0) problems.push(`${language} ${path}: ${overflow.by}px – ${overflow.culprits.join(' | ')}`);
    }
  }
  return problems;
}

test.describe('reflow', () => {
  test.describe.configure({ timeout: 600_000 });

  test('every route fits 320 px without scrolling sideways in English', async ({ browser, baseURL, problems }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, serviceWorkers: 'block' });
    problems.watch(context);
    expect(await walk(context, baseURL!, ['en'])).toEqual([]);
    await context.close();
  });

  test('every route fits a 390 px phone with the browser text at 32 px, in German and English', async ({ playwright, baseURL, problems }) => {
    await withLargeTextPhone(playwright, async (context) => {
      problems.watch(context);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseURL}/faq`);
      // The profile's text size reached the page: the site's base size is relative to it.
      expect(Number.parseFloat(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize))).toBe(32);
      expect(await walk(context, baseURL!)).toEqual([]);
    });
  });

  test('a new visitor with the browser text at 32 px sees both consent answers without scrolling', async ({ playwright, baseURL, problems }) => {
    await withLargeTextPhone(playwright, async (context) => {
      problems.watch(context);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseURL}/faq`);
      const dialog = page.getByRole('dialog', { name: 'Deine Privatsphäre' });
      await expect(dialog).toBeVisible();
      // The explanation is longer than the dialog at this size: the answers would be below it.
      expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      const viewport = page.viewportSize()!;
      for (const name of ['Alle akzeptieren', 'Nur notwendige']) {
        const answer = dialog.getByRole('button', { name });
        const box = (await answer.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        // Nothing lies over it: a tap at its centre reaches the button.
        const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim(), {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        });
        expect(hit).toBe(name);
      }
    });
  });
});
