import { type CSSProperties, type Ref, useId } from 'react';
import { honeypotFieldName } from '../model/fields';

/**
 * The bot trap, as in the info package form: off screen rather than `display: none` (bots skip
 * inputs that are not rendered), hidden from assistive technology, out of the tab order and
 * never autofilled. Anything in it was not typed by a person.
 */
const offScreen: CSSProperties = { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' };

export function HoneypotField({ inputRef, label }: { inputRef: Ref<HTMLInputElement>; label: string }) {
  const id = useId();
  return (
    <div aria-hidden="true" style={offScreen}>
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} type="text" name={honeypotFieldName} defaultValue="" tabIndex={-1} autoComplete="off" aria-hidden="true" />
    </div>
  );
}
