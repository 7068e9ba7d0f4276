/**
 * Where the reader is: reading, paused or idle, at which utterance, at which speed. Pure: the
 * session turns each new state into speech.
 */

export type ReadingStatus = 'idle' | 'reading' | 'paused';
export type ReadingSpeed = 'normal' | 'slower';

/** The rate each speed asks of the voice: slower is three quarters of the voice's normal pace. */
export const speechRates: Readonly<Record<ReadingSpeed, number>> = { normal: 1, slower: 0.75 };

export interface ReadingState {
  readonly status: ReadingStatus;
  /** The utterance being said, or to be said on resuming. */
  readonly index: number;
  readonly total: number;
  readonly speed: ReadingSpeed;
  /**
   * Counts the times the current utterance was (re)started: the session says it again whenever
   * this changes (a resume, a change of speed), since a voice cannot change its rate mid-sentence.
   */
  readonly take: number;
}

export type ReadingAction =
  | { readonly type: 'start'; readonly total: number }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | { readonly type: 'stop' }
  /** The voice finished the current utterance. */
  | { readonly type: 'spoken' }
  | { readonly type: 'setSpeed'; readonly speed: ReadingSpeed };

export const idleReading: ReadingState = { status: 'idle', index: 0, total: 0, speed: 'normal', take: 0 };

export function nextReadingState(state: ReadingState, action: ReadingAction): ReadingState {
  switch (action.type) {
    case 'start':
      return action.total > 0
        ? { ...state, status: 'reading', index: 0, total: action.total, take: state.take + 1 }
        : { ...state, status: 'idle', index: 0, total: 0 };
    case 'pause':
      return state.status === 'reading' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'reading', take: state.take + 1 } : state;
    case 'stop':
      return { ...state, status: 'idle', index: 0, total: 0 };
    case 'spoken':
      if (state.status !== 'reading') return state;
      return state.index + 1 < state.total ? { ...state, index: state.index + 1, take: state.take + 1 } : { ...state, status: 'idle', index: 0, total: 0 };
    case 'setSpeed':
      if (action.speed === state.speed) return state;
      // While reading, the current sentence starts again at the new pace.
      return { ...state, speed: action.speed, take: state.status === 'reading' ? state.take + 1 : state.take };
  }
}
