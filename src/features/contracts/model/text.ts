import type { FieldValue } from '@/platform/forms/model/field-definition';

/** A text input's value as an endpoint takes it: trimmed, '' for anything that is no text. */
export function textOf(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}
