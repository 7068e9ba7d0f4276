import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { experimentsCheck, readCheckedPayload } from './experiments';

const bundled = JSON.parse(readFileSync(join(process.cwd(), 'experiments/payload.json'), 'utf8')) as {
  features: Record<string, { rules?: Array<Record<string, unknown>> }>;
};
const roots: string[] = [];

function rootWith(payload: string): string {
  const root = mkdtempSync(join(tmpdir(), 'lumi-payload-'));
  roots.push(root);
  mkdirSync(join(root, 'experiments'));
  writeFileSync(join(root, 'experiments/payload.json'), payload);
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Runs the plugin's build start the way Vite does, collecting the error it raises. */
function buildStartError(root: string): string | undefined {
  const plugin = experimentsCheck();
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  try {
    (plugin.buildStart as (this: { error(message: string): never }) => void).call({
      error(message: string): never {
        throw new Error(message);
      },
    });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the build check of the experiments payload', () => {
  it('lets the bundled payload through', () => {
    expect(buildStartError(rootWith(JSON.stringify(bundled)))).toBeUndefined();
  });

  it('fails the build on a broken payload with a message naming the key', () => {
    const broken = structuredClone(bundled);
    broken.features['shop-page']!.rules![0]!.weights = [0.9, 0.9, 0.9];
    expect(buildStartError(rootWith(JSON.stringify(broken)))).toMatch(
      /experiments\/payload\.json is not a valid experiments payload:\n {2}- features\["shop-page"\]\.rules\[0\]\.weights: must add up to 1/,
    );
  });

  it('fails the build on a file that is not JSON', () => {
    expect(buildStartError(rootWith('{ features: '))).toMatch(/^experiments\/payload\.json is not valid JSON/);
  });

  it('reads the payload it checked', () => {
    expect(Object.keys(readCheckedPayload(rootWith(JSON.stringify(bundled))).features)).toContain('banner-layout');
  });
});
