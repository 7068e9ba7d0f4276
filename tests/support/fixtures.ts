import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** The control of every experiment, as `?<key>=0` would force it. */
export const controlVariations = { 'shop-page': 0, 'landing-page': 0, 'banner-layout': 0 } as const;

/**
 * Journeys that are not about experiments see the control of every experiment, like a tester who
 * forced them: `/` stays the home page, `/shop` the shop, the default banner shows. The
 * experiment journeys (`experiments.spec.ts`) use Playwright's own `test` and meet real assignments.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript((forced) => {
      try {
        if (!window.sessionStorage.getItem('lumi:forced-variations')) window.sessionStorage.setItem('lumi:forced-variations', JSON.stringify(forced));
      } catch {
        // Storage blocked: the page decides as it would for any visitor.
      }
    }, controlVariations);
    await provide(context);
  },
});
