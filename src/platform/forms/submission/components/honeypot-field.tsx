import { type Ref, useId } from 'react';
import { honeypotFieldName } from '../model/submission-phase';
import classes from './honeypot-field.module.css';

/**
 * A field for bots only, off screen (see the stylesheet). People never reach it: hidden from
 * assistive technology, out of the tab order, and the browser does not autofill it.
 */
export function HoneypotField({ inputRef, label }: { inputRef: Ref<HTMLInputElement>; label: string }) {
  const id = useId();
  return (
    <div aria-hidden="true" className={classes.offScreen}>
      <label htmlFor={id}>{label}</label>
      {/* Uncontrolled on purpose: the value is read from the element when the form is sent. */}
      <input ref={inputRef} id={id} type="text" name={honeypotFieldName} defaultValue="" tabIndex={-1} autoComplete="off" aria-hidden="true" />
    </div>
  );
}
