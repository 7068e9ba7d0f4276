import type { FieldValue } from './model/field-definition';

/**
 * What a visitor types into a prerendered form before the app is live. The page is readable and
 * its inputs take text long before hydration, and hydration gives every input the value the app
 * holds: without this, what was typed first would be lost. The before-paint script records the
 * forms' inputs as they change; each form takes its record once, as soon as it is live.
 */
export interface EarlyInput {
  /** The fields the visitor changed, with their value as the form holds it. */
  readonly values: Readonly<Record<string, FieldValue>>;
}

declare global {
  interface Window {
    lumiEarlyInput?: Map<string, Map<string, FieldValue>>;
  }
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: EventTarget | null): element is FormControl =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** A control's value as the form model holds it: text, a lone box's tick, a group's ticked values. */
export function controlValue(form: HTMLFormElement, control: FormControl): FieldValue {
  if (!(control instanceof HTMLInputElement)) return control.value;
  if (control.type === 'radio') {
    const chosen = [...form.elements].find((item): item is HTMLInputElement => item instanceof HTMLInputElement && item.type === 'radio' && item.name === control.name && item.checked);
    return chosen?.value ?? '';
  }
  if (control.type === 'checkbox') {
    const group = [...form.elements].filter((item): item is HTMLInputElement => item instanceof HTMLInputElement && item.type === 'checkbox' && item.name === control.name);
    return group.length > 1 ? group.filter((item) => item.checked).map((item) => item.value) : control.checked;
  }
  return control.value;
}

/** Installed before paint: notes each change to a named input of a form with an id, until the page is live. */
export function recordEarlyInput(doc: Document): void {
  const record = (event: Event) => {
    if (doc.documentElement.dataset.hydrated === 'true') return;
    const control = event.target;
    if (!isControl(control) || !control.name || control.type === 'hidden' || control.tabIndex < 0) return;
    const form = control.form;
    if (!form?.id) return;
    const inputs = (window.lumiEarlyInput ??= new Map());
    const fields = inputs.get(form.id) ?? new Map<string, FieldValue>();
    fields.set(control.name, controlValue(form, control));
    inputs.set(form.id, fields);
  };
  doc.addEventListener('input', record, true);
  doc.addEventListener('change', record, true);
}

/** The record of one form, once: later changes reach the form the normal way. */
export function takeEarlyInput(formId: string): EarlyInput | undefined {
  const fields = typeof window === 'undefined' ? undefined : window.lumiEarlyInput?.get(formId);
  if (!fields || fields.size === 0) return undefined;
  window.lumiEarlyInput?.delete(formId);
  return { values: Object.fromEntries(fields) };
}
