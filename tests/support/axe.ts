import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeScope {
  /** Only this part of the page (a CSS selector), e.g. an open dialog or a form. */
  readonly include?: string;
  /** Names the check in the failure message, e.g. the page of a walk. */
  readonly label?: string;
}

/**
 * Runs axe on the page as it is now and fails on every serious or critical finding, naming the
 * rule and the elements. Moderate and minor findings are left to review.
 */
export async function expectNoSeriousAxeFindings(page: Page, { include, label }: AxeScope = {}): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label ? `serious axe findings on ${label}` : 'serious axe findings').toEqual([]);
}
