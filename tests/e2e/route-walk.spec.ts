import { expect, expectNoAxeFindings, expectNoSeriousAxeFindings, nextFrames, test, waitForHydration, watchForeignRequests } from '../support/fixtures';
import { measureOverflow } from '../support/reflow';
import { expectedPages } from '../support/expected-pages';
import { allPagePaths } from '../../src/config/routes';

const pages = expectedPages();

test('the walk covers every route of the route table and the unknown path', () => {
  expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(allPagePaths()));
  expect(pages).toHaveLength(allPagePaths().length + 1);
});

// The walk checks what the server answers for each address, so no service worker answers in
// its place from a cache (the offline journeys test that one); and a tab walks several pages, as
// a visitor does, rather than a new browser profile per page.
test.use({ serviceWorkers: 'block' });

const pagesPerWalk = 6;
const narrow = { width: 320, height: 640 };
const walks = Array.from({ length: Math.ceil(pages.length / pagesPerWalk) }, (_, index) => pages.slice(index * pagesPerWalk, (index + 1) * pagesPerWalk));

// Console errors and hydration warnings fail every journey (tests/support/fixtures.ts); the
// not-found page's own 404 is what it must answer, not a problem.
for (const walk of walks) {
  test(`${walk.map((page) => page.path).join(', ')}: each answers its status, shows its heading, hydrates cleanly, asks no other origin, passes axe and fits 320 px`, async ({
    page: tab,
    baseURL,
  }) => {
    test.setTimeout(walk.length * 30_000);
    const foreign = watchForeignRequests(tab, baseURL!);
    for (const page of walk) {
      await test.step(page.path, async () => {
        foreign.length = 0;
        const response = await tab.goto(page.path);
        expect(response?.status(), `${page.path} answers`).toBe(page.status);
        await expect(tab.getByRole('heading', { level: 1 }), `${page.path} heading`).toHaveText(page.heading);
        await waitForHydration(tab);
        await expectNoSeriousAxeFindings(tab, { label: page.path });
        expect(foreign, `${page.path} asks no other origin`).toEqual([]);
        // The same page at 320 CSS px (a 1280 px window at 400 % zoom) scrolls nowhere sideways;
        // the English pages are measured in the reflow walk.
        const wide = tab.viewportSize()!;
        await tab.setViewportSize(narrow);
        await nextFrames(tab);
        const overflow = await measureOverflow(tab);
        await tab.setViewportSize(wide);
        expect(overflow.by, `${page.path} at 320 px: ${overflow.culprits.join(' | ')}`).toBe(0);
      });
    }
  });
}

test('the axe check fails on a serious finding, names it, and checks a page again after a change', async ({ page: tab }) => {
  await tab.goto('/impressum');
  await waitForHydration(tab);
  await expectNoSeriousAxeFindings(tab);
  // A button without a name and grey text on white: what a careless change would add.
  await tab.evaluate(() => {
    const button = Object.assign(document.createElement('button'), { id: 'unnamed-button' });
    const text = Object.assign(document.createElement('p'), { id: 'faint-text', textContent: 'Kaum lesbar' });
    // Set through the object model, which the style policy allows, unlike a style attribute.
    Object.assign(text.style, { color: '#ccc', background: '#fff' });
    document.querySelector('main')!.append(button, text);
  });
  const failure = await expectNoSeriousAxeFindings(tab, { label: 'the changed page' }).then(
    () => 'no failure',
    (error: Error) => error.message,
  );
  expect(failure).toContain('serious axe findings on the changed page');
  expect(failure).toContain('button-name: #unnamed-button');
  expect(failure).toContain('color-contrast: #faint-text');
});

test('the check of every rule fails on a moderate finding too: text outside the landmarks', async ({ page: tab }) => {
  await tab.goto('/impressum');
  await waitForHydration(tab);
  await expectNoAxeFindings(tab);
  await tab.evaluate(() => document.body.append(Object.assign(document.createElement('p'), { id: 'outside-landmarks', textContent: 'Irgendwo' })));
  const failure = await expectNoAxeFindings(tab, { label: 'the changed page' }).then(
    () => 'no failure',
    (error: Error) => error.message,
  );
  expect(failure).toContain('axe findings on the changed page');
  expect(failure).toContain('region (moderate): #outside-landmarks');
});

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
