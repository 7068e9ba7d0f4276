import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The site's API contract (`docs/api/openapi.yaml`) as a check of request bodies: pure (the text
 * of the contract in, a check out), so it runs in Node and in a browser. The site API refuses
 * with it what the contract refuses; the mock server and the site's unit tests use the same
 * compiler, so all three agree on what a valid request is.
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
  /** The fields the request schema of `path` always requires (its top-level `required`). */
  required(path: ApiPath): ReadonlySet<string>;
}

interface OpenApiDocument {
  paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } } }>;
  components: { schemas?: Record<string, { required?: string[] }> } & Record<string, unknown>;
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
  const requiredFields = new Map<string, ReadonlySet<string>>();
  for (const [path, item] of Object.entries(spec.paths)) {
    // Only the form endpoints take a body; the staff routes have none.
    if (!item.post?.requestBody) continue;
    const ref = item.post.requestBody.content?.['application/json']?.schema?.$ref;
    const validate = ref ? ajv.getSchema(`contract${ref}`) : undefined;
    if (!validate) throw new Error(`The contract has no JSON request schema for POST ${path}`);
    validators.set(path, validate);
    const schemaName = ref?.split('/').pop() ?? '';
    requiredFields.set(path, new Set(spec.components.schemas?.[schemaName]?.required ?? []));
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
  return { check: (path, body) => problem(path, body)?.text, problem, required: (path) => requiredFields.get(path) ?? new Set() };
}
