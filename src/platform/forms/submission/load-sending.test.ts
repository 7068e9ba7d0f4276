import { beforeEach, describe, expect, it, vi } from 'vitest';

const words = vi.hoisted(() => ({ loaded: [] as boolean[], asked: 0 }));

// The words load like any namespace, which rejects when they did not arrive.
vi.mock('@/i18n/i18n', () => ({
  loadNamespace: vi.fn(async () => {
    words.asked += 1;
    if (!(words.loaded[words.asked - 1] ?? false)) throw new Error('The copy "pwa" could not be loaded in de');
  }),
}));
vi.mock('./sending', () => ({ submitThroughOutbox: vi.fn(), QueuedSubmission: () => null }));

async function freshModule() {
  vi.resetModules();
  return import('./load-sending');
}

describe('loadSending', () => {
  beforeEach(() => {
    words.loaded = [];
    words.asked = 0;
  });

  it('loads the outbox side and its words once, however often a form asks', async () => {
    words.loaded = [true];
    const { loadSending, prepareSending } = await freshModule();
    prepareSending();
    const [first, second] = await Promise.all([loadSending(), loadSending()]);
    expect(first).toBe(second);
    expect(first.submitThroughOutbox).toBeTypeOf('function');
    expect(words.asked).toBe(1);
  });

  it('asks again after a failed load instead of keeping the failure', async () => {
    // Offline: the words do not arrive.
    words.loaded = [false, true];
    const { loadSending } = await freshModule();
    await expect(loadSending()).rejects.toThrow(/could not be loaded/);
    await expect(loadSending()).resolves.toHaveProperty('QueuedSubmission');
    expect(words.asked).toBe(2);
  });

  it('lets a load started ahead fail quietly: the send asks again', async () => {
    words.loaded = [false, true];
    const { loadSending, prepareSending } = await freshModule();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prepareSending();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(loadSending()).resolves.toHaveProperty('submitThroughOutbox');
  });
});
