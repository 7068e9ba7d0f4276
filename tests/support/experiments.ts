import type { Page } from '@playwright/test';
import { consentRecordJson } from './fixtures';
import type { DataLayerEntry } from './page';

/**
 * Visitors of the experiment journeys: one who answered the consent dialog, one who agreed with a
 * known visitor id, and the exposures a page view pushed.
 */

/** A visitor who already answered the consent dialog. */
export async function decided(page: Page, statistics: boolean): Promise<void> {
  await page.addInitScript(
    (record) => {
      if (!window.localStorage.getItem('lumi:consent')) window.localStorage.setItem('lumi:consent', record);
    },
    consentRecordJson({ statistics, marketing: false }),
  );
}

/** A returning visitor who agreed to statistics and experiments, with a known id. */
export async function asVisitor(page: Page, visitorId: string): Promise<void> {
  await page.addInitScript(
    ({ id, record }) => {
      if (!window.localStorage.getItem('lumi:consent')) window.localStorage.setItem('lumi:consent', record);
      if (!window.localStorage.getItem('lumi:visitor-id')) window.localStorage.setItem('lumi:visitor-id', id);
    },
    { id: visitorId, record: consentRecordJson({ statistics: true, marketing: false }) },
  );
}

/** The same browser as another visitor who agreed: another id, no assignments, a new session. */
export async function becomeVisitor(page: Page, visitorId: string): Promise<void> {
  await page.evaluate((id) => {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('gbStickyBuckets__')) window.localStorage.removeItem(key);
    window.localStorage.setItem('lumi:visitor-id', id);
    window.sessionStorage.clear();
  }, visitorId);
}

/** Waits until the experiments runtime has dealt with this page view (its exposures are out, if any). */
export async function experimentsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.experiments === 'ready');
}

/** Waits until the experiments runtime has pushed this page view's exposures, and returns every exposure of the page. */
export async function exposures(page: Page): Promise<DataLayerEntry[]> {
  await experimentsReady(page);
  return page.evaluate(() => ((window.dataLayer ?? []) as Array<Record<string, unknown>>).filter((entry) => entry.event === 'experiment_viewed'));
}
