import { FormDeveloperError } from '@/platform/forms/validation/model/form-developer-error';

/**
 * Freezes a snapshot and wraps it so an assignment explains itself: the model is the only
 * writer, and a component that assigns `field.value = …` would otherwise be silently ignored
 * or, in strict mode, fail with a bare TypeError.
 */
export function readOnly<T extends object>(target: T, what: string): T {
  Object.freeze(target);
  const refuse = (property: string | symbol): never => {
    throw new FormDeveloperError(`${what} cannot be changed directly (tried "${String(property)}"); use the form's setValue, setErrors or clearErrors.`);
  };
  return new Proxy(target, {
    set: (_target, property) => refuse(property),
    defineProperty: (_target, property) => refuse(property),
    deleteProperty: (_target, property) => refuse(property),
    setPrototypeOf: () => refuse('prototype'),
  });
}
