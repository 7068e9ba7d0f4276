import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { laterAttribute, partLiveEvent } from '@/config/hand-off';
import { replayToggles } from './replay-toggles';

const markup = `
  <details id="outside"><summary>Outside</summary>Text</details>
  <div data-later="home" id="faq-part">
    <section><details id="question"><summary>Brauche ich WLAN?</summary>Nein.</details></section>
  </div>
  <div data-later="home" id="other-part"><details id="other"><summary>Other</summary>Text</details></div>`;

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** What the browser does on a tap on the summary: the state changes, and `toggle` follows (the DOM of the tests may send it itself). */
function toggle(details: HTMLDetailsElement, open: boolean) {
  let sent = false;
  const note = () => (sent = true);
  document.addEventListener('toggle', note, { capture: true, once: true });
  details.open = open;
  document.removeEventListener('toggle', note, { capture: true });
  if (!sent) details.dispatchEvent(new Event('toggle'));
}

/** The app's handler on the element once hydrated, as React attaches it: records the state it sees. */
function hydrate(details: HTMLDetailsElement): boolean[] {
  const seen: boolean[] = [];
  details.addEventListener('toggle', () => seen.push(details.open));
  return seen;
}

function announceLive(id: string) {
  const part = byId(id);
  part.removeAttribute(laterAttribute);
  part.dispatchEvent(new Event(partLiveEvent, { bubbles: true }));
}

let stop = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = markup;
  stop = replayToggles(document, 'home');
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a question opened in a part that is not live yet', () => {
  it('opens at once, and the app hears of it once, after the part is live', () => {
    const question = byId<HTMLDetailsElement>('question');
    // A handler attached midway through hydration, before the part announced itself, hears nothing yet.
    const seen = hydrate(question);
    toggle(question, true);
    expect(question.open).toBe(true);
    expect(seen).toEqual([]);
    announceLive('faq-part');
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(1_000);
    announceLive('other-part');
    vi.advanceTimersByTime(0);
    expect(seen).toEqual([true]);
  });

  it('opened and closed and opened again is told once, in its state then', () => {
    const question = byId<HTMLDetailsElement>('question');
    const seen = hydrate(question);
    toggle(question, true);
    toggle(question, false);
    toggle(question, true);
    announceLive('faq-part');
    vi.advanceTimersByTime(0);
    expect(seen).toEqual([true]);
  });

  it('waits for its own part', () => {
    const question = byId<HTMLDetailsElement>('question');
    const seen = hydrate(question);
    toggle(question, true);
    announceLive('other-part');
    vi.advanceTimersByTime(0);
    expect(seen).toEqual([]);
  });
});

describe('toggles the app hears as they come', () => {
  it('outside the parts, in a part that is live, and after it stopped', () => {
    const outside = byId<HTMLDetailsElement>('outside');
    const seenOutside = hydrate(outside);
    toggle(outside, true);
    expect(seenOutside).toEqual([true]);

    announceLive('other-part');
    const other = byId<HTMLDetailsElement>('other');
    const seenOther = hydrate(other);
    toggle(other, true);
    expect(seenOther).toEqual([true]);

    stop();
    const question = byId<HTMLDetailsElement>('question');
    const seenQuestion = hydrate(question);
    toggle(question, true);
    expect(seenQuestion).toEqual([true]);
  });
});
