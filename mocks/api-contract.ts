import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The site's API contract (`docs/api/openapi.yaml`) as a check of request bodies. The mock server
 * refuses what the contract refuses, and the unit tests check every form's request against the
 * same file, so an operator can build the backend from the contract alone.
 */
export type ApiPath = '/callback' | '/test-user' | '/order' | '/cancellation' | '/withdrawal' | '/accessibility-feedback';

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
}

interface OpenApiDocument {
  paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } } }>;
  components: Record<string, unknown>;
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
  for (const [path, item] of Object.entries(spec.paths)) {
    // Only the form endpoints take a body; the staff routes have none.
    if (!item.post?.requestBody) continue;
    const ref = item.post.requestBody.content?.['application/json']?.schema?.$ref;
    const validate = ref ? ajv.getSchema(`contract${ref}`) : undefined;
    if (!validate) throw new Error(`The contract has no JSON request schema for POST ${path}`);
    validators.set(path, validate);
  }
  const problem = (path: ApiPath, body: unknown): ContractProblem | undefined => {
    const validate = validators.get(path);
    if (!validate) return { field: undefined, text: `POST ${path} is not in the contract` };
    if (validate(body)) return undefined;
    const [error] = validate.errors ?? [];
    if (!error) return { field: undefined, text: 'the request does not match the contract' };
    const field = error.instancePath
      ? error.instancePath.slice(1).split('/')[0]
      : error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(error.params.additionalProperty)
          : undefined;
    const where = error.instancePath ? error.instancePath.slice(1) : 'request';
    const detail = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
    return { field, text: `${where} ${error.message ?? 'is not valid'}${detail}` };
  };
  return { check: (path, body) => problem(path, body)?.text, problem };
}

let loading: Promise<ApiContract | undefined> | undefined;

/**
 * The contract read from `docs/api/openapi.yaml`, in Node (the loopback mock server, vitest).
 * In `npm run dev` the mocks run inside the page, which cannot read the file: there the mock
 * accepts what its own simple checks accept.
 */
export function loadApiContract(): Promise<ApiContract | undefined> {
  loading ??= (async () => {
    if (typeof process === 'undefined' || !process.versions?.node) return undefined;
    const [{ readFileSync }, { join }] = await Promise.all([import('node:fs'), import('node:path')]);
    return compileContract(readFileSync(join(import.meta.dirname, '../docs/api/openapi.yaml'), 'utf8'));
  })();
  return loading;
}
