import { handOff, isLive, type EarlyFieldValue } from '../config/hand-off';

/**
 * What a visitor types into a prerendered form before the app is live. The page is readable and
 * its inputs take text long before hydration, and hydration gives every input the value the app
 * holds: without this, what was typed first would be lost. The runtime records the forms' inputs
 * as they change; each form takes its record once, as soon as it is live (`takeEarlyInput`).
 */

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A control's value as the form model holds it: text, a lone box's tick, a group's ticked values. */
export function controlValue(form: HTMLFormElement, control: FormControl): EarlyFieldValue {
  const { type, name } = control;
  if (type !== 'radio' && type !== 'checkbox') return control.value;
  const group = [...form.elements].filter((item): item is HTMLInputElement => item instanceof HTMLInputElement && item.type === type && item.name === name);
  const ticked = group.filter((item) => item.checked).map((item) => item.value);
  if (type === 'radio') return ticked[0] ?? '';
  return group.length > 1 ? ticked : (control as HTMLInputElement).checked;
}

/** Notes each change to a named, visible control of a form with an id, until the page is live. */
export function recordEarlyInput(doc: Document, win: Window): void {
  const record = (event: Event) => {
    const control = event.target as FormControl;
    const form = control.form;
    if (isLive(doc) || !form?.id || !control.name || control.type === 'hidden' || control.tabIndex < 0) return;
    const inputs = handOff(win).earlyInput;
    const fields = inputs.get(form.id) ?? new Map<string, EarlyFieldValue>();
    fields.set(control.name, controlValue(form, control));
    inputs.set(form.id, fields);
  };
  doc.addEventListener('input', record, true);
  doc.addEventListener('change', record, true);
}
