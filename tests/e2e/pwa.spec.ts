import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, nextFrames, openHydrated, test } from '../support/fixtures';
import { startStaticServer } from '../../scripts/serve.ts';
import { chromiumArgs, chromiumExecutable } from '../support/chromium';
import { firstBuildDir, nextBuildSiteUrl } from '../support/next-build';
import { waitForServiceWorker } from '../support/pwa';

// Installation and updates are the service worker's: these journeys keep it.
test.use({ serviceWorkers: 'allow' });

test('Chromium finds the web app manifest valid and the site installable', async ({ playwright, baseURL, problems }) => {
  // Installability is judged in a normal (persistent) profile; incognito contexts never qualify.
  const profile = mkdtempSync(join(tmpdir(), 'lumi-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable, args: chromiumArgs, baseURL });
  problems.watch(context);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openHydrated(page, '/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 }).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the install button appears when the browser offers installation and hands over to its dialog', async ({ page }) => {
  await openHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Als App installieren' })).toHaveCount(0);
  // Chromium fires this only after its own engagement checks; the test plays the browser.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { promptShown: boolean }).promptShown = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await footer.getByRole('button', { name: 'Als App installieren' }).click();
  expect(await page.evaluate(() => (window as unknown as { promptShown?: boolean }).promptShown)).toBe(true);
  // An offer can be used once.
  await expect(footer.getByRole('button', { name: 'Als App installieren' })).toHaveCount(0);
});

test.describe('on an iPhone with Safari', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test('visitors get the add-to-home-screen hint instead of a button', async ({ page }) => {
    await openHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Tippe in Safari unten auf „Teilen“')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Als App installieren' })).toHaveCount(0);
  });
});

test('a second build with a change shows the update prompt on a page that was open, and reloads only when asked', async ({ page, nextBuild }) => {
  // A copy of this run's build, served on its own port, is what the visitor has open.
  const served = mkdtempSync(join(tmpdir(), 'lumi-served-'));
  cpSync(firstBuildDir, served, { recursive: true });
  const site = await startStaticServer({ root: served, port: 0 });
  try {
    // The page's clock runs as usual but can be moved on later, past any timer the page set.
    await page.clock.install();
    await openHydrated(page, `${site.url}/infopaket`);
    await waitForServiceWorker(page);

    // The next deployment (tests/support/next-build.ts): another canonical origin, so every
    // page's markup and the precache differ.
    expect(readFileSync(join(nextBuild, 'sw.js'), 'utf8')).not.toBe(readFileSync(join(served, 'sw.js'), 'utf8'));
    rmSync(served, { recursive: true, force: true });
    cpSync(nextBuild, served, { recursive: true });

    // The visitor is typing when the new version arrives.
    await page.getByRole('main').getByRole('textbox', { name: 'Vorname' }).fill('Greta');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('Eine neue Version dieser Seite ist bereit.', { timeout: 30_000 });
    await expect(prompt).toContainText('Deine Eingaben im Formular gehen beim Neuladen verloren');

    // Nothing reloads by itself: the new worker waits (it could take the page over only by
    // skipping that), and five minutes later by the page's clock the page is still the one the
    // visitor typed into.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
    await page.clock.fastForward('05:00');
    await nextFrames(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Vorname' })).toHaveValue('Greta');

    await prompt.getByRole('button', { name: 'Neu laden' }).click();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${nextBuildSiteUrl}/infopaket`, { timeout: 30_000 });
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  } finally {
    await site.close();
    rmSync(served, { recursive: true, force: true });
  }
});
