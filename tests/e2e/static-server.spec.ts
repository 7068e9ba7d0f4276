import { expect, test } from '../support/fixtures';

test('pages are readable with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/', '/shop', '/blog/gruenderstory', '/karriere/lead-engineer', '/impressum']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(80);
  }
  await context.close();
});

test('the server answers like production: 404 for unknown paths, long cache for assets, none for HTML', async ({ request }) => {
  const missing = await request.get('/gibt-es/nicht');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<h1');

  const home = await request.get('/');
  expect(home.headers()['cache-control']).toBe('no-cache');
  // The page names its entry module in the island that starts it after the first paint.
  const script = /"modules":\["(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toContain('immutable');

  const shop = await request.get('/shop');
  expect(shop.status()).toBe(200);
  expect(await shop.text()).toContain('<link rel="canonical" href="http://localhost:4173/shop">');

  const escape = await request.get('/..%2f..%2fetc/passwd');
  expect(escape.status()).toBe(404);
});
