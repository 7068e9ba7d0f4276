import { describe, expect, it, vi } from 'vitest';
import type { Signal } from '@/adapters/broadcast';
import { startWhenNeeded } from './start-outbox-when-needed';

/** A change signal this test fires by hand, counting who listens. */
function handSignal() {
  const listeners = new Set<() => void>();
  const signal: Signal = {
    announce: () => listeners.forEach((listener) => listener()),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { signal, listening: () => listeners.size };
}

describe('startWhenNeeded', () => {
  it('starts the outbox at once when something may be stored, and only once', async () => {
    const { signal, listening } = handSignal();
    const start = vi.fn(() => Promise.resolve());
    await startWhenNeeded({ anythingStored: () => Promise.resolve(true), changes: signal, start });
    expect(start).toHaveBeenCalledTimes(1);
    expect(listening()).toBe(0);
    signal.announce();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while nothing is stored, and starts once at the first change another tab or the worker announces', async () => {
    const { signal, listening } = handSignal();
    const start = vi.fn(() => Promise.resolve());
    await startWhenNeeded({ anythingStored: () => Promise.resolve(false), changes: signal, start });
    expect(start).not.toHaveBeenCalled();
    expect(listening()).toBe(1);
    signal.announce();
    signal.announce();
    expect(start).toHaveBeenCalledTimes(1);
    expect(listening()).toBe(0);
  });

  it('hears a change announced while it is still looking, and starts once', async () => {
    const { signal } = handSignal();
    const start = vi.fn(() => Promise.resolve());
    const anythingStored = () => {
      // Another tab stores its first entry before the look comes back with "nothing".
      signal.announce();
      return Promise.resolve(false);
    };
    await startWhenNeeded({ anythingStored, changes: signal, start });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the look itself fails, since it rules nothing out', async () => {
    const { signal } = handSignal();
    const start = vi.fn(() => Promise.resolve());
    await startWhenNeeded({ anythingStored: () => Promise.reject(new Error('no answer')), changes: signal, start });
    expect(start).toHaveBeenCalledTimes(1);
  });
});
