import { afterEach, describe, expect, it, vi } from 'vitest';
import { withExclusiveLock } from './web-locks';

type LockRequest = (name: string, options: { signal?: AbortSignal }, run: () => Promise<unknown>) => Promise<unknown>;

function fakeLocks(request: LockRequest) {
  vi.stubGlobal('navigator', { ...navigator, locks: { request } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('withExclusiveLock', () => {
  it('runs the work under the lock', async () => {
    fakeLocks((_name, _options, run) => run());
    expect(await withExclusiveLock('test', async () => 'done')).toBe('done');
  });

  it('goes on without the lock when its holder hangs, after the timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Another tab holds the lock and never gives it back: the request only ends when aborted.
    fakeLocks(
      (_name, options) => new Promise((_, reject) => options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const started = Date.now();
    expect(await withExclusiveLock('test', async () => 'done anyway', 100)).toBe('done anyway');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('passes on an error of the work itself', async () => {
    fakeLocks((_name, _options, run) => run());
    await expect(withExclusiveLock('test', async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  });
});
