import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderInUse, lockFileName, lockFolder } from './folder-lock.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumi-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const holderFile = (dir: string, holder: object) => writeFileSync(join(dir, lockFileName), JSON.stringify(holder));

describe('one process per PGlite folder', () => {
  it('refuses a second holder, naming the folder and the process that holds it', () => {
    const dir = folder();
    const first = lockFolder(dir, { pid: 1111, host: 'here', isAlive: () => true });
    expect(() => lockFolder(dir, { pid: 2222, host: 'here', isAlive: () => true })).toThrow(FolderInUse);
    expect(() => lockFolder(dir, { pid: 2222, host: 'here', isAlive: () => true })).toThrow(new RegExp(`${dir}.*process 1111 on here`));
    first.release();
    expect(() => lockFolder(dir, { pid: 2222, host: 'here', isAlive: () => true }).release()).not.toThrow();
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = folder();
    holderFile(dir, { pid: 3333, host: 'here', since: '2026-12-01T00:00:00.000Z' });
    const lock = lockFolder(dir, { pid: 4444, host: 'here', isAlive: (pid) => pid !== 3333 });
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: 4444, host: 'here' });
  });

  it('does not take over a lock held on another host, where it cannot tell whether the holder lives', () => {
    const dir = folder();
    holderFile(dir, { pid: 3333, host: 'elsewhere', since: '2026-12-01T00:00:00.000Z' });
    expect(() => lockFolder(dir, { pid: 4444, host: 'here', isAlive: () => false })).toThrow(/process 3333 on elsewhere/);
  });

  it('waits on an unreadable lock while it may still be being written, and takes it over once it is old', () => {
    const dir = folder();
    writeFileSync(join(dir, lockFileName), '');
    expect(() => lockFolder(dir, { pid: 4444, host: 'here' })).toThrow(FolderInUse);
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, lockFileName), old, old);
    expect(JSON.parse(readFileSync(lockFolder(dir, { pid: 4444, host: 'here' }).file, 'utf8'))).toMatchObject({ pid: 4444 });
  });

  it('releases only its own lock', () => {
    const dir = folder();
    const mine = lockFolder(dir, { pid: 5555, host: 'here' });
    holderFile(dir, { pid: 6666, host: 'here', since: 'later' });
    mine.release();
    expect(JSON.parse(readFileSync(join(dir, lockFileName), 'utf8'))).toMatchObject({ pid: 6666 });
  });

  it('checks the real process table by default: this test process is alive', () => {
    const dir = folder();
    holderFile(dir, { pid: process.pid, host: 'here', since: 'now' });
    expect(() => lockFolder(dir, { pid: process.pid + 1, host: 'here' })).toThrow(FolderInUse);
  });
});
