import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { laterAttribute, partLiveEvent } from '@/config/hand-off';
import { followLinkAfterMs, holdLinkTaps } from './hold-link-taps';

const markup = `
  <a id="hero-link" href="/shop">Shop</a>
  <div data-later="home" id="demo-part">
    <section>
      <a id="demo" href="/live-demo"><span id="demo-text">Zur Live-Demo</span></a>
      <a id="faq-anchor" href="#faq">FAQ</a>
      <a id="elsewhere" href="https://example.com/" target="_blank">Elsewhere</a>
    </section>
  </div>
  <div data-later="home" id="other-part"><a id="other" href="/blog">Blog</a></div>`;

let stop = () => {};
let follow = vi.fn<(href: string) => void>();

/** Taps an element as a visitor would: a trusted-looking primary click that bubbles; true if the page let it through. */
function tap(element: Element, init: MouseEventInit = {}): boolean {
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

/** The app's handler on a link once its part is hydrated: records each click and keeps the test's document where it is. */
function hydrate(link: Element): ReturnType<typeof vi.fn> {
  const handled = vi.fn();
  link.addEventListener('click', (event) => {
    event.preventDefault();
    handled();
  });
  return handled;
}

function announceLive(id: string) {
  const part = document.getElementById(id)!;
  part.removeAttribute(laterAttribute);
  part.dispatchEvent(new Event(partLiveEvent, { bubbles: true }));
}

const byId = (id: string) => document.getElementById(id)!;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = markup;
  follow = vi.fn();
  stop = holdLinkTaps(document, 'home', follow);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a tap on a link in a part that is not live yet', () => {
  it('is held, shown as taken, and replayed on the hydrated link once the part is live', () => {
    expect(tap(byId('demo-text'))).toBe(false);
    expect(byId('demo').getAttribute('aria-busy')).toBe('true');

    const handled = hydrate(byId('demo'));
    announceLive('demo-part');
    expect(handled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(handled).toHaveBeenCalledTimes(1);
    expect(byId('demo').hasAttribute('aria-busy')).toBe(false);
    // The timeout that would follow the link as plain HTML is off.
    vi.advanceTimersByTime(followLinkAfterMs * 2);
    expect(follow).not.toHaveBeenCalled();
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('waits for its own part: another part going live does not replay it', () => {
    tap(byId('demo'));
    const handled = hydrate(byId('demo'));
    announceLive('other-part');
    vi.advanceTimersByTime(0);
    expect(handled).not.toHaveBeenCalled();
    expect(byId('demo').getAttribute('aria-busy')).toBe('true');
  });

  it('is replayed once after a double tap', () => {
    expect(tap(byId('demo'))).toBe(false);
    expect(tap(byId('demo'))).toBe(false);
    const handled = hydrate(byId('demo'));
    announceLive('demo-part');
    vi.advanceTimersByTime(0);
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('is followed as plain HTML when the part is not live in time, once', () => {
    tap(byId('demo'));
    vi.advanceTimersByTime(followLinkAfterMs - 1);
    expect(follow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(follow).toHaveBeenCalledExactlyOnceWith('http://localhost:3000/live-demo');
    expect(byId('demo').hasAttribute('aria-busy')).toBe(false);
    // The part coming live afterwards does not repeat the tap.
    const handled = hydrate(byId('demo'));
    announceLive('demo-part');
    vi.advanceTimersByTime(0);
    expect(handled).not.toHaveBeenCalled();
  });

  it('is followed by its address when hydration replaced the link', () => {
    tap(byId('demo'));
    byId('demo-part').innerHTML = '<section><a id="demo" href="/live-demo">Zur Live-Demo</a></section>';
    announceLive('demo-part');
    vi.advanceTimersByTime(0);
    expect(follow).toHaveBeenCalledExactlyOnceWith('http://localhost:3000/live-demo');
  });

  it('is let go when the visitor leaves the page', () => {
    tap(byId('demo'));
    window.dispatchEvent(new Event('pagehide'));
    expect(byId('demo').hasAttribute('aria-busy')).toBe(false);
    vi.advanceTimersByTime(followLinkAfterMs);
    expect(follow).not.toHaveBeenCalled();
  });
});

describe('taps the app leaves alone', () => {
  it('a link outside the parts, or in a part that is live', () => {
    expect(tap(byId('hero-link'))).toBe(true);
    announceLive('other-part');
    expect(tap(byId('other'))).toBe(true);
  });

  it('a click with a modifier, a link into another tab, an anchor within the page', () => {
    expect(tap(byId('demo'), { ctrlKey: true })).toBe(true);
    expect(tap(byId('demo'), { button: 1 })).toBe(true);
    expect(tap(byId('elsewhere'))).toBe(true);
    expect(tap(byId('faq-anchor'))).toBe(true);
    expect(byId('demo').hasAttribute('aria-busy')).toBe(false);
  });

  it('a tap something listening before it already held (the pre-paint runtime)', () => {
    stop();
    const holdEarlier = (event: Event) => event.preventDefault();
    document.addEventListener('click', holdEarlier, true);
    stop = holdLinkTaps(document, 'home', follow);
    tap(byId('demo'));
    document.removeEventListener('click', holdEarlier, true);
    expect(byId('demo').hasAttribute('aria-busy')).toBe(false);
    vi.advanceTimersByTime(followLinkAfterMs);
    expect(follow).not.toHaveBeenCalled();
  });

  it('anything once stopped', () => {
    stop();
    expect(tap(byId('demo'))).toBe(true);
  });
});
