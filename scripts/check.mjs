#!/usr/bin/env node
// `npm run check`: the type checks (site, service worker and site API), lint and the format. Each of them runs on one
// core, so they run side by side; each one's output is printed whole once it is done, so the
// reports do not interleave. Fails when any of them fails.
import { spawn } from 'node:child_process';

const checks = [
  { label: 'types (site)', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { label: 'types (service worker)', command: 'npx', args: ['tsc', '-p', 'src/sw/tsconfig.json', '--noEmit'] },
  { label: 'types (site API)', command: 'npx', args: ['tsc', '-p', 'server/tsconfig.json', '--noEmit'] },
  { label: 'lint', command: 'npx', args: ['eslint', '.'] },
  { label: 'format (Prettier; `npx prettier --write .` fixes it)', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
];

function runCheck({ label, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ label, ok: false, output: String(error), seconds: 0 }));
    child.on('close', (code) => resolve({ label, ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const results = await Promise.all(checks.map(runCheck));
for (const { label, ok, output, seconds } of results) {
  // npm's warnings about configs it does not know are noise from the machine, not the project.
  const report = output
    .split('\n')
    .filter((line) => !line.startsWith('npm warn Unknown'))
    .join('\n')
    .trim();
  console.info(`${ok ? '✔' : '✖'} ${label} (${seconds} s)`);
  if (report) console.info(report);
}
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
