import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpeechOutcome, SpeechRequest } from '@/adapters/speech-synthesis';
import { currentBlockAttribute } from './highlight';
import { takeReaderOpening } from './opened-by-reader';
import { startReading } from './read-aloud-session';

interface Said {
  readonly request: SpeechRequest;
  readonly end: (outcome: SpeechOutcome) => void;
  cancelled: boolean;
}

const said: Said[] = [];

vi.mock('@/adapters/speech-synthesis', () => ({
  speak(request: SpeechRequest, { onEnd }: { onEnd: (outcome: SpeechOutcome) => void }) {
    const entry: Said = { request, end: onEnd, cancelled: false };
    said.push(entry);
    return { cancel: () => (entry.cancelled = true) };
  },
}));

const voice = { name: 'Stand-in', lang: 'de-DE', localService: true, default: true, voiceURI: 'stand-in' };

function read(html: string) {
  document.body.innerHTML = `<main>${html}</main>`;
  return startReading({
    root: document.querySelector('main')!,
    language: 'de',
    voice,
    speed: 'normal',
    visibleSpan: () => ({ top: 0, bottom: 0 }),
    reduceMotion: () => false,
  });
}

const current = () => said.at(-1)!;
const finishCurrent = () => current().end('spoken');
const texts = () => said.map((entry) => entry.request.text);

beforeEach(() => {
  said.length = 0;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a reading', () => {
  it('says the page in order in the page language and voice, marking what it says, and ends', () => {
    const session = read('<h1>Titel</h1><p>Erster Satz. Zweiter Satz.</p>');
    expect(current().request).toMatchObject({ text: 'Titel', lang: 'de', voice, rate: 1 });
    expect(document.querySelector('h1')!.hasAttribute(currentBlockAttribute)).toBe(true);
    finishCurrent();
    expect(document.querySelector('p')!.hasAttribute(currentBlockAttribute)).toBe(true);
    finishCurrent();
    finishCurrent();
    expect(texts()).toEqual(['Titel', 'Erster Satz.', 'Zweiter Satz.']);
    expect(session.getState().status).toBe('idle');
    expect(session.getEnd()).toBe('finished');
    expect(document.querySelector(`[${currentBlockAttribute}]`)).toBeNull();
  });

  it('pauses by stopping the voice and says the same sentence again on resuming', () => {
    const session = read('<h1>Titel</h1><p>Eins. Zwei.</p>');
    finishCurrent();
    session.pause();
    expect(current().cancelled).toBe(true);
    expect(session.getState().status).toBe('paused');
    expect(texts()).toEqual(['Titel', 'Eins.']);
    session.resume();
    expect(texts()).toEqual(['Titel', 'Eins.', 'Eins.']);
    expect(session.getState().status).toBe('reading');
  });

  it('says the current sentence again at the slower pace, and the rest at it too', () => {
    const session = read('<h1>Titel</h1><p>Eins. Zwei.</p>');
    session.setSpeed('slower');
    expect(said.map((entry) => [entry.request.text, entry.request.rate, entry.cancelled])).toEqual([
      ['Titel', 1, true],
      ['Titel', 0.75, false],
    ]);
    // The first, cancelled utterance reporting its end late changes nothing.
    said[0]!.end('spoken');
    expect(texts()).toHaveLength(2);
    finishCurrent();
    expect(current().request).toMatchObject({ text: 'Eins.', rate: 0.75 });
  });

  it('stops at once, clears the mark and says nothing more', () => {
    const session = read('<h1>Titel</h1><p>Eins.</p>');
    session.stop();
    expect(current().cancelled).toBe(true);
    expect(session.getEnd()).toBe('stopped');
    expect(document.querySelector(`[${currentBlockAttribute}]`)).toBeNull();
    session.resume();
    expect(texts()).toEqual(['Titel']);
  });

  it('ends as failed when the voice cannot say a sentence', () => {
    const session = read('<h1>Titel</h1><p>Eins.</p>');
    current().end('failed');
    expect(session.getEnd()).toBe('failed');
    expect(texts()).toEqual(['Titel']);
  });

  it('opens a closed answer to read it, marked as opened by the reader', () => {
    read('<h1>FAQ</h1><details><summary>Frage?</summary><p>Antwort.</p></details>');
    const details = document.querySelector('details')!;
    finishCurrent();
    expect(details.open).toBe(false);
    finishCurrent();
    expect(current().request.text).toBe('Antwort.');
    expect(details.open).toBe(true);
    expect(takeReaderOpening(details)).toBe(true);
    expect(takeReaderOpening(details)).toBe(false);
  });
});
