import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { checkPayload, experimentKeys, flagKeys } from '../../experiments/schema.ts';

export const payloadFile = 'experiments/payload.json';

/** Reads and checks the bundled payload; throws with every problem, each naming its key. */
export function readCheckedPayload(root: string) {
  const file = join(root, payloadFile);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${payloadFile} is not valid JSON: ${(error as Error).message}`);
  }
  const result = checkPayload(parsed);
  if (!result.ok) throw new Error(`${payloadFile} is not a valid experiments payload:\n  - ${result.errors.join('\n  - ')}`);
  return result.payload;
}

/** Fails the build (and `npm run dev`) on a broken payload, before anything else is done. */
export function experimentsCheck(): Plugin {
  let root = process.cwd();
  return {
    name: 'lumi:experiments-check',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      try {
        readCheckedPayload(root);
      } catch (error) {
        this.error((error as Error).message);
      }
    },
  };
}

const decisionFields = ['defaultValue', 'rules', 'force', 'coverage', 'hashVersion', 'seed', 'key', 'bucketVersion', 'variations', 'weights', 'meta'];

/** The features of the site's experiments and flags with the fields the before-paint decision reads. */
export function decisionFeatures(features: Record<string, unknown>): Record<string, unknown> {
  const keep = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(keep);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => decisionFields.includes(key) || /^\d+$/.test(key))
        .map(([key, item]) => [key, key === 'meta' ? (item as Array<{ key: string }>).map((meta) => ({ key: meta.key })) : keep(item)]),
    );
  };
  return Object.fromEntries([...experimentKeys, ...flagKeys].map((key) => [key, keep(features[key])]));
}
