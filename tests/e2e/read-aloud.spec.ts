import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { brand } from '../../src/config/brand';
import { consentVersion } from '../../src/platform/consent/model/consent-record';
import { formatPrice } from '../../src/platform/formatting/model/format';
import { plans } from '../../src/platform/plans/plans';
import { analyticsEvents, expect, expectNoAxeFindings, nextFrames, openHydrated, test, untilArrived } from '../support/fixtures';
import { measureOverflow, withLargeTextPhone } from '../support/reflow';
import { englishVoice, finishSpeaking, germanVoice, highlightedText, spokenUtterances, useStandInSpeech } from '../support/speech';

/**
 * "Vorlesen" with a stand-in for the browser's speech synthesis (tests/support/speech.ts): what
 * the page says, in which order, language, voice and pace; pausing, stopping and the slower pace,
 * by keyboard; no offer without a voice on the device in the page's language; the controls in
 * reach on a phone and at 32 px text.
 */

const dock = (page: Page) => page.locator('.read-aloud-dock');
const startButton = (page: Page, name = 'Vorlesen') => page.getByRole('button', { name, exact: true });
const spokenTexts = async (page: Page) => (await spokenUtterances(page)).map((utterance) => utterance.text);
const lastSpoken = async (page: Page) => (await spokenUtterances(page)).at(-1);
/** The price as the voice gets it: the non-breaking space is a space. */
const spokenPrice = (amount: number) => formatPrice(amount).replace('\u00a0', ' ');

test.describe('reading the easy-read page to its end', () => {
  test.use({ consent: { statistics: true, marketing: false } });

  test('says the main content from its heading in German, each list item whole, leaving out navigation, banner and footer, and counts the start', async ({
    page,
  }) => {
    await useStandInSpeech(page, { voices: [englishVoice, germanVoice], auto: true });
    // In the dark colour scheme: the route walk checks the page in the light one.
    await page.addInitScript(() => window.localStorage.setItem('lumi:color-scheme', '"dark"'));
    await openHydrated(page, '/leichte-sprache');
    await expect(startButton(page)).toBeVisible();
    await expectNoAxeFindings(page, { label: 'the easy-read page in the dark scheme, "Vorlesen" offered' });
    await startButton(page).click();
    await expect(dock(page).getByRole('status')).toHaveText('Vorlesen beendet: Die Seite ist zu Ende.');
    await expect(startButton(page)).toBeVisible();

    const spoken = await spokenUtterances(page);
    const texts = spoken.map((utterance) => utterance.text);
    expect(texts.slice(0, 5)).toEqual([
      `${brand.name} in Leichter Sprache`,
      `Hier erklären wir ${brand.name} in Leichter Sprache.`,
      'Die Sätze auf dieser Seite sind kurz.',
      'Schwere Wörter erklären wir.',
      'Lange Wörter trennen wir mit einem Punkt.',
    ]);
    // A long word split with a middle dot for the eye is one word for the voice.
    expect(texts[5]).toBe('Zum Beispiel: Infopaket.');
    expect(texts.length).toBeGreaterThan(100);
    expect(
      spoken.every((utterance) => utterance.lang === 'de' && utterance.voice === germanVoice.name && utterance.rate === 1 && utterance.state === 'spoken'),
    ).toBe(true);

    // Each plan is a list item, said whole, in the order of the page.
    const planItems = [
      `Der Tarif Basis kostet ${spokenPrice(plans[0]!.monthlyPrice)} im Monat. Sie brauchen dafür WLAN.`,
      `Der Tarif Erweitert kostet ${spokenPrice(plans[1]!.monthlyPrice)} im Monat. Die SIM-Karte ist dabei.`,
      `Der Tarif Alles dabei kostet ${spokenPrice(plans[2]!.monthlyPrice)} im Monat. Die Gruppen sind auch dabei.`,
    ];
    const order = [`Was kostet ${brand.name}?`, ...planItems, 'Wie bekomme ich das Infopaket?', 'Was passiert mit meinen Daten?'].map((text) =>
      texts.indexOf(text),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(texts).toContain(`Sie können uns auch anrufen.`);
    expect(texts).toContain(`Unsere Telefonnummer ist: ${brand.support.phone.replaceAll('\u00a0', ' ')}`);

    // Navigation, the banner, the footer and the reader's own button are not the page's text.
    for (const text of texts)
      expect(text).not.toMatch(/Hauptnavigation|nicht bestellt werden|Impressum|Cookie-Einstellungen|©|^(Shop|App|Blog|FAQ|Live-Demo|Vorlesen|Infopaket)$/);

    expect(await analyticsEvents(page, 'read_aloud_started')).toEqual([{ event: 'read_aloud_started', page: '/leichte-sprache', language: 'de' }]);
    expect(await highlightedText(page)).toBeNull();
  });
});

test('pauses, resumes, reads slower and stops by keyboard, announcing each state; FAQ answers are said whole and opened', async ({ page }) => {
  await useStandInSpeech(page, { voices: [germanVoice] });
  await openHydrated(page, '/faq');
  await expect(startButton(page)).toBeVisible();
  await expectNoAxeFindings(page, { label: 'the FAQ with "Vorlesen" offered' });

  // The offer is the first stop in the main content: reached by Tab from the top of the page.
  for (let presses = 0; presses < 40 && !(await startButton(page).evaluate((button) => button === document.activeElement)); presses += 1)
    await page.keyboard.press('Tab');
  await expect(startButton(page)).toBeFocused();
  await page.keyboard.press('Enter');

  const controls = page.getByRole('group', { name: 'Vorlesen' });
  const status = dock(page).getByRole('status');
  await expect(controls.getByRole('button', { name: 'Anhalten' })).toBeFocused();
  await expect(status).toHaveText('Die Seite wird vorgelesen.');
  await expect.poll(() => spokenTexts(page)).toEqual(['Häufig gestellte Fragen']);
  expect(await highlightedText(page)).toBe('Häufig gestellte Fragen');
  await expectNoAxeFindings(page, { label: "the FAQ with the reader's controls open" });

  // On to the first question, then its answer: said whole, its disclosure opened, and not
  // counted as a question the visitor opened.
  const firstQuestion = page.getByRole('main').locator('details').first();
  const question = (await firstQuestion.locator('summary').innerText()).trim();
  while ((await lastSpoken(page))?.text !== question) await finishSpeaking(page);
  await finishSpeaking(page);
  await expect(firstQuestion).toHaveAttribute('open');
  const answer = (await firstQuestion.locator('summary + *').innerText()).replace(/\s+/g, ' ').trim();
  expect((await lastSpoken(page))?.text).toBe(answer);
  expect(await highlightedText(page)).toContain(answer.slice(0, 20));
  await nextFrames(page);
  expect(await analyticsEvents(page, 'faq')).toEqual([]);

  // Pause with the space bar: the voice stops, the button says how to go on.
  const saidBefore = (await spokenUtterances(page)).length;
  await page.keyboard.press('Space');
  await expect(status).toHaveText('Vorlesen angehalten.');
  await expect(controls.getByRole('button', { name: 'Weiterlesen' })).toBeFocused();
  expect((await lastSpoken(page))?.state).toBe('cancelled');
  expect(await spokenUtterances(page)).toHaveLength(saidBefore);
  // Resume: the answer again, from its start.
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Die Seite wird vorgelesen.');
  await expect.poll(async () => (await spokenUtterances(page)).length).toBe(saidBefore + 1);
  expect(await lastSpoken(page)).toMatchObject({ text: answer, state: 'speaking', rate: 1 });

  // Slower: pressed, announced, and the answer again at three quarters of the pace.
  await page.keyboard.press('Tab');
  await expect(controls.getByRole('button', { name: 'Beenden' })).toBeFocused();
  await page.keyboard.press('Tab');
  const slower = controls.getByRole('button', { name: 'Langsamer' });
  await expect(slower).toBeFocused();
  await expect(slower).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(slower).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveText('Tempo: langsamer.');
  await expect.poll(async () => (await lastSpoken(page))?.rate).toBe(0.75);
  expect((await lastSpoken(page))?.text).toBe(answer);
  await finishSpeaking(page);
  expect((await lastSpoken(page))?.rate).toBe(0.75);

  // Stop: the voice stops, the mark goes, the offer is back with the focus on it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Vorlesen beendet.');
  await expect(startButton(page)).toBeFocused();
  expect((await lastSpoken(page))?.state).toBe('cancelled');
  expect(await highlightedText(page)).toBeNull();
  // "Nur notwendige": the start is not counted.
  expect(await analyticsEvents(page, 'read_aloud_started')).toEqual([]);
});

test("offers no reading without a voice on the device in the page's language, and reads the English page in English", async ({ page }) => {
  // German only online: that voice would send the text away, so it does not count.
  await useStandInSpeech(page, { voices: [{ name: 'Online Deutsch', lang: 'de-DE', localService: false, default: true }, englishVoice] });
  const offerArrived = untilArrived(page, [/\/assets\/read-aloud-dock-[\w-]+\.js$/, /\/assets\/read-aloud-[\w-]+\.css$/]);
  await openHydrated(page, '/leichte-sprache');
  await offerArrived();
  await page.waitForFunction(() => window.speechSynthesis.getVoices().length === 2);
  await nextFrames(page);
  await expect(startButton(page)).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${brand.name} in Easy Read`);
  await startButton(page, 'Read aloud').click();
  await expect.poll(() => spokenTexts(page)).toEqual([`${brand.name} in Easy Read`]);
  await expectNoAxeFindings(page, { label: "the Easy Read page with the reader's controls open" });
  expect(await lastSpoken(page)).toMatchObject({ lang: 'en', voice: englishVoice.name });
  await finishSpeaking(page);
  expect(await lastSpoken(page)).toMatchObject({ text: `On this page we explain ${brand.name} in Easy Read.`, lang: 'en' });
  await page.getByRole('group', { name: 'Read aloud' }).getByRole('button', { name: 'Stop' }).click();
  await expect(dock(page).getByRole('status')).toHaveText('Reading stopped.');
});

/** The controls lie inside the window, none covers another, and the page does not scroll sideways. */
async function expectControlsInReach(page: Page, buttons: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  for (const button of await buttons.all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.height).toBeGreaterThanOrEqual(44);
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim(), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe((await button.textContent())?.trim());
  }
  expect((await measureOverflow(page)).by).toBe(0);
}

/** The sentence being read lies between the top of the window and the controls. */
async function expectHighlightInView(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const range = [...((CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get('read-aloud') ?? [])][0];
        const box = range?.getBoundingClientRect();
        const dockTop = document.querySelector('.read-aloud-dock')!.getBoundingClientRect().top;
        return box !== undefined && box.top >= 0 && box.bottom <= dockTop;
      }),
    )
    .toBe(true);
}

async function readOnAndShoot(page: Page, testInfo: TestInfo, name: string, url = '/leichte-sprache'): Promise<void> {
  await openHydrated(page, url);
  await expect(startButton(page)).toBeVisible();
  await expectControlsInReach(page, dock(page).getByRole('button'));
  await page.screenshot({ path: testInfo.outputPath(`${name}-offered.png`) });
  await startButton(page).click();
  const controls = page.getByRole('group', { name: 'Vorlesen' }).getByRole('button');
  await expect(controls).toHaveCount(3);
  await expectControlsInReach(page, controls);
  // Past the first screen: the sentence being read is kept in view, above the controls.
  for (let step = 0; step < 14; step += 1) await finishSpeaking(page);
  await expectHighlightInView(page);
  await expectControlsInReach(page, controls);
  // The picture once a glide has come to rest.
  const atRest = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const before = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)));
        }),
    );
  await expect.poll(atRest).toBe(true);
  await page.screenshot({ path: testInfo.outputPath(`${name}-reading.png`) });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the controls are in reach on a 390 px phone and keep the sentence being read in view', async ({ page }, testInfo) => {
    await useStandInSpeech(page, { voices: [germanVoice] });
    await readOnAndShoot(page, testInfo, 'read-aloud-390');
  });
});

test('the controls are in reach at 32 px text, and with reduced motion the page turns at once to the sentence being read', async ({
  playwright,
  baseURL,
  problems,
}, testInfo) => {
  await withLargeTextPhone(
    playwright,
    async (context: BrowserContext) => {
      problems.watch(context);
      await useStandInSpeech(context, { voices: [germanVoice] });
      // A visitor who answered the dialog before: the record of the dialog text shown today.
      await context.addInitScript(
        (version) =>
          window.localStorage.setItem(
            'lumi:consent',
            JSON.stringify({ version, decidedAt: new Date().toISOString(), categories: { necessary: true, statistics: false, marketing: false } }),
          ),
        consentVersion,
      );
      const page = context.pages()[0] ?? (await context.newPage());
      // A smooth scroll would be seen as the page moving: with reduced motion every move is a jump.
      const scrolls: string[] = [];
      await page.exposeFunction('lumiNoteScroll', (behavior: string) => scrolls.push(behavior));
      await context.addInitScript(() => {
        const scrollBy = window.scrollBy.bind(window);
        window.scrollBy = ((options: ScrollToOptions) => {
          (window as unknown as { lumiNoteScroll(behavior: string): void }).lumiNoteScroll(String(options.behavior));
          scrollBy(options);
        }) as typeof window.scrollBy;
      });
      await readOnAndShoot(page, testInfo, 'read-aloud-390-text-32px', `${baseURL}/leichte-sprache`);
      expect(Number.parseFloat(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize))).toBe(32);
      expect(scrolls.length).toBeGreaterThan(0);
      expect(new Set(scrolls)).toEqual(new Set(['instant']));
    },
    { reducedMotion: 'reduce' },
  );
});
