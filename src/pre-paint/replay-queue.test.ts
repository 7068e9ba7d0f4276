import { describe, expect, it } from 'vitest';
import { enqueueTap, isDue, replayTimeoutMs, type EarlyTap } from './replay-queue';

const tap = (target: string, at = 1000, page = '/'): EarlyTap<string> => ({ target, at, page });

describe('the queue of taps made before the page is live', () => {
  it('keeps a tap on a control once, however often it was tapped', () => {
    const queue: EarlyTap<string>[] = [];
    expect(enqueueTap(queue, tap('menu', 1000))).toBe(true);
    expect(enqueueTap(queue, tap('menu', 1200))).toBe(false);
    expect(queue).toEqual([tap('menu', 1000)]);
  });

  it('keeps taps on different controls in the order they were made', () => {
    const queue: EarlyTap<string>[] = [];
    enqueueTap(queue, tap('menu', 1000));
    enqueueTap(queue, tap('hero-form', 1100));
    expect(queue.map(({ target }) => target)).toEqual(['menu', 'hero-form']);
  });

  it('replays a tap made within the timeout', () => {
    expect(isDue(tap('menu', 1000), 1000 + replayTimeoutMs, '/')).toBe(true);
  });

  it('drops a tap older than the timeout', () => {
    expect(isDue(tap('menu', 1000), 1001 + replayTimeoutMs, '/')).toBe(false);
  });

  it('drops a tap made on an address the visitor has left', () => {
    expect(isDue(tap('menu', 1000, '/'), 2000, '/shop')).toBe(false);
    expect(isDue(tap('tile', 1100, '/shop'), 2000, '/shop')).toBe(true);
  });

  it('tells an address with another query apart', () => {
    expect(isDue(tap('menu', 1000, '/?a=1'), 2000, '/?a=2')).toBe(false);
  });
});
