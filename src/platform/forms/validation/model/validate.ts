import { describeField, FormDeveloperError } from './form-developer-error';
import { type Locale, localeOf } from '@/i18n/locale';
import { resolveLabel } from './message-context';
import { fallbackMessage, loadMessages, messageContext, messageText, type MessageOverrides } from './messages';
import { checkWaitingArgs, type ParsedRule, parseRules } from './parse-rules';
import { loadRuleLibraries, ruleCheck, ruleLibrariesLoaded } from './rules';
import { isEmpty } from './values';

// Re-exported so callers of the public entry point need one import for the common cases.
export { FormDeveloperError } from './form-developer-error';
export { parseRules, type ParsedRule } from './parse-rules';
export { loadRuleLibraries, ruleLibrariesLoaded } from './rules';
export { loadMessages, messagesLoaded } from './messages';

export interface ValidateOptions {
  label?: string;
  locale?: Locale;
  siblings?: Record<string, unknown>;
  now?: Date;
  /** The field's name: the default sibling for `confirm` and the label when none is given. */
  field?: string;
  messages?: MessageOverrides;
}

export interface ValidationMessage {
  rule: string;
  text: string;
  blocking: boolean;
}

export interface ValidationResult {
  valid: boolean;
  messages: ValidationMessage[];
}

/** A message together with the position of the rule that produced it (the form model needs it for debounced stages). */
export interface RuleFailure {
  index: number;
  message: ValidationMessage;
}

function passes(rule: ParsedRule, value: unknown, options: ValidateOptions): boolean {
  try {
    return ruleCheck(rule.name)({
      value,
      args: rule.args,
      siblings: options.siblings ?? {},
      field: options.field,
      now: options.now ?? new Date(),
    });
  } catch {
    // A value that cannot even be inspected (a revoked proxy, a throwing getter) is not valid.
    return false;
  }
}

function safeIsEmpty(value: unknown): boolean {
  try {
    return isEmpty(value);
  } catch {
    // Not inspectable (a revoked proxy) means not empty, so the rules get to reject it.
    return false;
  }
}

/**
 * Runs already parsed rules in order. A field stops at its first blocking failure; later rules
 * run only with `*`. A non-blocking (`?`) failure does not stop the chain, so a warning can never
 * hide an error. Only `required` and `+` rules run on an empty value. Rules whose code loads on
 * demand (dates, `matches`, `iban`) run only after `loadRuleLibraries`: checking without it would
 * call every value wrong.
 */
export function runRules(value: unknown, rules: readonly ParsedRule[], options: ValidateOptions = {}): RuleFailure[] {
  if (!ruleLibrariesLoaded(rules)) {
    throw new FormDeveloperError(`The rules of ${describeField(options.field)} run before loadRuleLibraries() has loaded what they need`);
  }
  checkWaitingArgs(rules, options.field);
  const locale = localeOf(options.locale);
  const failures: RuleFailure[] = [];
  const empty = safeIsEmpty(value);
  let stopped = false;
  let label: string | undefined;
  rules.forEach((rule, index) => {
    if ((stopped && !rule.force) || (empty && !rule.runOnEmpty) || passes(rule, value, options)) return;
    let text: string;
    try {
      label ??= resolveLabel(options.label, options.field, locale);
      text = messageText(rule.name, messageContext(label, rule.args, value, locale), options.messages);
    } catch {
      text = fallbackMessage(locale);
    }
    failures.push({ index, message: { rule: rule.name, text, blocking: rule.blocking } });
    if (rule.blocking) stopped = true;
  });
  return failures;
}

/**
 * Validates one value against a rule string. Resolves for every value; rejects with a
 * FormDeveloperError when the rule string itself is wrong, and with the loading error when the
 * code its rules need (the IBAN's, say) cannot load. Debounce hints are ignored here: waiting is
 * the form's job, this answers for the value as it is now.
 */
export async function validate(value: unknown, rules: string, options: ValidateOptions = {}): Promise<ValidationResult> {
  const parsed = parseRules(rules, options.field);
  await loadRuleLibraries(parsed, options.field);
  // Without its language's messages the check still answers, in German.
  await loadMessages(localeOf(options.locale)).catch(() => undefined);
  const failures = runRules(value, parsed, options);
  const messages = failures.map(({ message }) => message);
  return { valid: !messages.some((message) => message.blocking), messages };
}
