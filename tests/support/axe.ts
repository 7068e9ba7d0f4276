import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The rules whose findings are never more than moderate. axe gives every finding of such a rule
 * the rule's own impact, so they can never fail the check below; leaving them out gives the same
 * verdict for a quarter less work. Read from the axe-core that runs in the page; should its rule
 * list not be readable, every rule runs.
 */
function rulesBelowSerious(): string[] {
  const audit = (axe as unknown as { _audit?: { rules: Array<{ id: string; impact?: string | null }> } })._audit;
  return (audit?.rules ?? []).filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => rule.id);
}

const skippedRules = rulesBelowSerious();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Only this part of the page (a CSS selector), e.g. an open dialog or a form. */
  readonly include?: string;
  /** Names the check in the failure message, e.g. the page of a walk. */
  readonly label?: string;
}

interface AxeFinding {
  readonly id: string;
  readonly impact?: string | null;
  readonly nodes: ReadonlyArray<{ readonly target: readonly string[] }>;
}

/** axe's findings on the page as it is now: every rule, or those that can be serious or worse. */
async function axeFindings(page: Page, include: string | undefined, everyRule: boolean): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ({ include, skipped }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const rules = Object.fromEntries(skipped.map((id) => [id, { enabled: false }]));
      return inPage
        .run(include ? { include: [include] } : document, { resultTypes: ['violations'], rules })
        .then((results) => results.violations as AxeFinding[]);
    },
    { include, skipped: everyRule ? [] : skippedRules },
  );
}

/** `rule: elements`, with the impact after the rule where findings of every impact are listed. */
const described = (findings: readonly AxeFinding[], withImpact = false) =>
  findings.map(
    (finding) => `${finding.id}${withImpact ? ` (${finding.impact ?? 'no impact'})` : ''}: ${finding.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/**
 * Runs axe on the page as it is now and fails on every serious or critical finding, naming the
 * rule and the elements. Moderate and minor findings are left to review.
 *
 * axe-core runs in the page directly: the site has no frames, and the Playwright wrapper cost
 * three times as much per check (it evaluates axe's 500 KB source twice and finishes every run in
 * a new blank tab). axe stays in the document, so a second check of the same page only runs it.
 */
export async function expectNoSeriousAxeFindings(page: Page, { include, label }: AxeScope = {}): Promise<void> {
  const serious = (await axeFindings(page, include, false)).filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
  expect(described(serious), label ? `serious axe findings on ${label}` : 'serious axe findings').toEqual([]);
}

/** Runs every axe rule and fails on any finding at all, minor ones included: for the parts that promise none. */
export async function expectNoAxeFindings(page: Page, { include, label }: AxeScope = {}): Promise<void> {
  expect(described(await axeFindings(page, include, true), true), label ? `axe findings on ${label}` : 'axe findings').toEqual([]);
}
