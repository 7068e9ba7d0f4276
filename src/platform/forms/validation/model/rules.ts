import { checkWaitingArgs, type ParsedRule } from './parse-rules';
import { groupCheck, groupLoaded, loadGroup } from './rule-groups';
import type { RuleCheck } from './rule-input';
import type { RuleName } from './rule-names';
import { sizeRules } from './size-rules';
import { textRules } from './text-rules';

/** The rules the engine always has; the others come with their group (`rule-groups.ts`). */
const ownChecks: Partial<Record<RuleName, RuleCheck>> = { ...textRules, ...sizeRules };

/** A rule's check; only asked for once `ruleLibrariesLoaded` says its code is here. */
export function ruleCheck(name: RuleName): RuleCheck {
  const check = ownChecks[name] ?? groupCheck(name);
  if (!check) throw new Error(`The check of the rule "${name}" is not loaded yet`);
  return check;
}

/** Whether every rule of the list can run now. */
export function ruleLibrariesLoaded(rules: readonly ParsedRule[]): boolean {
  return rules.every(({ name }) => groupLoaded(name));
}

/**
 * Loads what the rules of the list need; resolves at once when they need nothing. Then checks the
 * arguments that waited for that code, and rejects with a FormDeveloperError for a wrong one.
 */
export async function loadRuleLibraries(rules: readonly ParsedRule[], field?: string): Promise<void> {
  await Promise.all(rules.map(({ name }) => loadGroup(name)));
  checkWaitingArgs(rules, field);
}
