import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { checkPayload } from '../../experiments/schema.ts';

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
