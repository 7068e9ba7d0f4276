import type { RuleName } from './rule-names';

/** What a rule check sees. Checks are pure and synchronous; `validate` guards them against throwing. */
export interface RuleInput {
  readonly value: unknown;
  readonly args: readonly string[];
  readonly siblings: Readonly<Record<string, unknown>>;
  readonly field: string | undefined;
  readonly now: Date;
}

export type RuleCheck = (input: RuleInput) => boolean;

/** Returns why a rule's argument is wrong, or undefined when it is fine. */
export type ArgCheck = (arg: string, position: number) => string | undefined;

/** What a group of rules that loads on demand brings: its checks, and the checks of arguments that need its code. */
export interface RuleGroup {
  readonly checks: Partial<Record<RuleName, RuleCheck>>;
  readonly argChecks?: Partial<Record<RuleName, ArgCheck>>;
}
