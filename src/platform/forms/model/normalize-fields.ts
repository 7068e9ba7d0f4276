import { describeField, FormDeveloperError } from '@/platform/forms/validation/model/form-developer-error';
import { type ParsedRule, parseRules } from '@/platform/forms/validation/model/parse-rules';
import { type FieldDefinition, type FieldOption, fieldTypes, type FieldValue, visibilityModes } from './field-definition';

/** A definition after checking, with its rules parsed once and its starting value decided. */
export interface NormalizedField {
  readonly definition: FieldDefinition;
  readonly rules: string;
  readonly parsed: readonly ParsedRule[];
  readonly initialValue: FieldValue;
  readonly options: readonly FieldOption[];
}

function validOptions(options: unknown): options is readonly FieldOption[] {
  if (!Array.isArray(options) || options.length === 0) return false;
  const values = options.map((option: unknown) =>
    option && typeof option === 'object' && typeof (option as FieldOption).value === 'string' && typeof (option as FieldOption).label === 'string'
      ? (option as FieldOption).value
      : undefined,
  );
  return values.every((value) => value !== undefined) && new Set(values).size === values.length;
}

/** Declaring `required: true` must not leave a field optional once the engine replaces native validation. */
function effectiveRules(definition: FieldDefinition): string {
  const rules = definition.rules ?? '';
  if (!definition.required) return rules;
  const hasRequirement = parseRules(rules, definition.name).some(({ name }) => name === 'required' || name === 'accepted');
  return hasRequirement ? rules : rules === '' ? 'required' : `required|${rules}`;
}

/** Checkbox groups hold arrays, and an input hands over a new one on every change: equal content is the same value. */
export function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

export function coerceValue(definition: FieldDefinition, options: readonly FieldOption[], value: unknown): FieldValue {
  if (definition.type === 'checkbox') {
    if (options.length > 0) {
      if (Array.isArray(value)) return Object.freeze(value.map(String));
      return Object.freeze(value === undefined || value === '' || value === false || value === null ? [] : [String(value)]);
    }
    return value === true || value === 'true' || value === 'on' || value === '1';
  }
  if (value === undefined || value === null || typeof value === 'boolean') return '';
  return String(value);
}

function initialValueOf(definition: FieldDefinition, options: readonly FieldOption[], override: FieldValue | undefined): FieldValue {
  const given = override ?? definition.value;
  // A native select without a placeholder shows its first option, so that is its value.
  if (given === undefined && definition.type === 'select' && !definition.placeholder && options[0]) return options[0].value;
  return coerceValue(definition, options, given);
}

function checkDefinition(definition: unknown, index: number): asserts definition is FieldDefinition {
  if (!definition || typeof definition !== 'object') {
    throw new FormDeveloperError(`Input definition #${index + 1} is not an object.`);
  }
  const { name, type, rules, visibility } = definition as Partial<FieldDefinition>;
  if (typeof name !== 'string' || name.trim() === '') {
    throw new FormDeveloperError(`Input definition #${index + 1} has no name.`);
  }
  if (type === undefined) throw new FormDeveloperError(`Input definition for ${describeField(name)} has no type.`);
  if (!(fieldTypes as readonly string[]).includes(type)) {
    throw new FormDeveloperError(`Unknown input type "${String(type)}" on ${describeField(name)}.`);
  }
  if (rules !== undefined && typeof rules !== 'string') {
    throw new FormDeveloperError(`Validation rules on ${describeField(name)} must be a string, got ${typeof rules}.`);
  }
  if (visibility !== undefined && !(visibilityModes as readonly string[]).includes(visibility)) {
    throw new FormDeveloperError(`Unknown validation visibility "${String(visibility)}" on ${describeField(name)}.`);
  }
}

/**
 * Checks every definition and prepares it. Mistakes that make a form unusable throw a
 * FormDeveloperError; unusable options only warn and the field gets none.
 */
export function normalizeFields(definitions: readonly FieldDefinition[], overrides: Readonly<Record<string, FieldValue>> = {}): NormalizedField[] {
  if (!Array.isArray(definitions)) throw new FormDeveloperError('A form needs an array of input definitions.');
  const seen = new Set<string>();
  return definitions.map((definition, index) => {
    checkDefinition(definition, index);
    if (seen.has(definition.name)) throw new FormDeveloperError(`Two inputs are named "${definition.name}".`);
    seen.add(definition.name);
    const rules = effectiveRules(definition);
    const needsOptions = definition.type === 'radio' || definition.type === 'select';
    let options: readonly FieldOption[] = [];
    if (definition.options !== undefined || needsOptions) {
      if (validOptions(definition.options)) options = definition.options;
      else
        console.warn(
          `Invalid ${definition.type} options on ${describeField(definition.name)}: expected a non-empty list of { value, label } with distinct values.`,
        );
    }
    return {
      definition,
      rules,
      parsed: parseRules(rules, definition.name),
      options,
      initialValue: initialValueOf(definition, options, Object.hasOwn(overrides, definition.name) ? overrides[definition.name] : undefined),
    };
  });
}
