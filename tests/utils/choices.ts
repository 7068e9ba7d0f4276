import type { FieldOption } from '@/platform/forms/model/field-definition';

/** The options of a choice field in a test, one `[value, label]` pair each: a list the tests would otherwise spell out object by object. */
export const choices = (...pairs: ReadonlyArray<readonly [string, string]>): FieldOption[] => pairs.map(([value, label]) => ({ value, label }));
