import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import type { kindTable, SubmissionKind } from './kinds.generated.ts';

/**
 * The site's API contract (`docs/api/openapi.yaml`) as a check of request bodies: pure (the text
 * of the contract in, a check out), so it runs in Node and in a browser. The site API refuses
 * with it what the contract refuses; the mock server and the site's unit tests use the same
 * compiler, so all three agree on what a valid request is.
 */
export type ApiPath = (typeof kindTable)[SubmissionKind]['path'];

export interface ContractProblem {
  /** The field the problem is in, or undefined when it is about the whole request. */
  field: string | undefined;
  /** The problem in (English) words, for logs and the mock's answers. */
  text: string;
}

export interface ApiContract {
  /** The first problem with a request body, in words, or undefined when it matches. */
  check(path: ApiPath, body: unknown): string | undefined;
  /** The same check, with the field named apart (the site API words its answer in the visitor's language). */
  problem(path: ApiPath, body: unknown): ContractProblem | undefined;
  /** The fields the request schema of `path` always requires (its top-level `required`). */
  required(path: ApiPath): ReadonlySet<string>;
}

interface RequestSchema {
  required?: string[];
  properties?: Record<string, { 'x-multiline'?: boolean; const?: unknown }>;
  oneOf?: RequestSchema[];
  anyOf?: RequestSchema[];
}

interface OpenApiDocument {
  paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } } }>;
  components: { schemas?: Record<string, RequestSchema> } & Record<string, unknown>;
}

/**
 * Pure: what is wrong with a text a visitor sent, beyond the contract's schema: what PostgreSQL
 * cannot store (NUL, half of a surrogate pair) and what must not reach a mail or a log as it is
 * (control characters; line breaks, except in a field the contract marks `x-multiline`).
 */
export function textProblemOf(value: string, multiline: boolean): string | undefined {
  if (value.includes('\u0000')) return 'contains a NUL character';
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) return 'contains half of a character (a lone surrogate)';
  // Control characters are what these look for.
  // eslint-disable-next-line no-control-regex
  if (multiline) return /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(value) ? 'contains a control character' : undefined;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/.test(value) ? 'contains a line break or a control character' : undefined;
}

/**
 * Pure: of the errors of a request that matches none of its schema's alternatives (`oneOf`,
 * `anyOf`), the one of the alternative the request chose by a field that alternative fixes with
 * `const` (an order paid by PayPal lacks its return address, not an account holder); otherwise
 * the first, as the validator found them.
 */
export function errorToTell(errors: readonly ErrorObject[], schema: RequestSchema | undefined, body: unknown): ErrorObject | undefined {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const chosen = (schema?.[keyword] ?? []).findIndex((alternative) => {
      const tags = Object.entries(alternative.properties ?? {}).filter(([, property]) => 'const' in property);
      return tags.length > 0 && tags.every(([name, property]) => fields[name] === property.const);
    });
    const told = chosen < 0 ? undefined : errors.find((error) => error.schemaPath.startsWith(`#/${keyword}/${chosen}/`));
    if (told) return told;
  }
  return errors[0];
}

// ajv-formats ships as CommonJS: its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

export function compileContract(specText: string): ApiContract {
  const spec = parse(specText) as OpenApiDocument;
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; the document's other keys are not schema keywords.
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'contract', components: spec.components });
  const validators = new Map<string, ValidateFunction>();
  const requestSchemas = new Map<string, RequestSchema | undefined>();
  const requiredFields = new Map<string, ReadonlySet<string>>();
  const knownFields = new Map<string, ReadonlySet<string>>();
  const multilineFields = new Map<string, ReadonlySet<string>>();
  for (const [path, item] of Object.entries(spec.paths)) {
    // Only the form endpoints take a body; the staff routes have none.
    if (!item.post?.requestBody) continue;
    const ref = item.post.requestBody.content?.['application/json']?.schema?.$ref;
    const validate = ref ? ajv.getSchema(`contract${ref}`) : undefined;
    if (!validate) throw new Error(`The contract has no JSON request schema for POST ${path}`);
    validators.set(path, validate);
    const schema = spec.components.schemas?.[ref?.split('/').pop() ?? ''];
    requestSchemas.set(path, schema);
    requiredFields.set(path, new Set(schema?.required ?? []));
    const properties = Object.entries(schema?.properties ?? {});
    knownFields.set(path, new Set(properties.map(([name]) => name)));
    multilineFields.set(path, new Set(properties.filter(([, property]) => property['x-multiline'] === true).map(([name]) => name)));
  }
  // A field is named to the visitor only when it is one of the contract's own: never a name the request made up.
  const named = (path: string, name: string | undefined) => (name !== undefined && knownFields.get(path)?.has(name) ? name : undefined);
  const problem = (path: ApiPath, body: unknown): ContractProblem | undefined => {
    const validate = validators.get(path);
    if (!validate) return { field: undefined, text: `POST ${path} is not in the contract` };
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      for (const [name, value] of Object.entries(body)) {
        const wrong = typeof value === 'string' ? textProblemOf(value, multilineFields.get(path)?.has(name) ?? false) : undefined;
        if (wrong) return { field: named(path, name), text: `${named(path, name) ?? 'a field'} ${wrong}` };
      }
    }
    if (validate(body)) return undefined;
    const error = errorToTell(validate.errors ?? [], requestSchemas.get(path), body);
    if (!error) return { field: undefined, text: 'the request does not match the contract' };
    const field = error.instancePath
      ? error.instancePath.slice(1).split('/')[0]
      : error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(error.params.additionalProperty)
          : undefined;
    const where = error.instancePath ? (named(path, field) ?? 'a field') : 'request';
    return { field: named(path, field), text: `${where} ${error.message ?? 'is not valid'}` };
  };
  return { check: (path, body) => problem(path, body)?.text, problem, required: (path) => requiredFields.get(path) ?? new Set() };
}
