import { speak, type Speaking, type SpeechVoice } from '@/adapters/speech-synthesis';
import { clearHighlight, highlight } from './highlight';
import { scrollToKeepInView, type Span } from './model/keep-in-view';
import { planUtterances } from './model/reading-plan';
import { idleReading, nextReadingState, speechRates, type ReadingAction, type ReadingSpeed, type ReadingState } from './model/reading-state';
import { openForReader } from './opened-by-reader';
import { pageBlocks, rangeOf, type PageBlock } from './page-text';

/**
 * One reading of a page: says its main content utterance by utterance in the browser's voice,
 * marks the sentence being said and keeps it in view.
 *
 * Pausing stops the voice and resuming says the current sentence again from its start, rather
 * than using the browser's own pause: Chromium on Android ends the utterance on pause, and some
 * voices never resume, so a paused reading could not go on there. A change of speed does the
 * same, since a voice keeps the pace an utterance started with.
 */

export interface ReadingOptions {
  /** The page's main content (`<main>`); reading starts at its `<h1>`. */
  readonly root: Element;
  /** The language of the page, e.g. "de". */
  readonly language: string;
  readonly voice: SpeechVoice;
  readonly speed: ReadingSpeed;
  /** The part of the window the reader's controls leave free, from the window's top. */
  visibleSpan(): Span;
  /** Whether the visitor asked for reduced motion, asked at each sentence. */
  reduceMotion(): boolean;
}

/** Why a reading ended: the page was read to its end, the visitor stopped it, or the voice failed. */
export type ReadingEnd = 'finished' | 'stopped' | 'failed';

export interface ReadingSession {
  getState(): ReadingState;
  /** How the reading ended, once it has. */
  getEnd(): ReadingEnd | undefined;
  subscribe(listener: () => void): () => void;
  pause(): void;
  resume(): void;
  stop(): void;
  setSpeed(speed: ReadingSpeed): void;
}

function keepInView(block: PageBlock, range: Range | undefined, options: ReadingOptions): void {
  const rangeBox = range?.getBoundingClientRect();
  const box = rangeBox && rangeBox.height > 0 ? rangeBox : block.element.getBoundingClientRect();
  const step = scrollToKeepInView({ top: box.top, bottom: box.bottom }, options.visibleSpan(), options.reduceMotion());
  if (step) window.scrollBy({ top: step.by, behavior: step.behavior });
}

export function startReading(options: ReadingOptions): ReadingSession {
  const blocks = pageBlocks(options.root);
  const utterances = planUtterances(blocks);
  const listeners = new Set<() => void>();
  let state: ReadingState = { ...idleReading, speed: options.speed };
  let end: ReadingEnd | undefined;
  let speaking: Speaking | undefined;
  let saidTake = -1;

  const sayCurrent = () => {
    saidTake = state.take;
    const utterance = utterances[state.index];
    const block = utterance ? blocks[utterance.block] : undefined;
    if (!utterance || !block) return;
    if (block.disclosure) openForReader(block.disclosure);
    const range = rangeOf(block, utterance.start, utterance.end);
    highlight(block.element, range);
    keepInView(block, range, options);
    speaking?.cancel();
    const take = state.take;
    speaking = speak(
      { text: utterance.spoken, lang: options.language, voice: options.voice, rate: speechRates[state.speed] },
      {
        onEnd: (outcome) => {
          if (take !== state.take) return;
          speaking = undefined;
          if (outcome === 'failed') apply({ type: 'stop' }, 'failed');
          else apply({ type: 'spoken' });
        },
      },
    );
  };

  const render = () => {
    if (state.status !== 'reading') {
      speaking?.cancel();
      speaking = undefined;
    }
    if (state.status === 'idle') {
      clearHighlight();
      return;
    }
    if (state.status === 'reading' && state.take !== saidTake) sayCurrent();
  };

  function apply(action: ReadingAction, failure?: 'failed') {
    if (end) return;
    const before = state;
    state = nextReadingState(state, action);
    if (state === before) return;
    if (state.status === 'idle') end = failure ?? (action.type === 'stop' ? 'stopped' : 'finished');
    render();
    for (const listener of listeners) listener();
  }

  apply({ type: 'start', total: utterances.length });

  return {
    getState: () => state,
    getEnd: () => end,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pause: () => apply({ type: 'pause' }),
    resume: () => apply({ type: 'resume' }),
    stop: () => apply({ type: 'stop' }),
    setSpeed: (speed) => apply({ type: 'setSpeed', speed }),
  };
}
