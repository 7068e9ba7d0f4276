import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rules whose findings are never more than moderate. axe gives every finding of such a rule
 * the rule's own impact, so they can never fail the check below; leaving them out gives the same
 * verdict for a quarter less work. Read from the axe-core that @axe-core/playwright injects;
 * should its rule list not be readable, every rule runs.
 */
function rulesBelowSerious(): string[] {
  try {
    const axe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
      _audit?: { rules: Array<{ id: string; impact?: string | null }> };
    };
    return (axe._audit?.rules ?? []).filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => rule.id);
  } catch {
    return [];
  }
}

const skippedRules = rulesBelowSerious();

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
  const builder = new AxeBuilder({ page }).disableRules(skippedRules);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label ? `serious axe findings on ${label}` : 'serious axe findings').toEqual([]);
}
