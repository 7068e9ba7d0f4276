import { dateRules } from './date-rules';
import type { RuleCheck } from './rule-input';
import type { RuleName } from './rule-names';
import { sizeRules } from './size-rules';
import { textRules } from './text-rules';

export const ruleChecks: Record<RuleName, RuleCheck> = { ...textRules, ...sizeRules, ...dateRules };
