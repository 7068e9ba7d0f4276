#!/usr/bin/env node
// `npm start`: build the site against the local mocks, then serve dist/ like production next to
// the mock server that stands in for the CRM, the site's API, GrowthBook and the tag manager.
// Both listen on loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { startStaticServer } from './serve.ts';

const sitePort = Number(process.env.PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 4318);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'mock'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const mock = spawn('npx', ['tsx', 'mocks/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, MOCK_PORT: String(mockPort) },
});
mock.on('exit', (code) => {
  console.error(`The mock server stopped (exit code ${code}).`);
  process.exit(code ?? 1);
});

const site = await startStaticServer({ port: sitePort });
console.info(`\n  Site:         ${site.url}/`);
console.info(`  Mock server:  http://127.0.0.1:${mockPort}  (see docs/testing.md)\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    mock.kill('SIGTERM');
    await site.close();
    process.exit(0);
  });
}
