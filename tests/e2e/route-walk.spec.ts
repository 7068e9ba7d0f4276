import { expect, expectNoSeriousAxeFindings, test, waitForHydration, watchForeignRequests } from '../support/fixtures';
import { expectedPages } from '../support/expected-pages';
import { allPagePaths } from '../../src/config/routes';

const pages = expectedPages();

test('the walk covers every route of the route table and the unknown path', () => {
  expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(allPagePaths()));
  expect(pages).toHaveLength(allPagePaths().length + 1);
});

// Console errors and hydration warnings fail every journey (tests/support/fixtures.ts); the
// not-found page's own 404 is what it must answer, not a problem.
for (const page of pages) {
  test(`${page.path} answers ${page.status}, shows its heading, hydrates cleanly, asks no other origin and passes axe`, async ({ page: tab, baseURL }) => {
    const foreign = watchForeignRequests(tab, baseURL!);
    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(page.status);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.heading);
    await waitForHydration(tab);
    await expectNoSeriousAxeFindings(tab);
    expect(foreign).toEqual([]);
  });
}

// The other pages of the dark walk are checked where their own journeys are: / (home), /shop
// (with the campaign on, shop), /infopaket (product pages), /faq (FAQ).
for (const path of ['/blog', '/blog/gruenderstory', '/karriere']) {
  test(`${path} in dark mode passes axe`, async ({ page: tab }) => {
    await tab.addInitScript(() => window.localStorage.setItem('lumi:color-scheme', '"dark"'));
    await tab.goto(path);
    await waitForHydration(tab);
    await expect(tab.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSeriousAxeFindings(tab);
  });
}
