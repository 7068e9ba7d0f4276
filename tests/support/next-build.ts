/**
 * The second build some journeys need: the site as the next deployment would be (the service
 * worker's update prompt) and with a remote GrowthBook (the remote payload). `npm test` makes it
 * once before the browser journeys and names its folder in E2E_NEXT_BUILD_DIR. Without that (a
 * single spec run by hand), the journeys' global setup picks a folder for the run and the first
 * journey that needs the build makes it there; runs that do not need it never pay for it.
 *
 * Run directly to make it into a folder: `npx tsx tests/support/next-build.ts <folder>`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect } from '@playwright/test';
import { mockOrigin } from './mocks';
import { apiOrigin } from './site-api';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The build every journey runs against (tests/playwright.config.ts serves it): dist/, or DIST_DIR. */
export const firstBuildDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(repo, 'dist');

/** The canonical origin of the second build: every page's markup, and so its precache, differ from the first. */
export const nextBuildSiteUrl = 'https://next-build.example';

/**
 * The first build's settings (mock mode, the stand-in tag manager, the outside systems on this
 * run's mock server, the forms posting to this run's site API) with two changes: another
 * canonical origin, and GrowthBook fetched from the mock, with its stream of changes.
 */
export function nextBuildEnv(mock: string = mockOrigin): Record<string, string> {
  return {
    VITE_CRM_FORM_URL: `${mock}/crm/form`,
    VITE_API_BASE_URL: apiOrigin,
    VITE_GTM_ID: 'GTM-TEST123',
    VITE_GTM_ORIGIN: mock,
    VITE_SITE_URL: nextBuildSiteUrl,
    VITE_GROWTHBOOK_API_HOST: mock,
    VITE_GROWTHBOOK_CLIENT_KEY: 'sdk-e2e',
    VITE_GROWTHBOOK_STREAMING: 'true',
  };
}

/** Builds the second build into `outDir`; rejects with Vite's output when the build fails. */
export function buildNext(outDir: string, mock: string = mockOrigin): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npx', ['vite', 'build', '--mode', 'mock', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: repo,
      env: { ...process.env, ...nextBuildEnv(mock) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`the second build failed (exit ${code}):\n${output}`))));
  });
}

const isBuild = (dir: string) => existsSync(join(dir, 'index.html')) && existsSync(join(dir, 'sw.js'));

/**
 * The folder of the second build, made on first use when the run was started without one. Parallel
 * workers share it: the first to ask builds, the others wait for its result.
 */
export async function nextBuild(): Promise<string> {
  const dir = process.env.E2E_NEXT_BUILD_DIR;
  if (!dir)
    throw new Error(
      'E2E_NEXT_BUILD_DIR is not set: run the journeys with tests/playwright.config.ts, whose global setup names the folder, or through npm test.',
    );
  if (process.env.E2E_NEXT_BUILD_LAZY !== '1') {
    if (!isBuild(dir))
      throw new Error(
        `E2E_NEXT_BUILD_DIR=${dir} holds no build. Make it with \`npx tsx tests/support/next-build.ts ${dir}\`, or unset the variable to have the journeys make it.`,
      );
    return dir;
  }
  const done = `${dir}.done`;
  const failed = `${dir}.failed`;
  try {
    mkdirSync(`${dir}.lock`);
  } catch {
    // Another worker is building it: wait for its outcome.
    await expect
      .poll(() => existsSync(done) || existsSync(failed), { message: 'the second build (made by another worker)', timeout: 600_000, intervals: [1_000] })
      .toBe(true);
    if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
    return dir;
  }
  try {
    await buildNext(dir);
    writeFileSync(done, '');
    return dir;
  } catch (error) {
    writeFileSync(failed, String(error));
    throw error;
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;

if (runDirectly) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: npx tsx tests/support/next-build.ts <folder>');
    process.exit(2);
  }
  await buildNext(resolve(outDir));
  console.info(`second build in ${resolve(outDir)} (${nextBuildSiteUrl}, GrowthBook at ${mockOrigin})`);
}
