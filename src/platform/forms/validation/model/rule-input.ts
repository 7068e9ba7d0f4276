/** What a rule check sees. Checks are pure and synchronous; `validate` guards them against throwing. */
export interface RuleInput {
  readonly value: unknown;
  readonly args: readonly string[];
  readonly siblings: Readonly<Record<string, unknown>>;
  readonly field: string | undefined;
  readonly now: Date;
}

export type RuleCheck = (input: RuleInput) => boolean;
