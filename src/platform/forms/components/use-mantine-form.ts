import { type GetInputPropsOptions, useForm, type UseFormReturnType } from '@mantine/form';
import { type ReactNode, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormDeveloperError } from '@/platform/forms/validation/model/form-developer-error';
import type { FieldValue } from '../model/field-definition';
import type { FieldSnapshot, FormModel, FormSnapshot } from '../model/form-model';
import { sameValue } from '../model/normalize-fields';
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

/**
 * Puts `@mantine/form` under a form model. Mantine holds what the inputs show (values, errors)
 * and hands out their props through `getInputProps`; the model decides everything else.
 *
 * - Input → model: every value change goes to `model.setValue`, every blur to `model.blur`.
 * - Model → input: values the model holds (prefill, coercion) and its visible blocking
 *   messages are copied into Mantine whenever the model changes, so the input's error slot
 *   (with `aria-invalid` and `aria-describedby`) shows exactly what the model wants shown.
 *
 * Mantine's own validation, touched and dirty state and `onSubmit` are not used.
 */
export function useMantineForm(model: FormModel): MantineForm {
  const [initial] = useState(() => {
    const snapshot = model.getSnapshot();
    // Mantine reads names as paths: a dot would nest the value and these three are refused.
    const unusable = snapshot.names.find((name) => name.includes('.') || ['__proto__', 'constructor', 'prototype'].includes(name));
    if (unusable !== undefined) throw new FormDeveloperError(`Input name "${unusable}" cannot be bound: @mantine/form reads it as a path.`);
    return { values: { ...snapshot.values }, ...mirroredErrors(snapshot) };
  });
  const mirrored = useRef(initial.signature);

  const onValuesChange = useCallback(
    (values: InputValues, previous: InputValues) => {
      const held = model.getSnapshot().values;
      for (const [name, value] of Object.entries(values)) {
        // Values copied in from the model are already there: no echo back.
        if (value !== previous[name] && !sameValue(value, held[name])) model.setValue(name, value);
      }
    },
    [model],
  );

  const mantine = useForm<InputValues>({
    mode: 'controlled',
    initialValues: initial.values,
    initialErrors: initial.errors,
    // The model decides when a message goes away (a server error clears on change, rule
    // messages once the value passes), so Mantine must not clear errors by itself.
    clearInputErrorOnChange: false,
    onValuesChange,
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

  const mirror = useEffectEvent(() => {
    const snapshot = model.getSnapshot();
    const current = mantine.getValues();
    const changed = Object.entries(snapshot.values).filter(([name, value]) => !sameValue(value, current[name]));
    if (changed.length > 0) mantine.setValues(Object.fromEntries(changed));
    const { errors, signature } = mirroredErrors(snapshot);
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
