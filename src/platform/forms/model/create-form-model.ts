import { FormDeveloperError } from '@/platform/forms/validation/model/form-developer-error';
import { labelFromFieldName, type Locale } from '@/platform/forms/validation/model/message-context';
import type { FieldDefinition, FieldOption, FieldValue, FormValues } from './field-definition';
import { createFieldRunner, type FieldRunner } from './field-runner';
import { type FieldState, hasBlockingFailure, initialFieldState } from './field-state';
import type { FieldSnapshot, FormModel, FormOptions, FormSnapshot, OptionLabels } from './form-model';
import { buildFieldSnapshot } from './form-snapshot';
import { defaultIncompleteMessage } from './form-text';
import { nativeAttributes } from './native-attributes';
import { coerceValue, type NormalizedField, normalizeFields, sameValue } from './normalize-fields';
import { readOnly } from './read-only';
import { submitForm } from './submit-form';

/**
 * The site's form behaviour as a framework-free store: React subscribes to it, tests
 * drive it directly with fake timers. Every decision (when to validate, what to show, whether to
 * submit) is made here; a binding only forwards events and renders snapshots.
 */
export function createFormModel(definitions: readonly FieldDefinition[], options: FormOptions = {}): FormModel {
  const fields = normalizeFields(definitions, options.values);
  const byName = new Map(fields.map((field) => [field.definition.name, field]));
  const natives = new Map(fields.map((field) => [field.definition.name, nativeAttributes(field)]));
  const states = new Map(fields.map((field) => [field.definition.name, initialFieldState(field.initialValue)]));
  const listeners = new Set<() => void>();
  const fieldCache = new Map<string, { state: FieldState; label: string; options: readonly FieldOption[]; snapshot: FieldSnapshot }>();
  const status = { loading: false, submitted: false, incomplete: false, formErrors: [] as readonly string[] };
  let locale: Locale = options.locale ?? 'de';
  let labels: Readonly<Record<string, string>> = {};
  let optionLabels: OptionLabels = {};
  /** Options with the labels of the current language; built on a language switch, so snapshots can compare by identity. */
  let translatedOptions = new Map<string, readonly FieldOption[]>();
  let snapshot: FormSnapshot | undefined;
  let values: FormValues | undefined;
  let settleWaiters: (() => void)[] = [];

  function stateOf(name: string): FieldState {
    const state = states.get(name);
    if (!state) throw new FormDeveloperError(`No input named "${name}".`);
    return state;
  }

  function labelOf({ definition }: NormalizedField): string {
    return labels[definition.name] ?? definition.label ?? labelFromFieldName(definition.name) ?? definition.name;
  }

  function optionsOf({ definition, options }: NormalizedField): readonly FieldOption[] {
    return translatedOptions.get(definition.name) ?? options;
  }

  /** Only labels change: the values stay, so what the visitor chose stays chosen. */
  function translateOptions(): Map<string, readonly FieldOption[]> {
    const translated = new Map<string, readonly FieldOption[]>();
    for (const { definition, options } of fields) {
      const byValue = optionLabels[definition.name];
      if (!byValue || options.length === 0) continue;
      const relabelled = options.map((option) => Object.freeze({ ...option, label: byValue[option.value] ?? option.label }));
      translated.set(definition.name, Object.freeze(relabelled));
    }
    return translated;
  }

  function currentValues(): FormValues {
    values ??= Object.freeze(Object.fromEntries([...states].map(([name, state]) => [name, state.value])));
    return values;
  }

  const allSettled = () => [...states.values()].every((state) => state.settled);
  const anyBlocking = () => [...states.values()].some(hasBlockingFailure);

  function emit(): void {
    snapshot = undefined;
    if (allSettled() && settleWaiters.length > 0) {
      const waiters = settleWaiters;
      settleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
    listeners.forEach((listener) => listener());
  }

  function write(name: string, patch: Partial<FieldState>): void {
    states.set(name, { ...stateOf(name), ...patch });
    if (patch.value !== undefined) values = undefined;
    // The incomplete notice goes away by itself once nothing blocks any more.
    if (status.incomplete && patch.failures && !anyBlocking()) status.incomplete = false;
    emit();
  }

  const runners = new Map<string, FieldRunner>();
  for (const field of fields) {
    const { name } = field.definition;
    runners.set(
      name,
      createFieldRunner({
        field,
        read: () => stateOf(name),
        write: (patch) => write(name, patch),
        validateOptions: () => ({
          label: labelOf(field),
          locale,
          siblings: currentValues(),
          now: options.now?.() ?? new Date(),
          field: name,
          messages: field.definition.messages,
        }),
        // `confirm` compares with a sibling, so its verdict changes when the sibling does.
        onCommit: () => {
          for (const other of fields) {
            if (other !== field && other.parsed.some((rule) => rule.name === 'confirm')) {
              runners.get(other.definition.name)?.revalidate(false);
            }
          }
        },
      }),
    );
  }

  function fieldSnapshot(field: NormalizedField): FieldSnapshot {
    const { name } = field.definition;
    const state = stateOf(name);
    const label = labelOf(field);
    const fieldOptions = optionsOf(field);
    const cached = fieldCache.get(name);
    if (cached && cached.state === state && cached.label === label && cached.options === fieldOptions) return cached.snapshot;
    const mode = field.definition.visibility ?? options.visibility ?? 'blur';
    const built = buildFieldSnapshot(field, state, { label, options: fieldOptions }, mode, natives.get(name) ?? nativeAttributes(field));
    fieldCache.set(name, { state, label, options: fieldOptions, snapshot: built });
    return built;
  }

  function buildSnapshot(): FormSnapshot {
    const fieldSnapshots = Object.fromEntries(fields.map((field) => [field.definition.name, fieldSnapshot(field)]));
    return readOnly(
      {
        names: Object.freeze(fields.map(({ definition }) => definition.name)),
        fields: readOnly(fieldSnapshots, 'The form state'),
        values: currentValues(),
        locale,
        loading: status.loading,
        disabled: status.loading,
        submitted: status.submitted,
        settled: allSettled(),
        valid: !anyBlocking(),
        incompleteMessage: status.incomplete ? (options.incompleteMessage ?? defaultIncompleteMessage(locale)) : undefined,
        formErrors: status.formErrors,
      },
      'The form state',
    );
  }

  /** An unknown id is a warning, not a crash. */
  function known(name: string, action: string): NormalizedField | undefined {
    const field = byName.get(name);
    if (!field) console.warn(`${action}: no form or input with id "${name}".`);
    return field;
  }

  const model: FormModel = {
    getSnapshot: () => (snapshot ??= buildSnapshot()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setValue(name, value) {
      const field = known(name, 'setValue');
      if (!field) return;
      const next = coerceValue(field.definition, field.options, value as FieldValue);
      const current = stateOf(name);
      // Writing what is already there is no change: callers that sync values in (tracking
      // fields, a prefill) would otherwise restart validation and re-render the whole form.
      if (current.errors.length === 0 && sameValue(current.value, next)) return;
      write(name, { value: next, errors: [] });
      runners.get(name)?.input();
    },
    blur(name) {
      if (!known(name, 'blur')) return;
      write(name, { blurred: true });
      runners.get(name)?.commitPending();
    },
    submit: (handler) =>
      submitForm({
        model,
        status,
        handler: handler ?? options.onSubmit,
        names: fields.map(({ definition }) => definition.name),
        markSubmitted: () => {
          status.formErrors = Object.freeze([]);
          for (const name of states.keys()) states.set(name, { ...stateOf(name), submitted: true });
          runners.forEach((runner) => runner.flush());
          emit();
        },
        blocking: (name) => hasBlockingFailure(stateOf(name)),
        values: currentValues,
        emit,
      }),
    setErrors(formErrors, fieldErrors = {}) {
      status.formErrors = Object.freeze([...formErrors]);
      for (const [name, errors] of Object.entries(fieldErrors)) {
        if (known(name, 'setErrors')) states.set(name, { ...stateOf(name), errors: Object.freeze(typeof errors === 'string' ? [errors] : [...errors]) });
      }
      emit();
    },
    clearErrors(id) {
      if (id === undefined || id === options.id) {
        status.formErrors = Object.freeze([]);
        for (const name of states.keys()) states.set(name, { ...stateOf(name), errors: [] });
      } else if (known(id, 'clearErrors')) {
        states.set(id, { ...stateOf(id), errors: [] });
      }
      emit();
    },
    setLocale(nextLocale, nextLabels = labels, nextOptionLabels = optionLabels) {
      locale = nextLocale;
      labels = { ...nextLabels };
      optionLabels = { ...nextOptionLabels };
      translatedOptions = translateOptions();
      runners.forEach((runner) => runner.revalidate(true));
      emit();
    },
    whenSettled: () => (allSettled() ? Promise.resolve() : new Promise((resolve) => settleWaiters.push(resolve))),
    dispose() {
      runners.forEach((runner) => runner.dispose());
      listeners.clear();
    },
  };

  runners.forEach((runner) => runner.settleNow());
  return model;
}
