#!/usr/bin/env node
// `npm run experiments`: lists, checks and switches the experiments and flags of the bundled
// GrowthBook payload (experiments/payload.json), and checks the live payload of a GrowthBook
// instance. Every write is checked first and replaces the file in one step, so a broken payload
// is never left behind.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { describePayload, parseShares, setCoverage, setExperimentRunning, setFlag, setWeights, type EditResult } from '../experiments/edit-payload.ts';
import { assessPayload, checkPayload, describeReport, type ExperimentsPayload } from '../experiments/schema.ts';
import { allPagePaths } from '../src/config/routes.ts';

const usage = `Usage: npm run experiments -- [command] [--file <payload.json>]

  (no command) | list                   every experiment and flag: status, coverage, weights, variations
  validate                              check the payload; exit 1 naming every problem
  check [--remote] [--mode <mode>]      what the site uses of the bundled payload, or with --remote of the
                                        live one (VITE_GROWTHBOOK_API_HOST, VITE_GROWTHBOOK_CLIENT_KEY and
                                        VITE_SITE_URL from the environment or the .env files of the mode,
                                        production by default): every rule it skips, feature it does not
                                        use and experiment it does not run, with the reason; exit 1 when
                                        it skips a rule of a feature the site uses
  flag <key> on|off                     switch a flag for everyone
  experiment <key> on|off               run an experiment, or switch it off (everyone sees the control)
  weights <key> <w1,w2,…>               set the split, e.g. 50,25,25 (percent) or 0.5,0.25,0.25
  coverage <key> <percent>              share of visitors in the test, e.g. 80

Visitors keep the variation they already have (sticky bucketing); new visitors follow the new split.
Rebuild or restart \`npm start\` to ship the change.`;

const defaultFile = join(dirname(fileURLToPath(import.meta.url)), '../experiments/payload.json');

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

function readPayload(file: string): ExperimentsPayload {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail([`${file}: ${(error as Error).message}`]);
  }
  const checked = checkPayload(parsed);
  if (!checked.ok) fail([`${file} is not a valid payload:`, ...checked.errors.map((error) => `  - ${error}`)]);
  return checked.payload;
}

function write(file: string, result: EditResult): void {
  if (!result.ok) fail(['Nothing was changed:', ...result.errors.map((error) => `  - ${error}`)]);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(result.payload, null, 2)}\n`);
  renameSync(temporary, file);
  console.info(`${result.change}. Saved ${file}.`);
  console.info('');
  for (const line of describePayload(result.payload)) console.info(line);
}

function onOff(value: string | undefined): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  fail([`Expected on or off, got "${value ?? ''}".`, '', usage]);
}

/** Takes `--name value` out of the arguments. */
function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  if (value === undefined) fail([`${name} needs a value`]);
  return value;
}

/** Prints what the site uses of a payload and what it leaves out; exits 1 when it skips a rule (or a default) of its own features. */
function check(value: unknown, origins: string[], source: string): never {
  const assessed = assessPayload(value, { pagePaths: allPagePaths(), origins });
  if (!assessed.ok) fail([`${source}: ${assessed.error}`]);
  const { features, experiments, report } = assessed.assessment;
  console.info(
    `${source}: the site decides ${Object.keys(features).length} features (its own and their prerequisites) and runs ${experiments.length} URL-redirect experiments.`,
  );
  const lines = describeReport(report);
  console.info(lines.length === 0 ? 'Nothing is left out.' : ['Left out:', ...lines.map((line) => `  - ${line}`)].join('\n'));
  process.exit(report.skipped.length > 0 ? 1 : 0);
}

async function checkRemote(mode: string): Promise<never> {
  const env = { ...loadEnv(mode, join(dirname(fileURLToPath(import.meta.url)), '..'), 'VITE_'), ...process.env };
  const apiHost = env.VITE_GROWTHBOOK_API_HOST?.replace(/\/+$/, '');
  const clientKey = env.VITE_GROWTHBOOK_CLIENT_KEY;
  if (!apiHost || !clientKey) fail([`No GrowthBook to ask: set VITE_GROWTHBOOK_API_HOST and VITE_GROWTHBOOK_CLIENT_KEY (environment or .env.${mode}.local).`]);
  const url = `${apiHost}/api/features/${encodeURIComponent(clientKey)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    fail([`${url}: ${(error as Error).message}`]);
  }
  if (!response.ok) fail([`${url}: answered ${response.status}`]);
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    fail([`${url}: the answer is not JSON`]);
  }
  // Redirect destinations must be on the site's canonical origin; without it, none can be checked.
  const origins = env.VITE_SITE_URL ? [new URL(env.VITE_SITE_URL).origin] : [];
  if (origins.length === 0) console.warn('VITE_SITE_URL is not set: every URL-redirect destination counts as another site.');
  return check(value, origins, url);
}

const args = process.argv.slice(2);
const remote = args.includes('--remote');
if (remote) args.splice(args.indexOf('--remote'), 1);
const mode = option(args, '--mode') ?? 'production';
const fileOption = option(args, '--file');
const file = resolve(fileOption ?? defaultFile);
const [command = 'list', key = '', value] = args;
if (command === 'check' && remote) await checkRemote(mode);
const payload = readPayload(file);

switch (command) {
  case 'list':
    for (const line of describePayload(payload)) console.info(line);
    break;
  case 'validate':
    console.info(`${file}: valid.`);
    break;
  case 'check':
    check(payload, [], file);
    break;
  case 'flag':
    write(file, setFlag(payload, key, onOff(value)));
    break;
  case 'experiment':
    write(file, setExperimentRunning(payload, key, onOff(value)));
    break;
  case 'weights': {
    const weights = value === undefined ? undefined : parseShares(value);
    if (!weights) fail([`Expected weights like 50,25,25, got "${value ?? ''}".`]);
    write(file, setWeights(payload, key, weights));
    break;
  }
  case 'coverage': {
    const percentage = Number(value?.replace(/%$/, ''));
    if (value === undefined || !Number.isFinite(percentage) || percentage < 0 || percentage > 100)
      fail([`Expected a percentage from 0 to 100, got "${value ?? ''}".`]);
    write(file, setCoverage(payload, key, percentage / 100));
    break;
  }
  case 'help':
  case '--help':
    console.info(usage);
    break;
  default:
    fail([`Unknown command "${command}".`, '', usage]);
}
