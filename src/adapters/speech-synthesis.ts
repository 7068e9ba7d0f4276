/**
 * The only module that uses the browser's speech synthesis (the Web Speech API). The browser makes
 * the speech with the voices it has; the site sends nothing anywhere for it. Where the API is
 * missing or throws, there are no voices and speaking does nothing: callers offer no reading then.
 */

export interface SpeechVoice {
  readonly name: string;
  readonly lang: string;
  /** On the device: works offline and sends nothing away. */
  readonly localService: boolean;
  readonly default: boolean;
  /** The voice's own id, to find it again among the browser's voices. */
  readonly voiceURI: string;
}

export interface SpeechRequest {
  readonly text: string;
  /** The language tag the text is in, e.g. "de". */
  readonly lang: string;
  readonly voice: SpeechVoice;
  /** 1 is the voice's normal pace. */
  readonly rate: number;
}

/** How one utterance ended: said to its end, or the browser could not say it. */
export type SpeechOutcome = 'spoken' | 'failed';

export interface Speaking {
  /** Stops this utterance; it reports nothing after this. */
  cancel(): void;
}

function synthesis(): SpeechSynthesis | undefined {
  try {
    if (typeof window === 'undefined' || typeof window.SpeechSynthesisUtterance !== 'function') return undefined;
    return window.speechSynthesis ?? undefined;
  } catch {
    return undefined;
  }
}

/** The voices the browser has now; some browsers load them a moment after the page (see `onVoicesChanged`). */
export function speechVoices(): readonly SpeechVoice[] {
  try {
    return synthesis()?.getVoices() ?? [];
  } catch (error) {
    console.warn('[speech] could not list the voices', error);
    return [];
  }
}

/** Calls `listener` when the browser's voices change (they arrive late in Chromium). Returns a function that stops listening. */
export function onVoicesChanged(listener: () => void): () => void {
  const target = synthesis();
  if (!target || typeof target.addEventListener !== 'function') return () => {};
  target.addEventListener('voiceschanged', listener);
  return () => target.removeEventListener('voiceschanged', listener);
}

// The browser may drop an utterance nobody holds before it has ended (Chromium does), and with it
// its `end` event: each is held here until it ends.
const pending = new Set<SpeechSynthesisUtterance>();

/**
 * Says `text` and reports once how it ended. A cancelled utterance reports nothing: the browser
 * reports a cancel as an error ("interrupted", "canceled"), which is no failure of the voice.
 */
export function speak(
  { text, lang, voice, rate }: SpeechRequest,
  { onStart, onEnd }: { onStart?: () => void; onEnd: (outcome: SpeechOutcome) => void },
): Speaking {
  const target = synthesis();
  let live = true;
  const finish = (utterance: SpeechSynthesisUtterance | undefined, outcome: SpeechOutcome) => {
    if (utterance) pending.delete(utterance);
    if (!live) return;
    live = false;
    onEnd(outcome);
  };
  if (!target) {
    queueMicrotask(() => finish(undefined, 'failed'));
    return { cancel: () => (live = false) };
  }
  let utterance: SpeechSynthesisUtterance | undefined;
  try {
    utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    const browserVoice = target.getVoices().find((candidate) => candidate.voiceURI === voice.voiceURI && candidate.name === voice.name);
    if (browserVoice) utterance.voice = browserVoice;
    utterance.rate = rate;
    const current = utterance;
    current.addEventListener('start', () => {
      if (live) onStart?.();
    });
    current.addEventListener('end', () => finish(current, 'spoken'));
    current.addEventListener('error', (event) => {
      const reason = (event as SpeechSynthesisErrorEvent).error;
      if (reason === 'interrupted' || reason === 'canceled') {
        pending.delete(current);
        return;
      }
      console.warn('[speech] the browser could not say a sentence', reason);
      finish(current, 'failed');
    });
    pending.add(current);
    target.speak(current);
  } catch (error) {
    console.warn('[speech] could not speak', error);
    const failed = utterance;
    queueMicrotask(() => finish(failed, 'failed'));
  }
  return {
    cancel() {
      if (!live) return;
      live = false;
      try {
        target.cancel();
      } catch (error) {
        console.warn('[speech] could not stop speaking', error);
      }
    },
  };
}
