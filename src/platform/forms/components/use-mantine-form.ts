import { type GetInputPropsOptions, useForm, type UseFormReturnType } from '@mantine/form';
import { type ReactNode, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { FormDeveloperError } from '@/platform/forms/validation/model/form-developer-error';
import type { FieldValue } from '../model/field-definition';
import type { FieldSnapshot, FormModel, FormSnapshot } from '../model/form-model';
import { changedNames, type FormValueStore } from '../model/value-store';
import { blockingTexts, messageNode } from './field-messages';

export type InputValues = Record<string, FieldValue>;
export type MantineForm = UseFormReturnType<InputValues>;

/** What to ask `getInputProps` for: a lone checkbox binds `checked`, everything else `value`. */
export function inputOptions(field: FieldSnapshot): GetInputPropsOptions | undefined {
  return field.type === 'checkbox' && field.options.length === 0 ? { type: 'checkbox' } : undefined;
}

/** The model's visible blocking messages as Mantine errors, with a signature to skip needless updates. */
function mirroredErrors(snapshot: FormSnapshot): { errors: Record<string, ReactNode>; signature: string } {
  const texts = Object.fromEntries(
    snapshot.names.flatMap((name) => {
      const field = snapshot.fields[name];
      const blocking = field ? blockingTexts(field) : [];
      return blocking.length > 0 ? [[name, blocking] as const] : [];
    }),
  );
  const errors = Object.fromEntries(Object.entries(texts).map(([name, lines]) => [name, messageNode(lines)]));
  return { errors, signature: JSON.stringify(texts) };
}

/** Tells the model which values the visitor (or a write of the model's) changed in Mantine. */
function createChangeChannel() {
  const listeners = new Set<(names: readonly string[]) => void>();
  return {
    notify(values: InputValues, previous: InputValues) {
      const names = changedNames(values, previous);
      if (names.length > 0) listeners.forEach((listener) => listener(names));
    },
    subscribe(listener: (names: readonly string[]) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Puts `@mantine/form` under a form model. Mantine holds the values, the only copy there is, and
 * hands out the input props through `getInputProps`; the model decides everything else.
 *
 * - Values: Mantine starts from the model's values (prefill included) and is then handed to the
 *   model as its value store, so the model reads and writes the values in Mantine. A visitor's
 *   change reaches the model through `onValuesChange`; a value the model sets (an early input, a
 *   coerced one) is written with `setFieldValue`. Nothing is copied in either direction.
 * - Blur: every blur also goes to `model.blur`.
 * - Errors: the model's visible blocking messages are mirrored into Mantine whenever the model
 *   changes, so the input's error slot (with `aria-invalid` and `aria-describedby`) shows exactly
 *   what the model decided to show.
 *
 * Mantine's own validation, touched and dirty state and `onSubmit` are not used.
 */
export function useMantineForm(model: FormModel): MantineForm {
  const [initial] = useState(() => {
    const snapshot = model.getSnapshot();
    // Mantine reads names as paths: a dot would nest the value and these three are refused.
    const unusable = snapshot.names.find((name) => name.includes('.') || ['__proto__', 'constructor', 'prototype'].includes(name));
    if (unusable !== undefined) throw new FormDeveloperError(`Input name "${unusable}" cannot be bound: @mantine/form reads it as a path.`);
    return { values: { ...snapshot.values }, changes: createChangeChannel(), ...mirroredErrors(snapshot) };
  });
  const mirrored = useRef(initial.signature);
  const { changes } = initial;

  const mantine = useForm<InputValues>({
    mode: 'controlled',
    initialValues: initial.values,
    initialErrors: initial.errors,
    // The model decides when a message goes away (a server error clears on change, rule
    // messages once the value passes), so Mantine must not clear errors by itself.
    clearInputErrorOnChange: false,
    onValuesChange: changes.notify,
    enhanceGetInputProps: ({ inputProps, field }) => {
      // Mantine assigns the result onto `inputProps`, so its own handler is taken first.
      const mantineBlur: ((event?: unknown) => void) | undefined = inputProps.onBlur;
      return {
        onBlur: (event?: unknown) => {
          mantineBlur?.(event);
          model.blur(field);
        },
      };
    },
  });

  // Writes go through the newest instance: its setters close over the current options.
  const latest = useRef(mantine);
  useLayoutEffect(() => {
    latest.current = mantine;
  });

  // A layout effect, so the model reads Mantine before the visitor can type into the hydrated
  // inputs; on unmount the model takes its values back into memory.
  useLayoutEffect(() => {
    // Mantine's own object, not frozen: Mantine copies it with its property descriptors on every
    // change, so a frozen one would make its next write throw. It never writes into an object it
    // handed out, and the model's type is read-only.
    const store: FormValueStore = {
      getAll: () => latest.current.getValues(),
      get: (name) => latest.current.getValues()[name],
      set: (name, value) => latest.current.setFieldValue(name, value),
      subscribe: changes.subscribe,
    };
    return model.attachValueStore(store);
  }, [model, changes]);

  const mirror = useEffectEvent(() => {
    const { errors, signature } = mirroredErrors(model.getSnapshot());
    if (signature === mirrored.current) return;
    mirrored.current = signature;
    mantine.setErrors(errors);
  });

  // Catches up on changes between the first render and subscribing, then follows the model.
  useEffect(() => {
    mirror();
    return model.subscribe(() => mirror());
  }, [model]);

  return mantine;
}
