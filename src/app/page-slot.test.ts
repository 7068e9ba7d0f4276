import { describe, expect, it, vi } from 'vitest';
import { type LoadedPage, PageSlot } from './page-slot';

const page: LoadedPage = { Component: () => null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a page slot', () => {
  it('loads the page once and then has it at hand', async () => {
    const loader = vi.fn(() => Promise.resolve(page));
    const slot = new PageSlot(loader);
    expect(slot.loaded()).toBeUndefined();
    const first = slot.load('a');
    expect(slot.load('b')).toBe(first);
    await first;
    await settle();
    expect(slot.loaded()).toBe(page);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load for the visit that saw it fail, and tries again on the next visit', async () => {
    const loader = vi.fn<() => Promise<LoadedPage>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page);
    const slot = new PageSlot(loader);
    const failed = slot.load('visit-1');
    await expect(failed).rejects.toThrow('offline');
    await settle();
    expect(slot.load('visit-1'), 'the same visit gets the same failure, so the page can show it').toBe(failed);
    expect(loader).toHaveBeenCalledTimes(1);
    await expect(slot.load('visit-2')).resolves.toBe(page);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('tells React how the promise settled, so a loaded page renders without waiting', async () => {
    const slot = new PageSlot(() => Promise.resolve(page));
    const promise = slot.load() as Promise<LoadedPage> & { status?: string; value?: LoadedPage };
    expect(promise.status).toBe('pending');
    await promise;
    await settle();
    expect(promise).toMatchObject({ status: 'fulfilled', value: page });
  });
});
