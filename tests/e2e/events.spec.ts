import type { Locator, Page } from '@playwright/test';
import { brand, type SocialNetwork } from '../../src/config/brand';
import { analyticsEvents, expect, openHydrated, stayOnPage, test, type DataLayerEntry } from '../support/fixtures';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Starts counting afresh, so one click's events are told from the page load's. */
async function clearDataLayer(page: Page) {
  await page.evaluate(() => {
    window.dataLayer = [];
  });
}

const footer = (page: Page) => page.locator('footer');
const main = (page: Page) => page.getByRole('main');

async function clickAndExpect(page: Page, link: Locator, expected: DataLayerEntry[]) {
  await clearDataLayer(page);
  await link.click();
  // A tap on a home section that is not live yet is held and replayed once it is: its event comes then.
  await expect.poll(() => analyticsEvents(page)).toEqual(expected);
}

test.describe('go_to_shop', () => {
  test("the navigation bar's shop link reports it and opens the shop", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, '/app');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hauptnavigation' }).first();
    await clearDataLayer(page);
    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    expect(await analyticsEvents(page, 'go_to_shop')).toEqual([{ event: 'go_to_shop' }]);
  });

  test("the mobile menu's shop link and view-prices button each report it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/blog');
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    const menu = page.locator('#mobile-menu');

    await toggle.click();
    await clearDataLayer(page);
    await menu.getByRole('link', { name: 'Preise ansehen' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    expect(await analyticsEvents(page, 'go_to_shop')).toEqual([{ event: 'go_to_shop' }]);

    await openHydrated(page, '/blog');
    await toggle.click();
    await clearDataLayer(page);
    await menu.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    expect(await analyticsEvents(page, 'go_to_shop')).toEqual([{ event: 'go_to_shop' }]);
  });

  test("the landing page's call to action reports it; other links in the bar do not", async ({ page }) => {
    await openHydrated(page, '/lp-old');
    await clearDataLayer(page);
    await main(page).getByRole('link', { name: 'Alle Tarife vergleichen' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    expect(await analyticsEvents(page, 'go_to_shop')).toEqual([{ event: 'go_to_shop' }]);

    await page.setViewportSize({ width: 1440, height: 900 });
    await clearDataLayer(page);
    await page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await analyticsEvents(page, 'go_to_shop')).toEqual([]);
  });
});

test.describe('contact, social, WhatsApp and care facilities on a desktop', () => {
  test('the footer offers the callback scheduling, e-mail and WhatsApp and counts phone and e-mail', async ({ page }) => {
    await openHydrated(page, '/');
    await stayOnPage(page);
    const advice = footer(page).getByRole('link', { name: 'Lass dich beraten!' });
    await expect(advice).toHaveAttribute('href', brand.links.callbackScheduling);
    await expect(footer(page).locator(`a[href="${brand.support.phoneHref}"]`)).toHaveCount(0);
    await clickAndExpect(page, advice, [{ event: 'contact', method: 'phone' }]);

    const email = footer(page).getByRole('link', { name: brand.support.supportEmail });
    await expect(email).toHaveAttribute('href', `mailto:${brand.support.supportEmail}`);
    await clickAndExpect(page, email, [{ event: 'contact', method: 'email' }]);

    const whatsapp = footer(page).getByRole('link', { name: 'Schreib uns auf WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', brand.support.whatsapp);
    await expect(whatsapp).toHaveAttribute('rel', 'noopener');
    await expect(whatsapp).not.toHaveAttribute('target', /./);

    await expect(footer(page).getByRole('link', { name: 'Für Pflegeeinrichtungen' })).toHaveAttribute('href', brand.links.careFacilities);
  });

  test("the footer's social links name their network", async ({ page }) => {
    await openHydrated(page, '/faq');
    await stayOnPage(page);
    const labels: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', github: 'GitHub', youtube: 'YouTube' };
    for (const [network, label] of Object.entries(labels) as [SocialNetwork, string][]) {
      const link = footer(page).getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', brand.links.social[network]);
      await clickAndExpect(page, link, [{ event: 'social', network }]);
    }
  });

  test('the prerendered footer already holds the desktop link, whatever the browser', async ({ page }) => {
    const response = await page.request.get('/', { headers: { 'user-agent': iphone } });
    const html = await response.text();
    const markup = html.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? '';
    expect(markup).toContain(brand.links.callbackScheduling);
    expect(markup).not.toContain(brand.support.phoneHref);
  });

  test("the home page's advice panel counts the scheduling link as a phone contact", async ({ page }) => {
    await openHydrated(page, '/');
    await stayOnPage(page);
    const advice = main(page).getByRole('link', { name: 'Lass dich beraten!', exact: true });
    await expect(advice).toHaveAttribute('href', brand.links.callbackScheduling);
    await expect(main(page).getByText('Such dir einen Termin aus, wir rufen dich zurück.')).toBeVisible();
    await clickAndExpect(page, advice, [{ event: 'contact', method: 'phone' }]);
  });

  test("the FAQ page's contact counts the scheduling link and the e-mail", async ({ page }) => {
    await openHydrated(page, '/faq');
    await stayOnPage(page);
    const contact = page.getByRole('region', { name: 'Deine Frage war nicht dabei?' });
    const advice = contact.getByRole('link', { name: 'Lass dich beraten!' });
    await expect(advice).toHaveAttribute('href', brand.links.callbackScheduling);
    await clickAndExpect(page, advice, [{ event: 'contact', method: 'phone' }]);
    await clickAndExpect(page, contact.getByRole('link', { name: `E-Mail an ${brand.support.supportEmail}` }), [{ event: 'contact', method: 'email' }]);
  });

  test("the product pages' support card counts phone and e-mail and offers WhatsApp", async ({ page }) => {
    await openHydrated(page, '/setup-anleitung');
    await stayOnPage(page);
    const card = main(page).getByRole('region', { name: `Wir richten ${brand.name} gemeinsam mit dir ein` });
    const advice = card.getByRole('link', { name: 'Lass dich beraten!' });
    await expect(advice).toHaveAttribute('href', brand.links.callbackScheduling);
    await clickAndExpect(page, advice, [{ event: 'contact', method: 'phone' }]);
    await clickAndExpect(page, card.getByRole('link', { name: brand.support.supportEmail }), [{ event: 'contact', method: 'email' }]);
    const whatsapp = card.getByRole('link', { name: 'Schreib uns auf WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', brand.support.whatsapp);
    await clickAndExpect(page, whatsapp, []);
  });

  test('/relatives links the page for care facilities', async ({ page }) => {
    await openHydrated(page, '/relatives');
    const link = main(page).getByRole('link', { name: 'Zum Angebot für Pflegeeinrichtungen' });
    await expect(link).toHaveAttribute('href', brand.links.careFacilities);
    await expect(main(page).getByText('Du arbeitest in einer Pflegeeinrichtung?')).toBeVisible();
  });
});

test.describe('chat_shop', () => {
  for (const [path, lead] of [
    ['/shop', 'Noch etwas unklar?'],
    ['/shop-old', 'Lieber schreiben als telefonieren?'],
    ['/shop-not-so-old', 'Deine Frage war nicht dabei?'],
    ['/lp-old', 'Fragen zu den Tarifen?'],
  ] as const) {
    test(`${path} offers the WhatsApp chat and reports it`, async ({ page }) => {
      await openHydrated(page, path);
      await stayOnPage(page);
      const chat = main(page).getByRole('link', { name: 'Schreib uns auf WhatsApp' });
      await expect(chat).toHaveAttribute('href', brand.support.whatsapp);
      await expect(chat).toHaveAttribute('rel', 'noopener');
      await expect(main(page).getByText(lead)).toBeVisible();
      await clickAndExpect(page, chat, [{ event: 'chat_shop' }]);
    });
  }

  test('/shop-old: the support contact counts the scheduling link as a phone contact', async ({ page }) => {
    await openHydrated(page, '/shop-old');
    await stayOnPage(page);
    const advice = main(page).getByRole('link', { name: 'Lass dich beraten!' });
    await expect(advice).toHaveAttribute('href', brand.links.callbackScheduling);
    await clickAndExpect(page, advice, [{ event: 'contact', method: 'phone' }]);
  });
});

/**
 * A benefit card by its title. The button's name changes with the side shown, so the card is
 * held by the id of its back, which the button names in `aria-controls`.
 */
async function benefitCard(page: Page, title: string) {
  const backId = await main(page)
    .getByRole('button', { name: `Mehr erfahren: ${title}` })
    .getAttribute('aria-controls');
  const toggle = page.locator(`button[aria-controls="${backId}"]`);
  return { toggle, card: page.locator('li', { has: page.locator(`[id="${backId}"]`) }), back: page.locator(`[id="${backId}"]`) };
}

test.describe('flip_card', () => {
  test('a benefit card turns to its detail with its button, reports it once and keeps its size', async ({ page }) => {
    await openHydrated(page, '/');
    const { toggle, card, back } = await benefitCard(page, 'Kein WLAN nötig');
    await toggle.scrollIntoViewIfNeeded();
    const detail = back.getByText('weder Router noch WLAN-Passwort', { exact: false });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(detail).toBeHidden();
    // The card's size and the distance to the next section, not positions in the viewport: the
    // page itself may settle by half a pixel while sections near the viewport are first drawn.
    const headingBelow = main(page).getByRole('heading', { level: 2, name: 'Fragen? Wir beraten dich gern persönlich' });
    const layout = async () => {
      const box = (await card.boundingBox())!;
      const heading = (await headingBelow.boundingBox())!;
      return { x: box.x, width: box.width, height: box.height, headingBelow: heading.y - box.y };
    };
    // On a busy machine sections near the viewport may still be drawn for the first time (and a
    // section hydrated later re-laid out) after the page is live: measure once the layout holds
    // still, so what is compared afterwards is the flip's doing alone.
    let before = await layout();
    for (let settled = 0; settled < 3;) {
      await page.waitForTimeout(150);
      const now = await layout();
      settled = JSON.stringify(now) === JSON.stringify(before) ? settled + 1 : 0;
      before = now;
    }

    await clearDataLayer(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(main(page).getByRole('button', { name: 'Zurück: Kein WLAN nötig' })).toBeVisible();
    await expect(detail).toBeVisible();
    await expect(card.getByText(/^Eine SIM-Karte ist eingebaut/)).toBeHidden();
    expect(await analyticsEvents(page)).toEqual([{ event: 'flip_card' }]);
    // The card itself keeps its box exactly; the section below stays where it was, give or take
    // the half pixel a busy machine's late first drawing of other sections may add (a card that
    // grew with its longer back would move it by many pixels).
    const after = await layout();
    expect({ x: after.x, width: after.width, height: after.height }).toEqual({ x: before.x, width: before.width, height: before.height });
    expect(Math.abs(after.headingBelow - before.headingBelow)).toBeLessThanOrEqual(1);

    // Turning back shows the front again and is not counted.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(detail).toBeHidden();
    expect(await analyticsEvents(page)).toEqual([{ event: 'flip_card' }]);
  });

  test('a keyboard user turns a card with Enter and reads the detail', async ({ page }) => {
    await openHydrated(page, '/');
    const { toggle, back } = await benefitCard(page, '60 Tage kostenlos testen');
    await toggle.focus();
    await clearDataLayer(page);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeFocused();
    await expect(back).toBeVisible();
    await expect(back.getByRole('heading', { level: 3, name: '60 Tage kostenlos testen' })).toBeVisible();
    expect(await analyticsEvents(page)).toEqual([{ event: 'flip_card' }]);
    const height = await toggle.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(44);
  });

  test('under reduced motion the card changes sides at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, '/');
    const { toggle, back } = await benefitCard(page, 'Nur mit der Stimme');
    await toggle.scrollIntoViewIfNeeded();
    expect(
      await back.evaluate((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .every((value) => parseFloat(value) < 0.05),
      ),
    ).toBe(true);
    await toggle.click();
    await expect(back).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ userAgent: iphone, viewport: { width: 390, height: 844 } });

  test('the footer dials the support number and counts a phone contact, without a hydration warning', async ({ page }) => {
    await openHydrated(page, '/');
    await stayOnPage(page);
    const call = footer(page).getByRole('link', { name: brand.support.phone });
    await expect(call).toHaveAttribute('href', brand.support.phoneHref);
    await expect(footer(page).getByRole('link', { name: 'Lass dich beraten!' })).toHaveCount(0);
    await clickAndExpect(page, call, [{ event: 'contact', method: 'phone' }]);
    await expect(footer(page).getByRole('link', { name: 'Schreib uns auf WhatsApp' })).toHaveAttribute('href', brand.support.whatsapp);
  });

  test("the home page's advice panel dials the number", async ({ page }) => {
    await openHydrated(page, '/');
    await stayOnPage(page);
    // The section knows the phone once it is live, which it is by the time the visitor gets there.
    await main(page).getByRole('heading', { name: 'Fragen? Wir beraten dich gern persönlich' }).scrollIntoViewIfNeeded();
    const call = main(page).getByRole('link', { name: `Jetzt anrufen: ${brand.support.phone}` });
    await expect(call).toHaveAttribute('href', brand.support.phoneHref);
    await expect(main(page).getByText('Ein Tipp auf den Knopf, und dein Telefon wählt unsere Nummer.')).toBeVisible();
    await clickAndExpect(page, call, [{ event: 'contact', method: 'phone' }]);
  });

  test("the FAQ page's contact dials the number", async ({ page }) => {
    await openHydrated(page, '/faq');
    await stayOnPage(page);
    const call = page.getByRole('region', { name: 'Deine Frage war nicht dabei?' }).getByRole('link', { name: `Anrufen: ${brand.support.phone}` });
    await expect(call).toHaveAttribute('href', brand.support.phoneHref);
    await clickAndExpect(page, call, [{ event: 'contact', method: 'phone' }]);
  });

  test("the shop's support contact dials the number", async ({ page }) => {
    await openHydrated(page, '/shop-old');
    await stayOnPage(page);
    const call = main(page).getByRole('link', { name: `${brand.support.phone} anrufen` });
    await expect(call).toHaveAttribute('href', brand.support.phoneHref);
    await clickAndExpect(page, call, [{ event: 'contact', method: 'phone' }]);
  });

  test("the product pages' support card dials the number", async ({ page }) => {
    await openHydrated(page, '/live-demo');
    await stayOnPage(page);
    const call = main(page).getByRole('link', { name: brand.support.phone, exact: true });
    await expect(call).toHaveAttribute('href', brand.support.phoneHref);
    await clickAndExpect(page, call, [{ event: 'contact', method: 'phone' }]);
  });
});
