// @ts-check
// A throwaway PostgreSQL server for the service's tests and benchmark: Debian's `postgresql`
// package (installed by .ci/run), initialised in a temporary folder, on loopback, trust auth.
// initdb refuses root, so as root the server runs as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (existsSync(join(root, version, 'bin', 'initdb'))) return join(root, version, 'bin');
  return undefined;
}

/**
 * Starts a server on `port`; returns its URL (database `postgres`) and a stop function. `durable`
 * keeps fsync on, as on a production server (the benchmark's figures must not be flattered).
 * @param {{ port?: number, durable?: boolean }} [options]
 * @returns {{ url: string, stop: () => void }}
 */
export function startPostgres({ port = 54330, durable = false } = {}) {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql, as .ci/run does)');
  const root = mkdtempSync(join(tmpdir(), 'lumi-pg-'));
  chmodSync(root, 0o777);
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  /** @type {(command: string, args: string[]) => void} */
  const run = (command, args) => {
    /** @type {[string, string[]]} */
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  // fsync off for tests: a test server that loses its data on a crash loses nothing of value.
  const fsync = durable ? 'on' : 'off';
  run('pg_ctl', ['-D', data, '-l', join(root, 'log'), '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=${fsync} -c max_connections=200`, '-w', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    /** @type {[string, string[]]} */
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']] : [join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']];
    spawnSync(file, argv, { stdio: 'ignore' });
    rmSync(root, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
