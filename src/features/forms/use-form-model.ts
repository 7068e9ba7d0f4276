import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FieldDefinition } from './model/field-definition';
import { createFormModel } from './model/create-form-model';
import type { FormModel, FormOptions, FormSnapshot } from './model/form-model';

function labelsOf(fields: readonly FieldDefinition[]): Record<string, string> {
  return Object.fromEntries(fields.flatMap(({ name, label }) => (label === undefined ? [] : [[name, label]])));
}

/**
 * Creates a form model once per component. Later renders only pass on what may change with the
 * language: the locale and the translated labels. The model is not disposed on unmount because
 * React's strict mode unmounts once on purpose; its pending timers only touch the model itself.
 */
export function useFormModel(fields: readonly FieldDefinition[], options: FormOptions = {}): FormModel {
  const [form] = useState(() => createFormModel(fields, options));
  const locale = options.locale ?? 'de';
  // A string, so a new but equal fields array on every render does not trigger a revalidation.
  const labels = JSON.stringify(labelsOf(fields));
  const applied = useRef({ locale, labels });
  useEffect(() => {
    if (applied.current.locale === locale && applied.current.labels === labels) return;
    applied.current = { locale, labels };
    form.setLocale(locale, JSON.parse(labels) as Record<string, string>);
  }, [form, labels, locale]);
  return form;
}

export function useFormSnapshot(form: FormModel): FormSnapshot {
  return useSyncExternalStore(form.subscribe, form.getSnapshot, form.getSnapshot);
}
