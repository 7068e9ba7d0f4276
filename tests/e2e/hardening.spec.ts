import { analyticsEvents, expect, openHydrated, test } from '../support/fixtures';
import { crmSubmissions, uniqueEmail } from '../support/mocks';
import { standInHits } from '../../mocks/handlers/gtm';

// Issue 27: measurement that works under the production CSP, and campaign links that cannot block a form.

test.describe('a consenting visitor with the tag manager configured', () => {
  test.use({ consent: { statistics: true, marketing: true } });

  test("the container's GA4 hit and Google Ads pixel pass the policy", async ({ page }) => {
    const reached: string[] = [];
    // The hits are answered here: nothing leaves the machine. A hit the policy blocks never gets here,
    // and the fixture fails the journey on the violation the browser reports.
    await page.context().route(/^https:\/\/([a-z0-9-]+\.)*(google-analytics\.com|doubleclick\.net)\//, (route) => {
      reached.push(new URL(route.request().url()).hostname);
      return route.request().resourceType() === 'image'
        ? route.fulfill({ status: 200, contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64') })
        : route.fulfill({ status: 204 });
    });
    await page.addInitScript(() => {
      (window as unknown as { lumiMockContainerHits: string[] }).lumiMockContainerHits = [];
    });
    await openHydrated(page, '/');
    const hits = () => page.evaluate(() => [...(window as unknown as { lumiMockContainerHits: string[] }).lumiMockContainerHits].sort());
    await expect.poll(hits).toEqual(['collect:sent', 'pixel:sent']);
    expect(reached.sort()).toEqual([new URL(standInHits.adsPixel).hostname, new URL(standInHits.ga4Collect).hostname].sort());
  });
});

test('a campaign link with 150 × U+FB2C still lets the info package be ordered', async ({ page }) => {
  const email = uniqueEmail('fb2c');
  await openHydrated(page, `/infopaket?utm_campaign=${encodeURIComponent('\uFB2C'.repeat(150))}`);
  const form = page.getByRole('main').getByRole('form', { name: 'Infopaket bestellen' });
  await form.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
  await form.getByRole('textbox', { name: 'Nachname' }).fill('Muster');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
  await form.getByRole('radio', { name: 'Für eine angehörige Person' }).check();
  await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
  await form.getByRole('button', { name: 'Infopaket anfordern' }).click();
  await expect(page.getByRole('heading', { name: 'Fast geschafft – nur noch ein Schritt' })).toBeVisible();
  await expect(page.getByText('Das Formular ist unvollständig.')).toHaveCount(0);
  const [sent] = await crmSubmissions(page.request, email);
  expect([...(sent?.fields.UTM_CAMPAIGN ?? '')].length).toBe(150);
  expect(sent?.fields.UTM_CAMPAIGN).toBe(sent?.fields.UTM_CAMPAIGN?.normalize('NFC'));
});

test('with statistics consent only, info_package_sent carries no e-mail and no user data', async ({ page }) => {
  await page.addInitScript(
    (record) => window.localStorage.setItem('lumi:consent', record),
    JSON.stringify({ version: 2, decidedAt: new Date().toISOString(), categories: { necessary: true, statistics: true, marketing: false } }),
  );
  const email = uniqueEmail('stats-only');
  await openHydrated(page, '/infopaket');
  const form = page.getByRole('main').getByRole('form', { name: 'Infopaket bestellen' });
  await form.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
  await form.getByRole('textbox', { name: 'Nachname' }).fill('Muster');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
  await form.getByRole('radio', { name: 'Für eine angehörige Person' }).check();
  await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
  await form.getByRole('button', { name: 'Infopaket anfordern' }).click();
  await expect(page.getByRole('heading', { name: 'Fast geschafft – nur noch ein Schritt' })).toBeVisible();
  await expect.poll(() => analyticsEvents(page, 'info_package_sent')).toEqual([{ event: 'info_package_sent', user_data: {} }]);
});
