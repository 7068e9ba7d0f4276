import { type CSSProperties, type Ref, useId } from 'react';
import { honeypotFieldName } from '../model/submission-phase';

/**
 * Off screen rather than `display: none`: many bots skip inputs that are not rendered, but
 * fill every text input they find. People never reach it: hidden from assistive technology,
 * out of the tab order, and the browser does not autofill it.
 */
const offScreen: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
};

export function HoneypotField({ inputRef, label }: { inputRef: Ref<HTMLInputElement>; label: string }) {
  const id = useId();
  return (
    <div aria-hidden="true" style={offScreen}>
      <label htmlFor={id}>{label}</label>
      {/* Uncontrolled on purpose: the value is read from the element when the form is sent. */}
      <input ref={inputRef} id={id} type="text" name={honeypotFieldName} defaultValue="" tabIndex={-1} autoComplete="off" aria-hidden="true" />
    </div>
  );
}
