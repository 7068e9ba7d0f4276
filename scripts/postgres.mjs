// @ts-check
// A throwaway PostgreSQL server for the service's tests and benchmark: Debian's `postgresql`
// package (installed by .ci/run), initialised in a temporary folder, on loopback, trust auth.
// initdb refuses root, so as root the server runs as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
 * For the service's fault tests it can also be halted and started again on the same data
 * (`halt`, `resume`), and frozen and thawed (`freeze`, `thaw`: SIGSTOP and SIGCONT to the
 * server and every process it started, as a host that stops scheduling it would).
 * @param {{ port?: number, durable?: boolean }} [options]
 * @returns {{ url: string, stop: () => void, halt: () => void, resume: () => void, freeze: () => void, thaw: () => void }}
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
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(root, 'log'),
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=${fsync} -c max_connections=200`,
      '-w',
      'start',
    ]);
  start();
  /** The server's process and the processes it started (its backends and helpers). */
  const processes = () => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // The processes whose parent it is, from /proc (stat's fourth field; the name before it is in brackets).
    const children = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  };
  /** @param {NodeJS.Signals} signal */
  const signalAll = (signal) => {
    for (const pid of processes()) {
      try {
        process.kill(pid, signal);
      } catch {
        // Gone already: nothing to stop or continue.
      }
    }
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    /** @type {[string, string[]]} */
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']]
      : [join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']];
    spawnSync(file, argv, { stdio: 'ignore' });
    rmSync(root, { recursive: true, force: true });
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    halt: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
  };
}
