#!/usr/bin/env node
// `npm run experiments`: lists, checks and switches the experiments and flags of the bundled
// GrowthBook payload (experiments/payload.json). Every write is checked first and replaces the
// file in one step, so a broken payload is never left behind.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describePayload, parseShares, setCoverage, setExperimentRunning, setFlag, setWeights, type EditResult } from '../experiments/edit-payload.ts';
import { checkPayload, type ExperimentsPayload } from '../experiments/schema.ts';

const usage = `Usage: npm run experiments -- [command] [--file <payload.json>]

  (no command) | list                   every experiment and flag: status, coverage, weights, variations
  validate                              check the payload; exit 1 naming every problem
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

const args = process.argv.slice(2);
const fileFlag = args.indexOf('--file');
const file = resolve(fileFlag >= 0 ? (args[fileFlag + 1] ?? fail(['--file needs a path'])) : defaultFile);
const [command = 'list', key = '', value] = fileFlag >= 0 ? args.filter((_, index) => index !== fileFlag && index !== fileFlag + 1) : args;
const payload = readPayload(file);

switch (command) {
  case 'list':
    for (const line of describePayload(payload)) console.info(line);
    break;
  case 'validate':
    console.info(`${file}: valid.`);
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
    if (value === undefined || !Number.isFinite(percentage) || percentage < 0 || percentage > 100) fail([`Expected a percentage from 0 to 100, got "${value ?? ''}".`]);
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
