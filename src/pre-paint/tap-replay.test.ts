import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcePartLive } from '@/platform/later/later-parts';
import { announceLive, isTapHeld } from '../config/hand-off';
import { replayTimeoutMs } from './replay-queue';
import { replayEarlyTaps } from './tap-replay';

/** A page of its own per test, with an address and a window whose `pagehide` the test fires. */
function page(markup: string) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = markup;
  const windowEvents = new EventTarget();
  const location = { pathname: '/', search: '' };
  const win = { location, addEventListener: windowEvents.addEventListener.bind(windowEvents) } as unknown as Window;
  replayEarlyTaps(doc, win);
  return { doc, location, leave: () => windowEvents.dispatchEvent(new Event('pagehide')) };
}

const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('taps made before the page is live', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a tap on a marked control, shows it busy, and replays it once when the page is live', () => {
    const { doc } = page('<button data-replay>Menü</button>');
    const button = doc.querySelector('button')!;
    expect(tap(button)).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
    const replayed = vi.fn();
    button.addEventListener('click', replayed);
    announceLive(doc);
    vi.runAllTimers();
    expect(replayed).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('replays a double tap once', () => {
    const { doc } = page('<button data-replay>Menü</button>');
    const button = doc.querySelector('button')!;
    tap(button);
    tap(button);
    const replayed = vi.fn();
    button.addEventListener('click', replayed);
    announceLive(doc);
    vi.runAllTimers();
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it('leaves unmarked controls and links alone', () => {
    const { doc } = page('<a href="/shop">Shop</a><button>Other</button>');
    expect(tap(doc.querySelector('a')!)).toBe(true);
    expect(tap(doc.querySelector('button')!)).toBe(true);
  });

  it('drops a tap whose control is gone after hydration', () => {
    const { doc } = page('<button data-replay>Menü</button>');
    tap(doc.querySelector('button')!);
    doc.body.innerHTML = '<p>Other page</p>';
    announceLive(doc);
    expect(() => vi.runAllTimers()).not.toThrow();
  });

  it('replays nothing once the visitor has moved on to another address', () => {
    const { doc, location } = page('<button data-replay>Menü</button>');
    const button = doc.querySelector('button')!;
    tap(button);
    location.pathname = '/shop';
    const replayed = vi.fn();
    button.addEventListener('click', replayed);
    announceLive(doc);
    vi.runAllTimers();
    expect(replayed).not.toHaveBeenCalled();
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('replays nothing after the page was left', () => {
    const { doc, leave } = page('<button data-replay>Menü</button>');
    const button = doc.querySelector('button')!;
    tap(button);
    leave();
    expect(button.hasAttribute('aria-busy')).toBe(false);
    const replayed = vi.fn();
    button.addEventListener('click', replayed);
    announceLive(doc);
    vi.runAllTimers();
    expect(replayed).not.toHaveBeenCalled();
  });

  it('gives up after the timeout: the tap is dropped and later taps work as plain HTML', () => {
    const { doc } = page('<button data-replay>Menü</button>');
    const button = doc.querySelector('button')!;
    tap(button);
    vi.advanceTimersByTime(replayTimeoutMs + 1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(tap(button)).toBe(true);
  });

  it('holds a submit of a marked form and replays it with requestSubmit once live', () => {
    const { doc } = page('<form data-replay><input name="email" value="a@b.de"><button type="submit">Senden</button></form>');
    const form = doc.querySelector('form')!;
    const submitter = doc.querySelector('button')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(submit, 'submitter', { value: submitter });
    expect(form.dispatchEvent(submit)).toBe(false);
    expect(submitter.getAttribute('aria-busy')).toBe('true');
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    announceLive(doc);
    vi.runAllTimers();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(requestSubmit).toHaveBeenCalledWith(submitter);
  });

  it('lets taps through once the page is live', () => {
    const { doc } = page('<button data-replay>Menü</button>');
    announceLive(doc);
    expect(tap(doc.querySelector('button')!)).toBe(true);
  });
});

describe('taps in a part of the page that hydrates later', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const laterPage = () => {
    const opened = page('<button data-replay>Menü</button><div data-later="home"><button data-replay>Tile</button></div>');
    const [menu, tile] = [...opened.doc.querySelectorAll('button')] as HTMLButtonElement[];
    return { ...opened, menu: menu!, tile: tile!, part: opened.doc.querySelector('[data-later]')! };
  };

  it('holds a tap made before the page is live until its part is, replays the others with the page', () => {
    const { doc, menu, tile, part } = laterPage();
    tap(menu);
    tap(tile);
    const replayed: string[] = [];
    for (const button of [menu, tile]) button.addEventListener('click', () => replayed.push(button.textContent!));
    announceLive(doc);
    vi.advanceTimersByTime(1);
    expect(replayed).toEqual(['Menü']);
    expect(tile.getAttribute('aria-busy')).toBe('true');

    announcePartLive(part);
    vi.advanceTimersByTime(1);
    expect(replayed).toEqual(['Menü', 'Tile']);
    expect(tile.hasAttribute('aria-busy')).toBe(false);
    expect(part.hasAttribute('data-later')).toBe(false);
  });

  it('holds taps in the part after the page is live, and lets taps elsewhere through', () => {
    const { doc, menu, tile, part } = laterPage();
    announceLive(doc);
    expect(tap(menu)).toBe(true);
    expect(tap(tile)).toBe(false);
    expect(tap(tile)).toBe(false);
    const replayed = vi.fn();
    tile.addEventListener('click', replayed);
    announcePartLive(part);
    vi.advanceTimersByTime(1);
    expect(replayed).toHaveBeenCalledTimes(1);
    // The part is live: a tap is the app's now.
    expect(tap(tile)).toBe(true);
  });

  it('lets a tap in a part that never comes go after the timeout, and holds the next one again', () => {
    const { doc, tile } = laterPage();
    announceLive(doc);
    tap(tile);
    vi.advanceTimersByTime(replayTimeoutMs + 1);
    expect(tile.hasAttribute('aria-busy')).toBe(false);
    expect(tap(tile)).toBe(false);
  });

  it('replays a tap held in a part that went live together with the page', () => {
    const { doc, tile, part } = laterPage();
    tap(tile);
    const replayed = vi.fn();
    tile.addEventListener('click', replayed);
    // The part's layout effect comes before the root's effect that announces the page.
    announcePartLive(part);
    announceLive(doc);
    vi.runAllTimers();
    expect(replayed).toHaveBeenCalledTimes(1);
  });
});

describe('the code a held tap needs', () => {
  it('is named while the tap is held, and no longer once it was replayed', () => {
    vi.useFakeTimers();
    const { doc } = page(
      '<form data-replay="info-package"><input type="email"><button type="submit">Infopaket bestellen</button></form><button data-replay>Menü</button>',
    );
    expect(isTapHeld(doc, 'info-package')).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(submit, 'submitter', { value: doc.querySelector('form button') });
    doc.querySelector('form')!.dispatchEvent(submit);
    expect(isTapHeld(doc, 'info-package')).toBe(true);
    vi.spyOn(doc.querySelector('form')!, 'requestSubmit').mockImplementation(() => {});
    announceLive(doc);
    vi.runAllTimers();
    expect(isTapHeld(doc, 'info-package')).toBe(false);
    vi.useRealTimers();
  });
});
