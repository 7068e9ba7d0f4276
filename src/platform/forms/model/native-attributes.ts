import { lengthBounds } from '@/platform/forms/validation/model/size-rules';
import type { NormalizedField } from './normalize-fields';

/** Attributes that let the browser validate the form by itself before the script runs. */
export interface NativeAttributes {
  readonly required: boolean;
  readonly maxLength: number | undefined;
}

const textTypes = new Set(['text', 'email', 'tel', 'textarea']);

export function nativeAttributes({ definition, parsed, options }: NormalizedField): NativeAttributes {
  const blocking = parsed.filter((rule) => rule.blocking);
  // A native `required` on each box of a group would demand every box, not one of them.
  const groupOfBoxes = definition.type === 'checkbox' && options.length > 0;
  const required = definition.type !== 'hidden' && !groupOfBoxes && blocking.some(({ name }) => name === 'required' || name === 'accepted');
  let maxLength = definition.maxLength;
  if (maxLength === undefined && textTypes.has(definition.type)) {
    const limits = blocking
      .filter(({ name }) => name === 'length')
      .map(({ args }) => lengthBounds(args).max)
      .filter(Number.isFinite);
    maxLength = limits.length > 0 ? Math.min(...limits) : undefined;
  }
  return { required, maxLength };
}
