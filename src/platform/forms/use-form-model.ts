import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FieldDefinition } from './model/field-definition';
import { createFormModel } from './model/create-form-model';
import type { FormModel, FormOptions, FormSnapshot, OptionLabels, TranslatedTexts } from './model/form-model';

function textsOf(fields: readonly FieldDefinition[], key: 'label' | 'description'): Record<string, string> {
  return Object.fromEntries(fields.flatMap((field) => (field[key] === undefined ? [] : [[field.name, field[key]]])));
}

/** The messages a form gives as text (a function looks its words up itself when shown). */
function messageTextsOf(fields: readonly FieldDefinition[]): NonNullable<TranslatedTexts['messages']> {
  return Object.fromEntries(
    fields.flatMap(({ name, messages = {} }) => {
      const texts = Object.entries(messages).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
      return texts.length === 0 ? [] : [[name, Object.fromEntries(texts)]];
    }),
  );
}

function optionLabelsOf(fields: readonly FieldDefinition[]): OptionLabels {
  return Object.fromEntries(
    fields.flatMap(({ name, options }) => (options === undefined ? [] : [[name, Object.fromEntries(options.map(({ value, label }) => [value, label]))]])),
  );
}

/**
 * Creates a form model once per component. Later renders only pass on what may change with the
 * language: the locale, the translated labels, option labels and descriptions (values, choices
 * and what is shown stay). The model is not disposed on unmount because React's strict mode
 * unmounts once on purpose; its pending timers only touch the model itself.
 */
export function useFormModel(fields: readonly FieldDefinition[], options: FormOptions = {}): FormModel {
  const [form] = useState(() => createFormModel(fields, options));
  const locale = options.locale ?? 'de';
  // A string, so a new but equal fields array on every render does not trigger a revalidation.
  const texts = JSON.stringify({
    labels: textsOf(fields, 'label'),
    options: optionLabelsOf(fields),
    descriptions: textsOf(fields, 'description'),
    messages: messageTextsOf(fields),
  } satisfies TranslatedTexts);
  const applied = useRef({ locale, texts });
  // What the visitor reads changes with the page; the rule messages follow as soon as those of the
  // language are here (English comes with the first English form, see `SubmissionForm`).
  useEffect(() => {
    if (applied.current.locale === locale && applied.current.texts === texts) return;
    applied.current = { locale, texts };
    form.setLocale(locale, JSON.parse(texts) as TranslatedTexts);
  }, [form, texts, locale]);
  return form;
}

export function useFormSnapshot(form: FormModel): FormSnapshot {
  return useSyncExternalStore(form.subscribe, form.getSnapshot, form.getSnapshot);
}
