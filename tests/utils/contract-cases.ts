import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';

/**
 * Request bodies made from the site API's contract (`docs/api/openapi.yaml`): for each field of a
 * request schema, values its keywords take (an enum's words, a pattern's strings, lengths within
 * the bounds, e-mail addresses) and values they refuse (another word, a string outside the
 * pattern, one character too many, nothing where something is required). Whether a whole body is
 * accepted, with the schema's `anyOf` and `if`/`then` between fields, is the compiled contract's
 * to say; these only make the cases.
 *
 * Text is made as the site sends it: trimmed, of characters a visitor types (letters with and
 * without accents, digits, punctuation, an emoji, CJK), never a control character.
 */
export interface FieldSchema {
  readonly $ref?: string;
  readonly type?: string;
  readonly enum?: readonly string[];
  readonly const?: string;
  readonly pattern?: string;
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly anyOf?: readonly FieldSchema[];
}

export interface RequestSchema {
  readonly required: readonly string[];
  readonly properties: Readonly<Record<string, FieldSchema>>;
}

interface Document {
  readonly paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } } }>;
  readonly components: { readonly schemas: Record<string, FieldSchema & Partial<RequestSchema>> };
}

export const contractText = readFileSync(join(process.cwd(), 'docs/api/openapi.yaml'), 'utf8');
const document = parse(contractText) as Document;

function resolve(schema: FieldSchema): FieldSchema {
  if (!schema.$ref) return schema;
  const target = document.components.schemas[schema.$ref.split('/').pop() ?? ''];
  if (!target) throw new Error(`The contract has no schema ${schema.$ref}`);
  // A property may name a shared schema and add keywords of its own.
  const { $ref: _ref, ...own } = schema;
  return { ...resolve(target), ...own };
}

/** The request schema of the POST at `path`, its properties resolved. */
export function requestSchema(path: string): RequestSchema {
  const ref = document.paths[path]?.post?.requestBody?.content?.['application/json']?.schema?.$ref;
  const schema = ref ? document.components.schemas[ref.split('/').pop() ?? ''] : undefined;
  if (!schema?.properties) throw new Error(`The contract has no request schema for POST ${path}`);
  return { required: schema.required ?? [], properties: Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name, resolve(field)])) };
}

const typedCharacters = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüßÄÖÜéèçñ0123456789 .,-/()&!?+@#\'"', '😀', '日本'];

/** Text a visitor could type, trimmed, with `min` to `max` characters (code points) once trimmed. */
export function typedText(min: number, max: number): fc.Arbitrary<string> {
  const longest = Math.min(max, min + 40);
  const text = fc.array(fc.constantFrom(...typedCharacters), { minLength: min, maxLength: longest }).map((parts) => parts.join('').trim());
  const counted = (value: string) => [...value].length;
  const within = text.filter((value) => counted(value) >= min && counted(value) <= max);
  // The bounds themselves matter most: exactly the longest a field takes, and one more.
  if (max === Infinity || max > 400) return within;
  const exactly = fc.constantFrom('ä', 'x', '😀').map((unit) => unit.repeat(max));
  return min <= max ? fc.oneof({ arbitrary: within, weight: 4 }, { arbitrary: exactly, weight: 1 }) : within;
}

/** Values the field's schema takes. */
export function accepted(schema: FieldSchema): fc.Arbitrary<string> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => accepted(resolve(option))));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const max = schema.maxLength ?? Infinity;
  if (schema.format === 'email') return fc.emailAddress().filter((address) => address.length <= max);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return fc
      .stringMatching(pattern)
      .map((value) => value.trim())
      .filter((value) => pattern.test(value) && value.length <= max);
  }
  return typedText(schema.minLength ?? 0, max);
}

/** Values the field's schema refuses, as far as its keywords can refuse a string. */
export function refused(schema: FieldSchema): fc.Arbitrary<string> | undefined {
  const takes = (value: string) => (schema.anyOf ? schema.anyOf.some((option) => takenBy(resolve(option), value)) : takenBy(schema, value));
  const candidates = fc.oneof(
    typedText(0, 12),
    fc.constantFrom('', 'sat', 'no', 'anna(at)example.com', 'a@b', '12.13.2027', '07:30', '1011', '0'),
    ...(schema.maxLength !== undefined && schema.maxLength > 0 ? [fc.constantFrom('ä', 'x').map((unit) => unit.repeat((schema.maxLength ?? 0) + 1))] : []),
  );
  const wrong = candidates.filter((value) => !takes(value));
  return schema.anyOf || schema.enum || schema.const !== undefined || schema.pattern || schema.format || schema.minLength || schema.maxLength !== undefined
    ? wrong
    : undefined;
}

/** Whether a string meets the keywords the arbitraries above read (the contract decides in the end). */
function takenBy(schema: FieldSchema, value: string): boolean {
  if (schema.enum) return schema.enum.includes(value);
  if (schema.const !== undefined) return value === schema.const;
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return false;
  return true;
}

export interface BodyOptions {
  /** Fields the page fills in, never the visitor (the language, the programme): made only from what the contract takes. */
  readonly given?: readonly string[];
  /** Fields no form sends (the bot trap of the post without script). */
  readonly unsent?: readonly string[];
  /** Values the form takes where the contract's keywords say less than the form must (a day that exists, not past). */
  readonly narrowed?: Readonly<Record<string, fc.Arbitrary<string>>>;
}

/**
 * Bodies for the POST at `path`: each field present with a value its schema takes or refuses,
 * or left out (a required one too, now and then).
 */
export function bodies(path: string, { given = [], unsent = [], narrowed = {} }: BodyOptions = {}): fc.Arbitrary<Record<string, string>> {
  const { required, properties } = requestSchema(path);
  const absent = fc.constant(undefined);
  const entries = Object.entries(properties)
    .filter(([name]) => !unsent.includes(name))
    .map(([name, schema]) => {
      const good = narrowed[name] ?? accepted(schema);
      if (given.includes(name)) return [name, good] as const;
      const bad = refused(schema);
      const choices: fc.WeightedArbitrary<string | undefined>[] = [
        { arbitrary: good, weight: required.includes(name) ? 12 : 6 },
        { arbitrary: absent, weight: required.includes(name) ? 1 : 5 },
      ];
      if (bad) choices.push({ arbitrary: bad, weight: 2 });
      return [name, fc.oneof(...choices)] as const;
    });
  return fc
    .record(Object.fromEntries(entries))
    .map((body) => Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => entry[1] !== undefined)));
}
