import { type OnDemand, onDemand } from './on-demand';
import type { ArgCheck, RuleCheck, RuleGroup } from './rule-input';
import type { RuleName } from './rule-names';

const dates = onDemand(() => import('./date-rules').then((module) => module.dateRules));
const patterns = onDemand(() => import('./pattern-rules').then((module) => module.patternRules));
const letters = onDemand(() => import('./letter-rules').then((module) => module.letterRules));
const iban = onDemand(() => import('./iban-rule').then((module) => module.ibanRules));

/**
 * Rules whose code comes when a form uses them. Every form page loads the form engine, and most
 * forms check names, e-mail addresses, lengths and choices: the dates with their formats, the
 * regular expressions of `matches`, the letter sets of `alpha` and its kin (Unicode script
 * classes, compiled when their module runs) and the IBAN's country formats (a library of 4.4 KB gzip) load
 * on their own, when a form with such a rule is made or `validate` is asked for one.
 */
const groups: Partial<Record<RuleName, OnDemand<RuleGroup>>> = {
  date_after: dates,
  date_before: dates,
  date_between: dates,
  date_format: dates,
  matches: patterns,
  alpha: letters,
  alpha_spaces: letters,
  alphanumeric: letters,
  iban,
};

/** Whether the rule's code is here: a rule of the engine's own, or one whose group has loaded. */
export function groupLoaded(name: RuleName): boolean {
  const group = groups[name];
  return group === undefined || group.loaded() !== undefined;
}

/** Loads the rule's group; resolves at once for a rule of the engine's own. */
export function loadGroup(name: RuleName): Promise<void> {
  return groups[name]?.load() ?? Promise.resolve();
}

/** The check of a rule of a group, once the group is here. */
export function groupCheck(name: RuleName): RuleCheck | undefined {
  return groups[name]?.loaded()?.checks[name];
}

/** The check of a rule's arguments that comes with its group, once the group is here. */
export function groupArgCheck(name: RuleName): ArgCheck | undefined {
  return groups[name]?.loaded()?.argChecks?.[name];
}
