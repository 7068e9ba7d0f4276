/**
 * A mistake in the code that declares a form (unknown rule, bad hint, missing input type…).
 * It is never caused by what a visitor types, so it is thrown loudly to fail tests and
 * development builds instead of being shown as a validation message.
 */
export class FormDeveloperError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormDeveloperError';
  }
}

/** Field names appear in every developer error so the faulty declaration is easy to find. */
export function describeField(field: string | undefined): string {
  return field ? `field "${field}"` : 'an unnamed field';
}
