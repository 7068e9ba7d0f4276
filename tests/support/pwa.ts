import type { Page } from '@playwright/test';

export const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4318}`;
export const crmLogUrl = `${mockOrigin}/__mock/crm/submissions`;

export interface CrmLogEntry {
  fields: Record<string, string>;
  status: number | 'dropped';
}

/** Waits until the page's service worker is active, has precached the site and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}

export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
