import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadUntilLoaded, nearMargin, whenNear } from './when-near';

/** An IntersectionObserver the test drives: `show` reports the observed elements as on screen. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, targets: [] as Element[], options, disconnected: false };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    show(target: Element) {
      for (const observer of observers) {
        if (observer.disconnected || !observer.targets.includes(target)) continue;
        observer.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
      }
    },
  };
}

function page(markup: string) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = markup;
  return doc;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('when the code of the parts that hydrate later is asked for', () => {
  const twoParts = '<div data-later="home"><section id="one">One</section></div><div data-later="home"><section id="two"><button>Tile</button></section></div>';

  it('waits while the visitor is elsewhere, and opens once a part comes within half a screen', () => {
    const io = fakeObserver();
    const doc = page(twoParts);
    const open = vi.fn();
    whenNear(doc, 'home', open);
    expect(open).not.toHaveBeenCalled();
    expect(io.observers[0]?.options?.rootMargin).toBe(nearMargin);
    // What is observed is each part's content: the wrapper itself has no box.
    expect(io.observers[0]?.targets.map((target) => target.id)).toEqual(['one', 'two']);
    io.show(doc.getElementById('two')!);
    io.show(doc.getElementById('one')!);
    expect(open).toHaveBeenCalledTimes(1);
    expect(io.observers[0]?.disconnected).toBe(true);
  });

  it('opens when the visitor reaches into a part (a touch, the focus, a click) before it is near, not elsewhere', () => {
    fakeObserver();
    for (const event of [
      new Event('pointerdown', { bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
      new MouseEvent('click', { bubbles: true }),
    ]) {
      const doc = page(`<button id="outside">Menu</button>${twoParts}`);
      const open = vi.fn();
      whenNear(doc, 'home', open);
      doc.getElementById('outside')!.dispatchEvent(new MouseEvent(event.type, { bubbles: true }));
      expect(open).not.toHaveBeenCalled();
      doc.querySelector('section button')!.dispatchEvent(event);
      expect(open, event.type).toHaveBeenCalledTimes(1);
    }
  });

  it('opens on a click the pre-paint runtime holds (it stops the click for the page, not for the document)', () => {
    fakeObserver();
    const doc = page(twoParts);
    doc.addEventListener('click', (event) => event.stopPropagation(), true);
    const open = vi.fn();
    whenNear(doc, 'home', open);
    doc.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens at once when a tap in a part is held already, or nothing of the group was prerendered', () => {
    fakeObserver();
    const held = vi.fn();
    whenNear(page(twoParts.replace('<button>', '<button aria-busy="true">')), 'home', held);
    expect(held).toHaveBeenCalledTimes(1);
    const clientRendered = vi.fn();
    whenNear(page('<div data-later="other"><p>Other</p></div>'), 'home', clientRendered);
    expect(clientRendered).toHaveBeenCalledTimes(1);
  });

  it('opens at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const open = vi.fn();
    whenNear(page(twoParts), 'home', open);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('watches no more once stopped', () => {
    const io = fakeObserver();
    const doc = page(twoParts);
    const open = vi.fn();
    const stop = whenNear(doc, 'home', open);
    stop();
    io.show(doc.getElementById('one')!);
    doc.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
  });
});

describe('loading the code of a later part', () => {
  it('asks again after a failure, once the browser is back online, and returns what finally arrived', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('sections');
    const loaded = loadUntilLoaded(load, 60_000);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('sections');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
