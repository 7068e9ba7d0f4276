import type { ParsedRule } from '@/platform/forms/validation/model/parse-rules';
import type { RuleFailure } from '@/platform/forms/validation/model/validate';
import { isEmpty } from '@/platform/forms/validation/model/values';

/**
 * A field's rules run in stages: everything before the first debounced rule at once, then each
 * debounced rule (and what follows it) after its delay. `end` is the rule index a stage runs up to.
 */
export interface Stage {
  readonly end: number;
  readonly delay: number;
}

export function planStages(rules: readonly ParsedRule[]): Stage[] {
  const stages: Stage[] = [];
  let delay = 0;
  rules.forEach((rule, index) => {
    if (rule.debounce === 0) return;
    if (index > 0 || delay > 0) stages.push({ end: index, delay });
    delay = rule.debounce;
  });
  stages.push({ end: rules.length, delay });
  return stages;
}

function laterRuleRuns(rule: ParsedRule, prefixFailed: boolean, empty: boolean): boolean {
  return (!prefixFailed || rule.force) && (!empty || rule.runOnEmpty);
}

/** Whether any rule after `end` would still run for this value, i.e. whether waiting is worth it. */
export function needsLaterStages(fresh: readonly RuleFailure[], end: number, rules: readonly ParsedRule[], value: unknown): boolean {
  const prefixFailed = fresh.some(({ message }) => message.blocking);
  const empty = isEmpty(value);
  return rules.slice(end).some((rule) => laterRuleRuns(rule, prefixFailed, empty));
}

/**
 * Messages after a stage: the fresh ones for the rules it ran, plus the previous ones of rules
 * still waiting for their debounce, as long as those rules would still run. Keeping them avoids
 * a message vanishing and coming back while a debounced rule waits.
 */
export function mergeStageMessages(
  previous: readonly RuleFailure[],
  fresh: readonly RuleFailure[],
  end: number,
  rules: readonly ParsedRule[],
  value: unknown,
): RuleFailure[] {
  const prefixFailed = fresh.some(({ message }) => message.blocking);
  const empty = isEmpty(value);
  const kept = previous.filter(({ index }) => {
    const rule = rules[index];
    return index >= end && rule !== undefined && laterRuleRuns(rule, prefixFailed, empty);
  });
  return [...fresh, ...kept];
}
