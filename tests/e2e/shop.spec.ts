import type { Page } from '@playwright/test';
import { analyticsEvents, expect, expectNoSeriousAxeFindings, openHydrated, test } from '../support/fixtures';

/** The site's price format: euro sign, non-breaking space, German decimals. */
const prices = { basis: '€\u00a09,90', erweitert: '€\u00a019,90', 'alles-dabei': '€\u00a049,90' } as const;
const germanNames = { basis: 'Basis', erweitert: 'Erweitert', 'alles-dabei': 'Alles dabei' } as const;
const englishNames = { basis: 'Base', erweitert: 'Advanced', 'alles-dabei': 'All included' } as const;
type PlanId = keyof typeof prices;
const planIds = Object.keys(prices) as PlanId[];

const shopPages = ['/shop', '/shop-old', '/shop-not-so-old'] as const;
const allPages = [...shopPages, '/lp-old'] as const;

/** The alert that says what is wrong with the plan in the address. */
const planProblem = (page: Page) => page.getByRole('main').getByRole('alert').and(page.locator('[data-plan-problem]'));

async function darkMode(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('lumi:color-scheme', '"dark"'));
}

async function campaignOn(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('lumi:forced-features', JSON.stringify({ 'new-year-donation': true })));
}

/** Presses Tab until the focused element matches, as a keyboard user would reach it. */
async function tabTo(page: Page, matches: (element: { text: string; tag: string }) => boolean, limit = 80) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      text: (document.activeElement?.textContent ?? '').trim(),
      tag: document.activeElement?.tagName ?? '',
    }));
    if (matches(focused)) return;
  }
  throw new Error('the element was not reached with Tab');
}

test.describe('each shop variant shows the three plans with their monthly prices', () => {
  for (const path of shopPages) {
    test(`${path} shows Basis, Erweitert and Alles dabei at 9,90, 19,90 and 49,90 euro`, async ({ page }) => {
      await openHydrated(page, path);
      const main = page.locator('main');
      for (const id of planIds) {
        await expect(main.getByRole('link', { name: `${germanNames[id]} wählen` })).toBeVisible();
      }
      const text = (await main.textContent()) ?? '';
      for (const id of planIds) expect(text).toContain(prices[id]);
      expect(text).toContain('€\u00a0175,00');
    });
  }

  for (const path of ['/shop', '/shop-not-so-old'] as const) {
    test(`${path} puts each price in its own plan's card`, async ({ page }) => {
      await openHydrated(page, path);
      for (const id of planIds) {
        const card = page.locator(`[data-plan-card="${id}"]`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(germanNames[id]);
        expect(await card.textContent()).toContain(prices[id]);
      }
    });
  }

  test('/shop-old compares the plans in a table with column and row headers', async ({ page }) => {
    await openHydrated(page, '/shop-old');
    const table = page.getByRole('table', { name: /Monatspreis, Leistungen und Konditionen/ });
    await expect(table.getByRole('columnheader')).toHaveText(['Leistung', 'Basis', 'Erweitert', 'Alles dabei']);
    const priceRow = table.getByRole('row', { name: /^Monatspreis/ });
    const cells = await priceRow.getByRole('cell').allTextContents();
    expect(cells.map((cell) => planIds.find((id) => cell.includes(prices[id])))).toEqual(planIds);
    await expect(table.getByRole('row', { name: /Zusätzliches Internet/ }).getByRole('cell')).toHaveText([
      /nicht enthalten/,
      /^Erweitert\s*enthalten$/,
      /^Alles dabei\s*enthalten$/,
    ]);
  });

  test('/lp-old teases the plans with their prices', async ({ page }) => {
    await openHydrated(page, '/lp-old');
    for (const id of planIds) {
      expect(await page.locator(`[data-plan-card="${id}"]`).textContent()).toContain(prices[id]);
    }
  });

  test('the English shop names the plans Base, Advanced and All included, with the same prices', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lumi:language', '"en"'));
    await openHydrated(page, '/shop');
    for (const id of planIds) {
      const card = page.locator(`[data-plan-card="${id}"]`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(englishNames[id]);
      await expect(card.getByRole('link', { name: `Choose ${englishNames[id]}` })).toBeVisible();
      expect(await card.textContent()).toContain(prices[id]);
    }
  });
});

test.describe('choosing a plan', () => {
  for (const path of shopPages) {
    for (const id of planIds) {
      test(`${path}: "${germanNames[id]} wählen" leads to /checkout?plan=${id} and reports the plan`, async ({ page }) => {
        await openHydrated(page, path);
        await page.getByRole('link', { name: `${germanNames[id]} wählen` }).click();
        await expect(page).toHaveURL(new RegExp(`/checkout\\?plan=${id}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await analyticsEvents(page, 'plan')).toEqual([{ event: 'plan', plan: germanNames[id] }]);
      });
    }
  }

  test('the choice keeps the campaign parameters of the address', async ({ page }) => {
    await openHydrated(page, '/shop?utm_source=newsletter');
    await page.getByRole('link', { name: 'Basis wählen' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=basis&utm_source=newsletter$/);
  });

  test('/lp-old leads into the shop and reports go_to_shop', async ({ page }) => {
    await openHydrated(page, '/lp-old');
    await page.getByRole('link', { name: 'Alle Tarife vergleichen' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    expect(await analyticsEvents(page, 'go_to_shop')).toEqual([{ event: 'go_to_shop' }]);
    expect(await analyticsEvents(page, 'plan')).toEqual([]);
  });

  test('/lp-old opens the info package with the address typed in the hero', async ({ page }) => {
    await openHydrated(page, '/lp-old');
    const hero = page.locator('main form').first();
    await hero.getByRole('textbox', { name: 'Deine E-Mail-Adresse' }).fill('angehoerige@example.com');
    await hero.getByRole('button', { name: 'Infopaket bestellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kostenloses Infopaket bestellen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true })).toHaveValue('angehoerige@example.com');
  });
});

test.describe('the checkout summary', () => {
  for (const id of planIds) {
    test(`/checkout?plan=${id} shows ${germanNames[id]} with its price, the hardware fee and free delivery`, async ({ page }) => {
      await openHydrated(page, `/checkout?plan=${id}`);
      const summary = page.getByRole('region', { name: `Dein Tarif: ${germanNames[id]}` });
      await expect(summary).toBeVisible();
      const text = (await summary.textContent()) ?? '';
      expect(text).toContain(`${prices[id]} pro Monat`);
      expect(text).toContain('Gerätegebühr von €\u00a0175,00');
      expect(text).toContain('60 Tage kostenlos');
      expect(text).toContain('Lieferung ist kostenlos');
    });
  }

  test('a chosen plan arrives in the checkout, and the way back to the shop changes it', async ({ page }) => {
    await openHydrated(page, '/shop');
    await page.getByRole('link', { name: 'Alles dabei wählen' }).click();
    await expect(page.getByRole('region', { name: 'Dein Tarif: Alles dabei' })).toBeVisible();
    await page.getByRole('link', { name: 'Anderen Tarif wählen' }).click();
    await expect(page).toHaveURL(/\/shop(\?|$)/);
    await page.getByRole('link', { name: 'Basis wählen' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=basis$/);
    await expect(page.getByRole('region', { name: 'Dein Tarif: Basis' })).toBeVisible();
  });

  for (const [label, search, message] of [
    ['an unknown plan', '?plan=gold', 'Diesen Tarif kennen wir nicht'],
    ['a malformed plan', '?plan=%3Cb%3Ebasis', 'Diesen Tarif kennen wir nicht'],
    ['no plan', '', 'Du hast noch keinen Tarif gewählt'],
  ] as const) {
    test(`/checkout with ${label} says so and leads to the shop`, async ({ page }) => {
      await openHydrated(page, `/checkout${search}`);
      // The plan's problem, not any other notice the checkout may show next to it.
      const alert = planProblem(page);
      await expect(alert).toContainText(message);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await alert.getByRole('link', { name: 'Zu den Tarifen im Shop' }).click();
      await expect(page).toHaveURL(/\/shop(\?|$)/);
    });
  }

  test('the English checkout names the plan and the problem in English', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lumi:language', '"en"'));
    await openHydrated(page, '/checkout?plan=erweitert');
    const summary = page.getByRole('region', { name: 'Your plan: Advanced' });
    await expect(summary).toBeVisible();
    expect(await summary.textContent()).toContain(`${prices.erweitert} per month`);
    await openHydrated(page, '/checkout?plan=nonsense');
    await expect(planProblem(page)).toContainText("We don't know this plan");
  });

  for (const search of ['?plan=erweitert', '?plan=gold']) {
    test(`/checkout${search}: every control in the page is at least 44 px tall`, async ({ page }) => {
      await openHydrated(page, `/checkout${search}`);
      await expect(page.locator('main a').first()).toBeVisible();
      const small = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>('a, button')]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => ({ name: element.textContent?.trim() ?? '', height: element.getBoundingClientRect().height }))
          .filter(({ height }) => height < 44),
      );
      expect(small).toEqual([]);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`the summary in ${scheme} mode passes axe`, async ({ page }) => {
      if (scheme === 'dark') await darkMode(page);
      await openHydrated(page, '/checkout?plan=erweitert');
      await expect(page.getByRole('region', { name: 'Dein Tarif: Erweitert' })).toBeVisible();
      await expectNoSeriousAxeFindings(page);
    });
  }

  test('the message about an unknown plan passes axe', async ({ page }) => {
    await openHydrated(page, '/checkout?plan=gold');
    await expect(planProblem(page)).toBeVisible();
    await expectNoSeriousAxeFindings(page);
  });
});

test.describe('keyboard', () => {
  for (const path of shopPages) {
    test(`${path}: a plan is chosen with Tab and Enter, with a visible focus ring`, async ({ page }) => {
      await openHydrated(page, path);
      await tabTo(page, ({ text, tag }) => tag === 'A' && text === 'Erweitert wählen');
      const outline = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/checkout\?plan=erweitert$/);
      expect(await analyticsEvents(page, 'plan')).toEqual([{ event: 'plan', plan: 'Erweitert' }]);
    });
  }

  test('/shop: a question opens with the keyboard and reports it', async ({ page }) => {
    await openHydrated(page, '/shop');
    await tabTo(page, ({ tag, text }) => tag === 'SUMMARY' && text === 'Brauche ich WLAN?');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/In den Tarifen Erweitert und Alles dabei ist eine SIM-Karte/)).toBeVisible();
    await expect.poll(() => analyticsEvents(page, 'faq')).toEqual([{ event: 'faq', question: 'Brauche ich WLAN?' }]);
  });

  test('/shop: the jump link in the hero brings the plans into view', async ({ page }) => {
    await openHydrated(page, '/shop');
    await page.getByRole('link', { name: 'Zu den Tarifen' }).click();
    await expect(page).toHaveURL(/\/shop#tarife$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(page.getByRole('heading', { level: 2, name: 'Unsere Tarife' })).toBeInViewport();
  });

  test('/lp-old: the shop link is reached and followed with the keyboard', async ({ page }) => {
    await openHydrated(page, '/lp-old');
    await tabTo(page, ({ tag, text }) => tag === 'A' && text === 'Alle Tarife vergleichen');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop$/);
  });

  for (const path of allPages) {
    test(`${path}: every control in the page is at least 44 px tall`, async ({ page }) => {
      await openHydrated(page, path);
      const small = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>('a, button, summary, input:not([type=hidden]), [tabindex]:not([tabindex="-1"])')]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => ({ name: element.textContent?.trim() || element.outerHTML.slice(0, 60), height: element.getBoundingClientRect().height }))
          .filter(({ height }) => height < 44),
      );
      expect(small).toEqual([]);
    });
  }
});

test.describe('the New Year campaign', () => {
  for (const path of allPages) {
    test(`${path} hides the donation while the flag is off and shows it when it is on`, async ({ page }) => {
      await openHydrated(page, path);
      const campaign = page.locator('main [data-flag-content="new-year-donation"]');
      await expect(campaign).toHaveCount(1);
      await expect(campaign).toBeHidden();

      await campaignOn(page);
      await page.reload();
      await expect(campaign).toBeVisible();
      await expect(campaign.getByRole('heading')).toContainText('60 Tage');
      expect(await campaign.textContent()).toContain('€\u00a010,00');
    });
  }

  test('no heading outside the flagged content promises the donation', async ({ page }) => {
    for (const path of allPages) {
      await openHydrated(page, path);
      const headings = await page
        .locator('main')
        .evaluate((main) =>
          [...main.querySelectorAll('h1, h2, h3')].filter((heading) => !heading.closest('[data-flag-content]')).map((heading) => heading.textContent ?? ''),
        );
      expect(
        headings.filter((text) => /spend|€\u00a010,00/i.test(text)),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('accessibility', () => {
  for (const path of allPages) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${path} in ${scheme} mode, campaign on, has one h1, ordered headings and passes axe`, async ({ page }) => {
        if (scheme === 'dark') await darkMode(page);
        await campaignOn(page);
        await openHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const levels = await page
          .locator('main')
          .evaluate((main) =>
            [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')]
              .filter((heading) => heading.getClientRects().length > 0)
              .map((heading) => Number(heading.tagName[1])),
          );
        levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0), `heading ${index + 1} of ${path}`).toBeLessThanOrEqual(1));
        await expectNoSeriousAxeFindings(page);
      });
    }
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`on a phone in ${scheme} mode the pages fit the screen and pass axe`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      if (scheme === 'dark') await darkMode(page);
      await campaignOn(page);
      for (const path of allPages) {
        await openHydrated(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await expectNoSeriousAxeFindings(page, { label: path });
      }
    });
  }
});
