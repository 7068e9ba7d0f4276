import type { BrowserContext, Page } from '@playwright/test';

/**
 * A stand-in for the browser's speech synthesis, installed before any page script: the journeys
 * about "Vorlesen" hear what the page says, in which language, voice and pace, without a voice of
 * the machine. It behaves as Chromium does where it matters: the voices arrive a moment after the
 * page (`voiceschanged`), utterances queue, `cancel()` ends the current one with an "interrupted"
 * error. An utterance ends when the journey says so (`finishSpeaking`), or at once with `auto`.
 */
export interface StandInVoice {
  readonly name: string;
  readonly lang: string;
  /** On the device; false for an online voice, which the site must not use. */
  readonly localService: boolean;
  readonly default?: boolean;
}

export interface SpokenUtterance {
  readonly text: string;
  readonly lang: string;
  /** The name of the voice asked for, or null for the browser's choice. */
  readonly voice: string | null;
  readonly rate: number;
  /** `speaking` until it ends: `spoken`, or `cancelled` by the page. */
  readonly state: 'queued' | 'speaking' | 'spoken' | 'cancelled';
}

export const germanVoice: StandInVoice = { name: 'Stand-in Deutsch', lang: 'de-DE', localService: true, default: true };
export const englishVoice: StandInVoice = { name: 'Stand-in English', lang: 'en-GB', localService: true };

interface StandInControl {
  spoken: SpokenUtterance[];
  finish(): void;
}

declare global {
  interface Window {
    lumiSpeech?: StandInControl;
  }
}

export async function useStandInSpeech(
  target: BrowserContext | Page,
  { voices, auto = false }: { voices: readonly StandInVoice[]; auto?: boolean },
): Promise<void> {
  await target.addInitScript(
    ({ voices: given, auto: finishAtOnce }) => {
      type Record = { text: string; lang: string; voice: string | null; rate: number; state: string };
      class StandInUtterance extends EventTarget {
        text: string;
        lang = '';
        voice: { name: string } | null = null;
        rate = 1;
        pitch = 1;
        volume = 1;
        constructor(text = '') {
          super();
          this.text = text;
        }
      }
      const voices = given.map((voice) => Object.freeze({ ...voice, default: voice.default ?? false, voiceURI: `stand-in:${voice.name}` }));
      const events = new EventTarget();
      const spoken: Record[] = [];
      const queue: Array<{ utterance: StandInUtterance; record: Record }> = [];
      let current: { utterance: StandInUtterance; record: Record } | null = null;
      let voicesLoaded = false;
      const fire = (utterance: StandInUtterance, type: string, extra: object = {}) => utterance.dispatchEvent(Object.assign(new Event(type), extra));
      const finish = () => {
        const ended = current;
        if (!ended) return;
        current = null;
        ended.record.state = 'spoken';
        fire(ended.utterance, 'end');
        startNext();
      };
      const startNext = () => {
        if (current) return;
        const next = queue.shift();
        if (!next) return;
        current = next;
        next.record.state = 'speaking';
        fire(next.utterance, 'start');
        if (finishAtOnce) setTimeout(finish, 0);
      };
      const synthesis = {
        get speaking() {
          return current !== null;
        },
        get pending() {
          return queue.length > 0;
        },
        paused: false,
        getVoices: () => (voicesLoaded ? [...voices] : []),
        speak(utterance: StandInUtterance) {
          const record = { text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null, rate: utterance.rate, state: 'queued' };
          spoken.push(record);
          queue.push({ utterance, record });
          queueMicrotask(startNext);
        },
        cancel() {
          const all = [...(current ? [current] : []), ...queue.splice(0)];
          current = null;
          for (const entry of all) {
            entry.record.state = 'cancelled';
            fire(entry.utterance, 'error', { error: 'interrupted' });
          }
        },
        pause() {},
        resume() {},
        addEventListener: events.addEventListener.bind(events),
        removeEventListener: events.removeEventListener.bind(events),
        dispatchEvent: events.dispatchEvent.bind(events),
      };
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => synthesis });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, writable: true, value: StandInUtterance });
      window.lumiSpeech = { spoken: spoken as SpokenUtterance[], finish };
      // Chromium lists its voices a moment after the page starts.
      setTimeout(() => {
        voicesLoaded = true;
        events.dispatchEvent(new Event('voiceschanged'));
      }, 50);
    },
    { voices, auto },
  );
}

/** Everything the page asked the stand-in to say, in order. */
export function spokenUtterances(page: Page): Promise<SpokenUtterance[]> {
  return page.evaluate(() => (window.lumiSpeech?.spoken ?? []).map((utterance) => ({ ...utterance })));
}

/** Ends the utterance being said, as a voice does at its end; the page then asks for the next. */
export async function finishSpeaking(page: Page): Promise<void> {
  const before = (await spokenUtterances(page)).length;
  await page.evaluate(() => window.lumiSpeech?.finish());
  // The page asks for the next utterance in a task of its own.
  await page.waitForFunction((count) => (window.lumiSpeech?.spoken.length ?? 0) > count || !document.querySelector('.read-aloud-dock[data-open]'), before);
}

/** The words the page marks as being read (the CSS Custom Highlight of the reader). */
export function highlightedText(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const highlight = (CSS as unknown as { highlights?: Map<string, Set<Range>> }).highlights?.get('read-aloud');
    if (!highlight) return null;
    return [...highlight].map((range) => range.toString()).join('');
  });
}
