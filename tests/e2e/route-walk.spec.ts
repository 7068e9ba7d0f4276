import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { expectedPages } from '../support/expected-pages';

const pages = expectedPages();

test('the walk covers all 53 routes and the unknown path', () => {
  expect(pages).toHaveLength(54);
});

for (const page of pages) {
  test(`${page.path} answers ${page.status}, shows its heading, hydrates cleanly, asks no other origin and passes axe`, async ({ page: tab, baseURL }) => {
    const problems: string[] = [];
    // Fonts, icons, pictures and videos are all the site's own: nothing leaves its origin.
    const siteOrigin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    tab.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== siteOrigin) foreign.push(url);
    });
    tab.on('console', (message) => {
      const text = message.text();
      // The not-found page is itself answered with 404, which Chromium reports as a failed resource.
      const ownStatus = page.status === 404 && message.location().url.endsWith(page.path);
      if ((message.type() === 'error' && !ownStatus) || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
    });
    tab.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(page.status);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.heading);
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    const axe = await new AxeBuilder({ page: tab }).analyze();
    const severe = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
  });
}

for (const path of ['/', '/shop', '/infopaket', '/blog', '/blog/gruenderstory', '/karriere']) {
  test(`${path} in dark mode passes axe`, async ({ page: tab }) => {
    await tab.addInitScript(() => window.localStorage.setItem('lumi:color-scheme', '"dark"'));
    await tab.goto(path);
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(tab.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const axe = await new AxeBuilder({ page: tab }).analyze();
    const severe = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
