import type { ValidationMessage } from '@/platform/forms/validation/model/validate';
import type { CrossFieldContext, CrossFieldRule } from './cross-field-rules';
import type { FieldState } from './field-state';

/**
 * Pure: the field states after the rules between inputs ran on the current values, for the
 * inputs whose findings changed only. An input whose messages and standing stayed the same keeps
 * its state object, so it does not render again; an empty list means nothing changed.
 */
export function crossFieldUpdates(
  rules: readonly CrossFieldRule[],
  context: CrossFieldContext,
  states: ReadonlyMap<string, FieldState>,
): Array<[name: string, state: FieldState]> {
  const found: Record<string, ValidationMessage[]> = {};
  const inactive = new Set<string>();
  for (const rule of rules) {
    const findings = rule.check(context);
    for (const [name, text] of Object.entries(findings.messages)) (found[name] ??= []).push({ rule: rule.name, text, blocking: true });
    findings.inactive.forEach((name) => inactive.add(name));
  }
  const texts = (messages: readonly ValidationMessage[]) => messages.map(({ text }) => text).join();
  const updates: Array<[string, FieldState]> = [];
  for (const [name, state] of states) {
    const crossField = found[name] ?? [];
    if (state.inactive === inactive.has(name) && texts(crossField) === texts(state.crossField)) continue;
    updates.push([name, { ...state, crossField, inactive: inactive.has(name) }]);
  }
  return updates;
}
