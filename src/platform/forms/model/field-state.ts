import type { RuleFailure, ValidationMessage } from '@/platform/forms/validation/model/validate';
import { isEmpty } from '@/platform/forms/validation/model/values';
import type { FieldValue, VisibilityMode } from './field-definition';

/** The model's private record of one field; snapshots are derived from it with the field's value, which lives in the value store. */
export interface FieldState {
  readonly blurred: boolean;
  readonly dirty: boolean;
  readonly submitted: boolean;
  readonly settled: boolean;
  readonly failures: readonly RuleFailure[];
  /** Set by the server through setErrors; cleared when the visitor changes the field. */
  readonly errors: readonly string[];
  /** What the rules between inputs found here (always blocking). */
  readonly crossField: readonly ValidationMessage[];
  /** A rule between inputs has taken the field out of the form for now: nothing of it blocks or is sent. */
  readonly inactive: boolean;
}

export function initialFieldState(): FieldState {
  return { blurred: false, dirty: false, submitted: false, settled: false, failures: [], errors: [], crossField: [], inactive: false };
}

/**
 * Every condition is sticky (blurred, dirty and submitted never reset), so once messages are
 * shown they stay shown.
 */
export function isValidationVisible(mode: VisibilityMode, state: FieldState): boolean {
  if (mode === 'live' || state.submitted) return true;
  if (mode === 'blur') return state.blurred;
  if (mode === 'dirty') return state.dirty;
  return false;
}

export function hasBlockingFailure(state: FieldState): boolean {
  return !state.inactive && (state.crossField.length > 0 || state.failures.some(({ message }) => message.blocking));
}

/** An unticked lone checkbox has nothing in it, even though `false` is not "empty" to the rules. */
export function hasContent(value: FieldValue): boolean {
  return !isEmpty(value) && value !== false;
}

export function isComplete(hasRules: boolean, state: FieldState, value: FieldValue): boolean {
  return hasRules ? !hasBlockingFailure(state) : state.dirty && hasContent(value);
}
