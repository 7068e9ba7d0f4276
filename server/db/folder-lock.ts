import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process per PGlite folder. PGlite has no lock of its own, and two processes writing one
 * folder each believe they stored what the other then overwrites. The lock is a file created
 * with O_EXCL, naming its holder; a holder that is gone (same host, no such process) leaves a
 * stale lock, which the next process takes over. A check of the process rather than of the lock
 * file's age: the age would make a restart after a crash wait, and would call the lock of a live
 * process stale while PGlite's WebAssembly holds its event loop for a while.
 */
export interface FolderLock {
  readonly file: string;
  release(): void;
}

export interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

export class FolderInUse extends Error {
  override name = 'FolderInUse';
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(
      holder
        ? `The data folder ${folder} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). Stop that process first, or set API_DATA_DIR to another folder.`
        : `The data folder ${folder} is being locked by another process right now. Stop it first, or set API_DATA_DIR to another folder.`,
    );
  }
}

export const lockFileName = 'site-api.lock';

/** A takeover guard older than this was left by a process that died in the middle of one. */
const guardStaleMs = 10_000;

/** Whether a process with this id runs on this host (EPERM: it does, under another user). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockOptions {
  pid?: number;
  host?: string;
  isAlive?: (pid: number) => boolean;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string' && typeof parsed.since === 'string')
      return { pid: parsed.pid, host: parsed.host, since: parsed.since };
  } catch {
    // Unreadable: handled as a lock without a holder below.
  }
  return undefined;
}

function createExclusive(file: string, text: string): boolean {
  try {
    writeFileSync(file, text, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const ageMs = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

export function lockFolder(folder: string, { pid = process.pid, host = hostname(), isAlive = processIsAlive }: LockOptions = {}): FolderLock {
  const file = join(folder, lockFileName);
  const mine: LockHolder = { pid, host, since: new Date().toISOString() };
  const text = JSON.stringify(mine);
  const lock: FolderLock = {
    file,
    release() {
      const holder = readHolder(file);
      if (holder?.pid === mine.pid && holder.host === mine.host && holder.since === mine.since) unlinkSync(file);
    },
  };
  if (createExclusive(file, text)) return lock;

  const holder = readHolder(file);
  // A lock without a readable holder is stale only once it is old enough not to be one being written.
  const stale = holder ? holder.host === host && holder.pid !== pid && !isAlive(holder.pid) : ageMs(file) > guardStaleMs;
  if (!stale) throw new FolderInUse(folder, holder);

  // Two processes may find the same stale lock: the takeover guard lets one of them replace it.
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, text)) {
    if (ageMs(guard) <= guardStaleMs) throw new FolderInUse(folder, undefined);
    unlinkSync(guard);
    if (!createExclusive(guard, text)) throw new FolderInUse(folder, undefined);
  }
  try {
    const again = readHolder(file);
    if (JSON.stringify(again) !== JSON.stringify(holder)) throw new FolderInUse(folder, again);
    unlinkSync(file);
    if (!createExclusive(file, text)) throw new FolderInUse(folder, readHolder(file));
    console.warn(`The data folder ${folder} was locked by process ${holder?.pid ?? '?'}, which is gone: the lock is taken over.`);
    return lock;
  } finally {
    unlinkSync(guard);
  }
}
