import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test, waitForHydration } from '../support/fixtures';
import { loadContentSources } from '../../scripts/vite/content-check';
import { brand } from '../../src/config/brand';
import { siteRoutes } from '../../src/config/routes';
import { isArticle, sortNewestFirst } from '../../src/features/content/model/article-filter';
import { buildContentIndex } from '../../src/features/content/model/check-content';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const content = buildContentIndex(loadContentSources(root), siteRoutes, brand);
const articles = content.filter((entry) => entry.kind === 'article');
const jobs = content.filter((entry) => entry.kind === 'job');
const legalPages = content.filter((entry) => entry.kind === 'legal');
const articlePaths = new Set(articles.map((entry) => entry.path));

const articleCards = (page: Page) => page.getByRole('main').getByRole('article');
const filterGroup = (page: Page) => page.getByRole('group', { name: 'Nach Kategorie filtern' });

test.describe('the blog index', () => {
  test('shows every article with preview, date and reading time', async ({ page }) => {
    await openHydrated(page, '/blog');
    await expect(articleCards(page)).toHaveCount(articles.length);
    await expect(page.getByRole('status')).toHaveText(`${articles.length} Artikel`);
    const hrefs = await articleCards(page)
      .getByRole('heading', { level: 2 })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(articlePaths);
    await expect(articleCards(page).first().locator('time')).toHaveText(/^\p{L}+, \d{1,2}\. \p{L}+ 20\d\d$/u);
    await expect(articleCards(page).first()).toContainText('Minuten Lesezeit');
  });

  test('narrows the list by category, keeps it after a reload and in a shared address', async ({ page, browser, problems }) => {
    await openHydrated(page, '/blog');
    await filterGroup(page).getByRole('link', { name: 'Tipps & Tricks' }).click();
    await expect(page).toHaveURL(/\/blog\?kategorie=Tipps%20%26%20Tricks$/);
    // The address changes first and the list renders after it, so wait for the list itself.
    const count = articles.filter(isArticle).filter((entry) => (entry.meta.categories as string[]).includes('Tipps & Tricks')).length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(articles.length);
    await expect(articleCards(page)).toHaveCount(count);
    for (const card of await articleCards(page).all()) await expect(card.getByRole('list')).toContainText('Tipps & Tricks');
    await expect(filterGroup(page).getByRole('link', { name: 'Tipps & Tricks' })).toHaveAttribute('aria-current', 'true');

    await page.reload();
    await waitForHydration(page);
    await expect(articleCards(page)).toHaveCount(count);
    await expect(page.getByRole('status')).toHaveText(`${count} Artikel in „Tipps & Tricks“`);

    // Someone else opens the shared address in a fresh browser.
    const shared = await browser.newPage();
    problems.watch(shared);
    await openHydrated(shared, page.url());
    await expect(articleCards(shared)).toHaveCount(count);
    await shared.close();

    await filterGroup(page).getByRole('link', { name: 'Alle Artikel' }).click();
    await expect(articleCards(page)).toHaveCount(articles.length);
  });

  test('shows English titles and category names to English readers', async ({ page }) => {
    await openHydrated(page, '/blog?kategorie=Neuigkeiten');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'true');
    const newest = sortNewestFirst(articles.filter(isArticle).filter((entry) => (entry.meta.categories as string[]).includes('Neuigkeiten')))[0]!;
    await expect(articleCards(page).first().getByRole('heading', { level: 2 })).toHaveText(newest.meta.en.title);
  });

  test('shows all articles and a note for an unknown category', async ({ page }) => {
    await openHydrated(page, `/blog?kategorie=${encodeURIComponent('<b>Kochen</b>'.repeat(40))}`);
    await expect(page.getByText('Diese Kategorie kennen wir nicht')).toBeVisible();
    await expect(articleCards(page)).toHaveCount(articles.length);
  });
});

test.describe('articles', () => {
  test("every article's three recommendations point to existing articles", async ({ page, request }) => {
    test.setTimeout(180_000);
    for (const article of articles) {
      await page.goto(article.path, { waitUntil: 'domcontentloaded' });
      const links = page.locator('section[aria-labelledby="recommendations"] a');
      await expect(links, article.path).toHaveCount(3);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        expect(articlePaths.has(href), `${article.path} recommends ${href}`).toBe(true);
        expect((await request.get(href)).status(), `${article.path} → ${href}`).toBe(200);
      }
    }
  });

  test('a recommendation opens its article, with its own structured data only', async ({ page }) => {
    await openHydrated(page, '/blog/gruenderstory');
    const link = page.locator('section[aria-labelledby="recommendations"] a').first();
    const href = (await link.getAttribute('href'))!;
    const target = articles.find((entry) => entry.path === href)!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.meta.title);
    const structured = page.locator('head script[type="application/ld+json"]');
    await expect(structured).toHaveCount(1);
    await expect.poll(async () => JSON.parse((await structured.textContent()) ?? '{}').headline).toBe(target.meta.title);
  });

  test('opening an article pushes one blog event to the data layer', async ({ page }) => {
    await openHydrated(page, '/blog/gruenderstory');
    const blogEvents = () => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'blog'));
    await expect.poll(blogEvents).toEqual([{ event: 'blog', slug: 'gruenderstory', title: expect.stringContaining('Gründungsgeschichte') }]);
    await page.locator('section[aria-labelledby="recommendations"] a').first().click();
    await expect.poll(async () => (await blogEvents()).length).toBe(2);
  });
});

test.describe('careers', () => {
  test('job cards link to their job pages', async ({ page, request }) => {
    await openHydrated(page, '/karriere');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(4);
    const hrefs = await cards
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(new Set(hrefs)).toEqual(new Set(jobs.map((entry) => entry.path)));
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
    await expect(cards.getByRole('link', { name: /^Jetzt bewerben/ }).first()).toHaveAttribute('href', /^mailto:jobs@/);

    const first = cards.first().getByRole('heading', { level: 3 });
    const title = (await first.textContent())!;
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the jobs FAQ opens an answer', async ({ page }) => {
    await openHydrated(page, '/karriere');
    const item = page.getByRole('main').locator('details', { has: page.locator('summary', { hasText: 'Wie läuft die Bewerbung ab?' }) });
    await item.locator('summary').click();
    await expect(item).toHaveAttribute('open', '');
    await expect(page.getByText('Ein Anschreiben brauchen wir nicht.')).toBeVisible();
  });
});

test.describe('legal pages', () => {
  for (const legal of legalPages) {
    test(`${legal.path} renders its headings and table of contents`, async ({ page }) => {
      await openHydrated(page, legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.meta.title);
      for (const heading of legal.headings) {
        await expect(page.locator(`h2[id="${heading.id}"]`), heading.text).toHaveText(heading.text);
      }
      const toc = page.getByRole('navigation', { name: 'Inhalt' });
      if (legal.headings.length < 4) {
        await expect(toc).toHaveCount(0);
        return;
      }
      const targets = await toc.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hash));
      expect(targets).toEqual(legal.headings.map((heading) => `#${heading.id}`));
    });
  }
});

test.describe('English readers', () => {
  test('read every article, job ad and legal page with its English body', async ({ page }) => {
    test.setTimeout(120_000);
    await openHydrated(page, '/blog');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const entry of content) {
      await page.goto(entry.path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' && document.documentElement.lang === 'en');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), entry.path).toHaveText(entry.meta.en.title);
      // The German body stays only until the English one has loaded.
      await expect(main.locator('[lang="de"]'), entry.path).toHaveCount(0);
      const headings = await main.locator('h2[id]').allTextContents();
      expect(headings, entry.path).toEqual(expect.arrayContaining(entry.englishHeadings.map((heading) => heading.text)));
      if (entry.kind === 'legal') await expect(main.getByText('The German version is binding'), entry.path).toBeVisible();
      if (entry.kind === 'article') {
        const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(
          structured.some((json) => json.includes('"inLanguage":"en"')),
          entry.path,
        ).toBe(true);
      }
    }
  });
});
