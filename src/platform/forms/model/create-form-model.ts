import { FormDeveloperError } from '@/platform/forms/validation/model/form-developer-error';
import type { Locale } from '@/i18n/locale';
import { crossFieldUpdates } from './cross-field-findings';
import type { FieldDefinition, FieldOption, FieldValue, FormValues } from './field-definition';
import { createFieldRunner, type FieldRunner } from './field-runner';
import { type FieldState, hasBlockingFailure, initialFieldState } from './field-state';
import type { FieldSnapshot, FormModel, FormOptions, FormSnapshot } from './form-model';
import { createFormTexts } from './form-texts';
import { buildFieldSnapshot } from './form-snapshot';
import { defaultIncompleteMessage } from './form-text';
import { nativeAttributes } from './native-attributes';
import { coerceValue, type NormalizedField, normalizeFields, sameValue } from './normalize-fields';
import { readOnly } from './read-only';
import { submitForm } from './submit-form';
import { createMemoryValueStore, type FormValueStore } from './value-store';

/**
 * The site's form behaviour as a framework-free store: React subscribes to it, tests
 * drive it directly with fake timers. Every decision (when to validate, what to show, whether to
 * submit) is made here; a binding only forwards events and renders snapshots.
 *
 * The values are not the model's: they live in one value store, in memory until a binding hands
 * them to its own (`attachValueStore`). A change made there, by the visitor or by `setValue`,
 * reaches the model through the store's notification, so both ways of changing a value run the
 * same coercion and validation.
 */
export function createFormModel(definitions: readonly FieldDefinition[], options: FormOptions = {}): FormModel {
  const fields = normalizeFields(definitions, options.values);
  const byName = new Map(fields.map((field) => [field.definition.name, field]));
  const natives = new Map(fields.map((field) => [field.definition.name, nativeAttributes(field)]));
  const states = new Map(fields.map((field) => [field.definition.name, initialFieldState()]));
  const listeners = new Set<() => void>();
  const fieldCache = new Map<
    string,
    { state: FieldState; value: FieldValue; label: string; options: readonly FieldOption[]; description: string | undefined; snapshot: FieldSnapshot }
  >();
  const status = { loading: false, submitted: false, incomplete: false, formErrors: [] as readonly string[] };
  let locale: Locale = options.locale ?? 'de';
  const texts = createFormTexts(fields);
  let snapshot: FormSnapshot | undefined;
  let settleWaiters: { resolve(): void; reject(error: unknown): void }[] = [];
  /** A mistake in the declaration found only once the code of its rules was here: it breaks the form as one found at creation does. */
  let declarationMistake: FormDeveloperError | undefined;
  let store: FormValueStore = createMemoryValueStore(Object.fromEntries(fields.map((field) => [field.definition.name, field.initialValue])));
  let unsubscribeStore = store.subscribe(valuesChanged);

  function stateOf(name: string): FieldState {
    const state = states.get(name);
    if (!state) throw new FormDeveloperError(`No input named "${name}".`);
    return state;
  }

  const currentValues = (): FormValues => store.getAll();
  /** The values of the inputs that count: a rule between inputs may have taken some out. */
  const countedValues = (): FormValues => Object.fromEntries(Object.entries(currentValues()).filter(([name]) => !states.get(name)?.inactive));

  function valueOf({ definition, initialValue }: NormalizedField): FieldValue {
    return store.get(definition.name) ?? initialValue;
  }

  const allSettled = () => [...states.values()].every((state) => state.settled);
  const anyBlocking = () => [...states.values()].some(hasBlockingFailure);

  function emit(): void {
    snapshot = undefined;
    if ((declarationMistake || allSettled()) && settleWaiters.length > 0) {
      const waiters = settleWaiters;
      settleWaiters = [];
      waiters.forEach((waiter) => (declarationMistake ? waiter.reject(declarationMistake) : waiter.resolve()));
    }
    listeners.forEach((listener) => listener());
  }

  function write(name: string, patch: Partial<FieldState>): void {
    states.set(name, { ...stateOf(name), ...patch });
    // The incomplete notice goes away by itself once nothing blocks any more.
    if (status.incomplete && patch.failures && !anyBlocking()) status.incomplete = false;
    emit();
  }

  /** Runs the rules between inputs on the current values and puts what they find on the inputs. */
  function checkCrossFields(): void {
    const label = (name: string) => {
      const field = byName.get(name);
      return field ? texts.label(field) : name;
    };
    const updates = crossFieldUpdates(options.crossFieldRules ?? [], { values: currentValues(), locale, label }, states);
    if (updates.length === 0) return;
    for (const [name, state] of updates) states.set(name, state);
    if (status.incomplete && !anyBlocking()) status.incomplete = false;
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
        value: () => valueOf(field),
        write: (patch) => write(name, patch),
        validateOptions: () => ({
          label: texts.label(field),
          locale,
          siblings: currentValues(),
          now: options.now?.() ?? new Date(),
          field: name,
          messages: texts.messages(field),
        }),
        // `confirm` compares with a sibling, and the rules between inputs read them all, so
        // their verdicts change when another value does.
        onCommit: () => {
          for (const other of fields) {
            if (other !== field && other.parsed.some((rule) => rule.name === 'confirm')) {
              runners.get(other.definition.name)?.revalidate(false);
            }
          }
          checkCrossFields();
        },
        onDeclarationMistake: (error) => {
          declarationMistake ??= error;
          emit();
        },
      }),
    );
  }

  function fieldSnapshot(field: NormalizedField): FieldSnapshot {
    const { name } = field.definition;
    const state = stateOf(name);
    const value = valueOf(field);
    const label = texts.label(field);
    const fieldOptions = texts.options(field);
    const description = texts.description(field);
    const cached = fieldCache.get(name);
    if (
      cached &&
      cached.state === state &&
      cached.value === value &&
      cached.label === label &&
      cached.options === fieldOptions &&
      cached.description === description
    )
      return cached.snapshot;
    const mode = field.definition.visibility ?? options.visibility ?? 'blur';
    const built = buildFieldSnapshot(field, state, value, { label, options: fieldOptions, description }, mode, natives.get(name) ?? nativeAttributes(field));
    fieldCache.set(name, { state, value, label, options: fieldOptions, description, snapshot: built });
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

  /** A changed value clears the field's server errors and validates again once input pauses. */
  function edited(name: string): void {
    write(name, { errors: [] });
    runners.get(name)?.input();
  }

  /**
   * The store's values changed. A value the field cannot hold (a checkbox given "on") is
   * coerced and written back, and that write brings the field here again.
   */
  function valuesChanged(names: readonly string[]): void {
    for (const name of names) {
      const field = byName.get(name);
      if (!field) continue;
      const stored = store.get(name);
      const coerced = coerceValue(field.definition, field.options, stored);
      if (sameValue(stored, coerced)) edited(name);
      else store.set(name, coerced);
    }
  }

  /**
   * Moves the values into `next`, which takes over as their only home. It is listened to only
   * after the catch-up, so values it lacked arrive as they were, not as a visitor's edit.
   */
  function handOver(next: FormValueStore): void {
    const values = store.getAll();
    unsubscribeStore();
    store = next;
    for (const { definition } of fields) {
      const value = values[definition.name];
      if (value !== undefined && !sameValue(next.get(definition.name), value)) next.set(definition.name, value);
    }
    unsubscribeStore = next.subscribe(valuesChanged);
    emit();
  }

  /** An unknown id is a warning, not a crash. */
  function known(name: string, action: string): NormalizedField | undefined {
    const field = byName.get(name);
    if (!field) console.warn(`${action}: no form or input with id "${name}".`);
    return field;
  }

  const model: FormModel = {
    getSnapshot: () => {
      if (declarationMistake) throw declarationMistake;
      return (snapshot ??= buildSnapshot());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setValue(name, value) {
      const field = known(name, 'setValue');
      if (!field) return;
      const next = coerceValue(field.definition, field.options, value as FieldValue);
      // Writing what is already there is no change: callers that sync values in (tracking
      // fields, a prefill) would otherwise restart validation and re-render the whole form.
      // It still counts as an edit while a server error is shown, so the error goes.
      if (!sameValue(valueOf(field), next)) store.set(name, next);
      else if (stateOf(name).errors.length > 0) edited(name);
    },
    attachValueStore(next) {
      handOver(next);
      // Detached (an unmount), the values go back into memory, so the model keeps working.
      return () => {
        if (store === next) handOver(createMemoryValueStore(next.getAll()));
      };
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
          checkCrossFields();
          emit();
        },
        blocking: (name) => hasBlockingFailure(stateOf(name)),
        values: countedValues,
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
    setLocale(nextLocale, translated = {}) {
      locale = nextLocale;
      texts.replace(translated);
      runners.forEach((runner) => runner.revalidate(true));
      checkCrossFields();
      emit();
    },
    whenSettled: () => {
      if (declarationMistake) return Promise.reject(declarationMistake);
      return allSettled() ? Promise.resolve() : new Promise((resolve, reject) => settleWaiters.push({ resolve, reject }));
    },
    dispose() {
      unsubscribeStore();
      runners.forEach((runner) => runner.dispose());
      listeners.clear();
    },
  };

  runners.forEach((runner) => runner.settleNow());
  checkCrossFields();
  return model;
}
