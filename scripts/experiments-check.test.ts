import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import bundled from '../experiments/payload.json';
import { resetGrowthbookPayload, setGrowthbookPayload } from '../mocks/handlers/growthbook';
import { startMockServer, type MockServer } from '../mocks/server';

/**
 * `npm run experiments -- check --remote`, run as a tester runs it, against the GrowthBook mock
 * (started in this process, so the test sets the payload the command fetches).
 */
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
let mock: MockServer;

function check(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'scripts/experiments.ts', 'check', '--remote'], {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const growthbook = () => ({ VITE_GROWTHBOOK_API_HOST: mock.url, VITE_GROWTHBOOK_CLIENT_KEY: 'sdk-check', VITE_SITE_URL: 'https://lumi.example' });

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
});
afterEach(() => resetGrowthbookPayload());
afterAll(async () => {
  await mock.close();
});

describe('checking the live GrowthBook payload', () => {
  it('lists what it leaves out, and fails when it skips a rule of a feature the site uses', async () => {
    const payload = structuredClone(bundled) as unknown as { features: Record<string, { rules?: unknown[] }>; experiments: unknown[] };
    payload.features['shop-page']!.rules!.unshift({ id: 'fr_1', force: 'shop-old', audienceV3: {} });
    payload.features['checkout-redesign'] = { rules: [] };
    payload.experiments = [{ key: 'away', urlPatterns: [{ type: 'simple', pattern: '/team' }], variations: [{}, { urlRedirect: 'https://evil.example/' }] }];
    setGrowthbookPayload(payload as never);
    const { code, output } = await check(growthbook());
    expect(output).toContain('features["shop-page"].rules[0] (fr_1): skipped: it has the field "audienceV3", which the site does not know');
    expect(output).toContain('features["checkout-redesign"]: unused: the site has no use for this key');
    expect(output).toContain('experiments "away": refused: the destination "https://evil.example/" is not a page of this site');
    expect(code).toBe(1);
  });

  it('lists a feature it has no use for without failing: it is harmless', async () => {
    setGrowthbookPayload({ ...structuredClone(bundled), features: { ...bundled.features, spare: { defaultValue: 1 } } });
    const { code, output } = await check(growthbook());
    expect(output).toContain('runs 0 URL-redirect experiments');
    expect(output).toContain('features["spare"]: unused');
    expect(code).toBe(0);
  });

  it('says what is missing when no GrowthBook is configured, and fails', async () => {
    const { code, output } = await check({ VITE_GROWTHBOOK_API_HOST: '', VITE_GROWTHBOOK_CLIENT_KEY: '' });
    expect(output).toContain('set VITE_GROWTHBOOK_API_HOST and VITE_GROWTHBOOK_CLIENT_KEY');
    expect(code).toBe(1);
  });
});
