import { dateRules } from './date-rules';
import { iban, ibanLibrary } from './iban-rule';
import type { ParsedRule } from './parse-rules';
import type { RuleCheck } from './rule-input';
import type { RuleName } from './rule-names';
import { sizeRules } from './size-rules';
import { textRules } from './text-rules';

export const ruleChecks: Record<RuleName, RuleCheck> = { ...textRules, ...sizeRules, ...dateRules, iban };

interface RuleLibrary {
  loaded(): boolean;
  load(): Promise<void>;
}

/** Rules whose check needs a library that loads on demand. */
const ruleLibraries: Partial<Record<RuleName, RuleLibrary>> = { iban: ibanLibrary };

function librariesOf(rules: readonly ParsedRule[]): RuleLibrary[] {
  return rules.flatMap(({ name }) => ruleLibraries[name] ?? []);
}

/** Whether every rule of the list can run now. */
export function ruleLibrariesLoaded(rules: readonly ParsedRule[]): boolean {
  return librariesOf(rules).every((library) => library.loaded());
}

/** Loads what the rules of the list need; resolves at once when they need nothing. */
export async function loadRuleLibraries(rules: readonly ParsedRule[]): Promise<void> {
  await Promise.all(librariesOf(rules).map((library) => library.load()));
}
