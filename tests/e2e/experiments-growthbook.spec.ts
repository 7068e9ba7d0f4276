import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GrowthBook } from '@growthbook/growthbook';
import type { APIRequestContext, Page } from '@playwright/test';
import { startStaticServer } from '../../scripts/serve.ts';
import { expectedPages } from '../support/expected-pages';
import { asVisitor, becomeVisitor, decided, exposures } from '../support/experiments';
import { expect, nextFrames, test } from '../support/fixtures';
import { mockOrigin } from '../support/mocks';

/**
 * The site with a remote GrowthBook (the second build, tests/support/next-build.ts, fetches its
 * payload from the mock server and follows its stream of changes): what marketers set up in
 * GrowthBook reaches the visitors GrowthBook means, with nothing ignored in silence. Expected
 * outcomes come from GrowthBook's own SDK, asked in the test with the same payload.
 */
test.use({ consent: null, forceControl: false });

type Payload = {
  features: Record<string, { defaultValue?: unknown; rules?: Array<Record<string, unknown>> }>;
  experiments?: unknown[];
  savedGroups?: Record<string, unknown>;
};
const bundled = JSON.parse(readFileSync(join(import.meta.dirname, '../../experiments/payload.json'), 'utf8')) as Payload;
const clone = (payload: Payload = bundled): Payload => structuredClone(payload);
const headingOf = (path: string) => expectedPages().find((page) => page.path === path)?.heading ?? '';
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function serve(request: APIRequestContext, payload: Payload) {
  expect((await request.put(`${mockOrigin}/__mock/growthbook/payload`, { data: payload })).status()).toBe(204);
}

/** Resolves once the page has stored the remote payload that holds `marker`: the next page load decides with it. */
async function stored(page: Page, marker: string) {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('lumi:experiments-payload') ?? '')).toContain(marker);
}

/** GrowthBook's own answer for a visitor who has only an id (the rules below target by nothing else). */
function growthbookFor(id: string, payload: Payload, url?: string) {
  return new GrowthBook({ attributes: { id }, ...(url ? { url, navigate: () => undefined } : {}) }).initSync({ payload: payload as never });
}

/** A visitor id for whom GrowthBook's SDK says yes. */
function visitorWhere(label: string, accept: (id: string) => boolean): string {
  for (let index = 0; index < 5_000; index += 1) {
    const id = `e2e-${label}-${index}`;
    if (accept(id)) return id;
  }
  throw new Error(`no visitor for ${label}`);
}

const banner = (page: Page, name: string) => page.locator(`[data-banner="${name}"]`);
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('with a remote GrowthBook', () => {
  test.describe.configure({ mode: 'serial' });
  // Page routes must see the payload request, so the service worker stays out of these journeys.
  test.use({ serviceWorkers: 'block' });

  let site: { url: string; close(): Promise<void> };

  test.beforeAll(async ({ nextBuild }) => {
    site = await startStaticServer({ root: nextBuild, port: 0 });
  });

  test.afterEach(async ({ request }) => {
    await request.delete(`${mockOrigin}/__mock/growthbook/payload`);
  });

  test.afterAll(async () => {
    await site?.close();
  });

  test('the remote payload replaces the bundled one and decides the next page before paint', async ({ page, request }) => {
    const remote = clone();
    remote.features['shop-page']!.rules![0]!.weights = [0, 1, 0];
    await serve(request, remote);
    await decided(page, true);
    await page.goto(`${site.url}/faq`);
    await stored(page, '"weights":[0,1,0]');
    await page.goto(`${site.url}/shop`);
    await expect(page).toHaveURL(/\/shop-old$/);
    const seen = await exposures(page);
    expect(seen.filter((entry) => entry.experiment_id === 'shop-page')).toEqual([
      { event: 'experiment_viewed', experiment_id: 'shop-page', variation_id: '1' },
    ]);
  });

  for (const [label, answer] of [
    ['down (503)', { status: 503, body: '{"message":"down"}' }],
    ['no payload at all', { status: 200, body: '{"message":"no features here"}' }],
  ] as const) {
    test(`an API that answers ${label} leaves the bundled payload in charge`, async ({ page, problems }) => {
      problems.allow(/status of 503/);
      await page.route('**/api/features/**', (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }));
      const kept = page.waitForEvent('console', { predicate: (message) => /\[experiments\] remote payload (unavailable|refused)/.test(message.text()) });
      await page.goto(`${site.url}/faq?qa=1`);
      await expect(page.getByRole('dialog', { name: 'Experimente (QA)' })).toContainText('Payload: eingebaut');
      await kept;
      expect(await page.evaluate(() => window.localStorage.getItem('lumi:experiments-payload'))).toBeNull();
      await page.goto(`${site.url}/shop?shop-page=2`);
      await expect(page).toHaveURL(/\/shop-not-so-old\?shop-page=2$/);
    });
  }

  test('a slow API does not hold the page: the payload in charge decides', async ({ page }) => {
    // The payload is held back until the page has been checked: an API that does not answer in time.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/features/**', async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(bundled) }).catch(() => undefined);
    });
    const started = Date.now();
    await page.goto(`${site.url}/faq`);
    await expect(heading(page)).toHaveText(headingOf('/faq'));
    expect(Date.now() - started).toBeLessThan(5_000);
    release();
  });

  test('targeting by device, by a campaign in a saved group and by language reaches its visitors; a flag switched off goes within the page load, and switched on shows on the open page', async ({
    page,
    request,
  }) => {
    const targeted = clone();
    targeted.features['landing-page']!.rules = [{ id: 'phones', condition: { deviceType: 'mobile' }, force: 'lp-old' }];
    targeted.features['shop-page']!.rules = [{ id: 'spring', condition: { utmCampaign: { $inGroup: 'grp_spring' } }, force: 'shop-not-so-old' }];
    targeted.features['group-sessions-banner']!.rules = [{ id: 'english', condition: { locale: 'en' }, force: true }];
    targeted.savedGroups = { grp_spring: ['fruehling-2027', 'ostern-2027'] };
    await serve(request, targeted);
    await asVisitor(page, 'e2e-targeted-visitor');
    await page.goto(`${site.url}/faq`);
    await stored(page, 'grp_spring');

    // A desktop visitor without the campaign sees the controls.
    await page.goto(`${site.url}/`);
    await expect(heading(page)).toHaveText(headingOf('/'));
    await page.goto(`${site.url}/shop?utm_campaign=herbst`);
    await expect(page).toHaveURL(/\/shop\?utm_campaign=herbst$/);
    await expect(banner(page, 'groupSessions')).toBeHidden();
    // A campaign of the saved group goes to its shop variant, the campaign kept in the address.
    await page.goto(`${site.url}/shop?utm_campaign=ostern-2027`);
    await expect(page).toHaveURL(/\/shop-not-so-old\?utm_campaign=ostern-2027$/);
    await expect(heading(page)).toHaveText(headingOf('/shop-not-so-old'));
    // A phone goes to the landing variant.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setUserAgentOverride', { userAgent: phone });
    await page.goto(`${site.url}/`);
    await expect(page).toHaveURL(/\/lp-old$/);
    // Reading in English shows the banner for English visitors.
    await page.evaluate(() => window.localStorage.setItem('lumi:language', '"en"'));
    await page.goto(`${site.url}/faq`);
    await expect(banner(page, 'groupSessions')).toBeVisible();

    // Switched off in GrowthBook (the feature leaves the payload): gone within the page load that learns it.
    const switchedOff = clone(targeted);
    delete switchedOff.features['group-sessions-banner'];
    await serve(request, switchedOff);
    const streaming = page.waitForResponse((response) => response.url().includes('/sub/sdk-e2e'));
    await page.goto(`${site.url}/team`);
    await expect(banner(page, 'groupSessions')).toBeHidden();
    // Switched on again while the page is open: GrowthBook's stream brings it to the open page.
    await streaming;
    await serve(request, targeted);
    await expect(banner(page, 'groupSessions')).toBeVisible();
  });

  test('a prerequisite flag, a holdout and a namespace decide as GrowthBook decides, and a change applies from the next page load', async ({
    page,
    request,
  }) => {
    const payload = clone();
    payload.features['sessions-launch'] = { defaultValue: false };
    payload.features['group-sessions-banner'] = {
      defaultValue: false,
      rules: [{ id: 'after-launch', parentConditions: [{ id: 'sessions-launch', condition: { value: true }, gate: true }], force: true }],
    };
    payload.features['$holdout:hld_2027'] = {
      defaultValue: 'genpop',
      rules: [
        {
          id: '$holdout:hld_2027',
          key: 'holdout-2027',
          seed: 'holdout-2027',
          hashAttribute: 'id',
          hashVersion: 2,
          coverage: 1,
          variations: ['holdoutcontrol', 'holdouttreatment'],
          weights: [0.5, 0.5],
          meta: [{ key: '0' }, { key: '1' }],
        },
      ],
    };
    payload.features['banner-layout'] = {
      defaultValue: 'default',
      rules: [
        { id: 'held-out', parentConditions: [{ id: '$holdout:hld_2027', condition: { value: 'holdoutcontrol' } }], force: 'default' },
        { id: 'christmas', force: 'christmasbanner' },
      ],
    };
    const inNamespace = (key: string, range: [number, number], variations: string[]) => ({
      id: key,
      key,
      namespace: ['pages-2027', ...range],
      hashVersion: 2,
      variations,
      weights: [0, 1],
      meta: [{ key: '0' }, { key: '1' }],
    });
    payload.features['shop-page'] = { defaultValue: 'shop', rules: [inNamespace('shop-2027', [0, 0.5], ['shop', 'shop-old'])] };
    payload.features['landing-page'] = { defaultValue: 'home', rules: [inNamespace('landing-2027', [0.5, 1], ['home', 'lp-old'])] };
    const held = visitorWhere(
      'held',
      (id) =>
        growthbookFor(id, payload).getFeatureValue('$holdout:hld_2027', '') === 'holdoutcontrol' &&
        growthbookFor(id, payload).getFeatureValue('shop-page', '') === 'shop-old',
    );
    const open = visitorWhere(
      'open',
      (id) =>
        growthbookFor(id, payload).getFeatureValue('$holdout:hld_2027', '') === 'holdouttreatment' &&
        growthbookFor(id, payload).getFeatureValue('landing-page', '') === 'lp-old',
    );
    await serve(request, payload);
    await asVisitor(page, held);
    await page.goto(`${site.url}/faq`);
    await stored(page, 'hld_2027');

    // Held out: the default banner; in the first half of the namespace: the shop test, not the landing test.
    await page.goto(`${site.url}/team`);
    await expect(banner(page, 'notOrderable')).toBeVisible();
    await expect(banner(page, 'christmas')).toBeHidden();
    await page.goto(`${site.url}/shop`);
    await expect(page).toHaveURL(/\/shop-old$/);
    expect((await exposures(page)).map(({ experiment_id, variation_id }) => `${String(experiment_id)}=${String(variation_id)}`).sort()).toEqual([
      'holdout-2027=0',
      'shop-2027=1',
    ]);
    await page.goto(`${site.url}/`);
    await expect(heading(page)).toHaveText(headingOf('/'));

    // Not held out: the rule after the holdout's; in the second half of the namespace: the landing test only.
    await becomeVisitor(page, open);
    await page.goto(`${site.url}/team`);
    await expect(banner(page, 'christmas')).toBeVisible();
    await page.goto(`${site.url}/shop`);
    await expect(page).toHaveURL(/\/shop$/);
    await page.goto(`${site.url}/`);
    await expect(page).toHaveURL(/\/lp-old$/);

    // The prerequisite flag gates the banner: off, then switched on in GrowthBook.
    await expect(banner(page, 'groupSessions')).toBeHidden();
    const launched = clone(payload);
    launched.features['sessions-launch'] = { defaultValue: true };
    await serve(request, launched);
    await page.goto(`${site.url}/faq`);
    await stored(page, '"sessions-launch":{"defaultValue":true}');
    // The page that fetched the change keeps what it showed: nothing appears under the reader.
    await nextFrames(page);
    await expect(banner(page, 'groupSessions')).toBeHidden();
    await page.goto(`${site.url}/team`);
    await expect(banner(page, 'groupSessions')).toBeVisible();
  });

  test.describe('through the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a change made in GrowthBook decides the next page load after the page that fetched it, not one or two later', async ({ page, request }) => {
      const before = clone();
      const after = clone();
      after.features['group-sessions-banner'] = { defaultValue: true };
      await serve(request, before);
      await decided(page, true);
      await page.goto(`${site.url}/faq`);
      // The worker takes the page over once it has precached the site; from then on it answers GrowthBook's requests too.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      // A page whose request for the payload the worker answers (and keeps a copy of).
      const answered = page.waitForResponse((response) => response.url().includes('/api/features/') && response.fromServiceWorker());
      await page.goto(`${site.url}/team`);
      await answered;
      // Changed while no page of the site is open: only the next page's request can learn it, not the stream.
      await page.goto(`${mockOrigin}/__mock/gtm/loads`);
      await serve(request, after);
      await page.goto(`${site.url}/faq`);
      await stored(page, '"group-sessions-banner":{"defaultValue":true}');
      await page.goto(`${site.url}/team`);
      await expect(banner(page, 'groupSessions')).toBeVisible();
    });
  });

  test("a GrowthBook URL-redirect test sends its visitors to another page of the site, and every arm's exposure is recorded before it leaves", async ({
    page,
    request,
  }) => {
    const experiment = {
      key: 'team-relatives-2027',
      changeId: 'chg_team',
      status: 'running',
      urlPatterns: [{ type: 'simple', pattern: `${site.url}/team`, include: true }],
      variations: [{}, { urlRedirect: `${site.url}/relatives` }],
      weights: [0.5, 0.5],
      coverage: 1,
      hashAttribute: 'id',
      hashVersion: 2,
      seed: 'team-relatives-2027',
      persistQueryString: true,
      meta: [{ key: '0' }, { key: '1' }],
    };
    const payload = { ...clone(), experiments: [experiment] };
    const redirectedBy = (id: string) => growthbookFor(id, { features: {}, experiments: [experiment] }, `${site.url}/team`).getRedirectUrl();
    const sent = visitorWhere('sent', (id) => redirectedBy(id) !== '');
    const stays = visitorWhere('stays', (id) => redirectedBy(id) === '');
    await serve(request, payload);
    await asVisitor(page, sent);
    await page.goto(`${site.url}/faq`);
    await stored(page, 'team-relatives-2027');

    await page.goto(`${site.url}/team?utm_source=newsletter`);
    await expect(page).toHaveURL(/\/relatives\?utm_source=newsletter$/);
    await expect(heading(page)).toHaveText(headingOf('/relatives'));
    expect((await exposures(page)).filter((entry) => entry.experiment_id === 'team-relatives-2027')).toEqual([
      { event: 'experiment_viewed', experiment_id: 'team-relatives-2027', variation_id: '1' },
    ]);

    await becomeVisitor(page, stays);
    await page.goto(`${site.url}/team`);
    await expect(heading(page)).toHaveText(headingOf('/team'));
    expect((await exposures(page)).filter((entry) => entry.experiment_id === 'team-relatives-2027')).toEqual([
      { event: 'experiment_viewed', experiment_id: 'team-relatives-2027', variation_id: '0' },
    ]);
  });

  test("a payload with an unknown feature, a rule with an unknown field, a visual test and a redirect off the site changes nothing else; ?qa=1 lists each, and GrowthBook's DevTools can attach", async ({
    page,
    request,
  }) => {
    const payload = clone();
    payload.features['checkout-redesign'] = { defaultValue: true };
    payload.features['shop-page']!.rules = [{ id: 'future', force: 'shop-old', audienceV3: { segment: 'loyal' } }, ...bundled.features['shop-page']!.rules!];
    payload.experiments = [
      {
        key: 'visual-takeover',
        changeId: 'chg_visual',
        urlPatterns: [{ include: true, type: 'regex', pattern: '.*' }],
        weights: [0, 1],
        variations: [
          {},
          {
            css: 'body { display: none !important; }',
            js: 'document.documentElement.dataset.hijacked = "yes";',
            domMutations: [{ selector: 'h1', action: 'set', attribute: 'html', value: 'Gehackt' }],
          },
        ],
        hashVersion: 2,
      },
      {
        key: 'redirect-away',
        changeId: 'chg_away',
        urlPatterns: [{ include: true, type: 'regex', pattern: '.*' }],
        weights: [0, 1],
        variations: [{}, { urlRedirect: 'https://evil.example/' }],
        hashVersion: 2,
      },
    ];
    const visitor = 'e2e-unknown-parts-visitor';
    const expectedShop = { shop: '/shop', 'shop-old': '/shop-old', 'shop-not-so-old': '/shop-not-so-old' }[
      growthbookFor(visitor, bundled).getFeatureValue('shop-page', 'shop')
    ]!;
    await serve(request, payload);
    await asVisitor(page, visitor);
    await page.goto(`${site.url}/faq?qa=1`);
    const report = page.getByRole('dialog', { name: 'Experimente (QA)' }).locator('[data-payload-report]');
    await expect(report.locator('[data-report="skipped"]')).toContainText('shop-page, Regel 1 (future): enthält das Feld „audienceV3“');
    await expect(report.locator('[data-report="unused"]')).toContainText('checkout-redesign: die Website nutzt diesen Schlüssel nicht');
    await expect(report.locator('[data-report="refused"]')).toContainText('visual-takeover: ein visuelles Experiment');
    await expect(report.locator('[data-report="refused"]')).toContainText('redirect-away: das Ziel "https://evil.example/" ist keine Seite dieser Website');
    await stored(page, 'audienceV3');

    // Everything else decides as the bundled payload does: the rule after the skipped one, no code, no redirect away.
    await page.goto(`${site.url}/shop`);
    await expect(page).toHaveURL(new RegExp(`${expectedShop.replaceAll('-', '\\-')}$`));
    await expect(heading(page)).toHaveText(headingOf(expectedShop));
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    expect(await page.evaluate(() => document.documentElement.dataset.hijacked)).toBeUndefined();

    // GrowthBook's DevTools attach to this tester's session and force a value and a variation, as the extension does;
    // the next page load decides with them before paint, and a forced view is no exposure.
    await page.waitForFunction(() => (window as unknown as { _growthbook?: object })._growthbook !== undefined);
    await page.evaluate(async () => {
      const growthbook = (
        window as unknown as {
          _growthbook: { setForcedFeatures(map: Map<string, unknown>): void; setForcedVariations(vars: Record<string, number>): Promise<void> };
        }
      )._growthbook;
      growthbook.setForcedFeatures(new Map([['group-sessions-banner', true]]));
      await growthbook.setForcedVariations({ 'shop-page': 2 });
    });
    await page.goto(`${site.url}/faq`);
    await expect(banner(page, 'groupSessions')).toBeVisible();
    await page.goto(`${site.url}/shop`);
    await expect(page).toHaveURL(/\/shop-not-so-old$/);
    expect((await exposures(page)).filter((entry) => entry.experiment_id === 'shop-page')).toEqual([]);
  });
});
