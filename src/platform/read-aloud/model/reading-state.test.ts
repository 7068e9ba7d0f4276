import { describe, expect, it } from 'vitest';
import { idleReading, nextReadingState, type ReadingAction, type ReadingState } from './reading-state';

const run = (actions: ReadingAction[], from: ReadingState = idleReading) => actions.reduce(nextReadingState, from);

describe('nextReadingState', () => {
  it('reads from the first utterance to the last, then is idle', () => {
    const started = run([{ type: 'start', total: 2 }]);
    expect(started).toMatchObject({ status: 'reading', index: 0, total: 2 });
    expect(run([{ type: 'spoken' }], started)).toMatchObject({ status: 'reading', index: 1 });
    expect(run([{ type: 'spoken' }, { type: 'spoken' }], started)).toMatchObject({ status: 'idle', index: 0, total: 0 });
  });

  it('has nothing to read on a page without text', () => {
    expect(run([{ type: 'start', total: 0 }]).status).toBe('idle');
  });

  it('pauses at the current utterance and says it again on resuming', () => {
    const reading = run([{ type: 'start', total: 3 }, { type: 'spoken' }]);
    const paused = nextReadingState(reading, { type: 'pause' });
    expect(paused).toMatchObject({ status: 'paused', index: 1, take: reading.take });
    // The voice's report of an utterance stopped by the pause moves nothing.
    expect(nextReadingState(paused, { type: 'spoken' })).toBe(paused);
    const resumed = nextReadingState(paused, { type: 'resume' });
    expect(resumed).toMatchObject({ status: 'reading', index: 1 });
    expect(resumed.take).toBeGreaterThan(paused.take);
  });

  it('says the current utterance again at the new speed while reading, and only keeps it while paused', () => {
    const reading = run([{ type: 'start', total: 3 }]);
    const slower = nextReadingState(reading, { type: 'setSpeed', speed: 'slower' });
    expect(slower).toMatchObject({ speed: 'slower', index: 0 });
    expect(slower.take).toBeGreaterThan(reading.take);
    expect(nextReadingState(slower, { type: 'setSpeed', speed: 'slower' })).toBe(slower);
    const paused = run([{ type: 'pause' }], slower);
    expect(nextReadingState(paused, { type: 'setSpeed', speed: 'normal' })).toMatchObject({ speed: 'normal', status: 'paused', take: paused.take });
  });

  it('stops from any state, keeping the chosen speed for the next reading', () => {
    const stopped = run([{ type: 'start', total: 3 }, { type: 'setSpeed', speed: 'slower' }, { type: 'stop' }]);
    expect(stopped).toMatchObject({ status: 'idle', speed: 'slower' });
    expect(run([{ type: 'pause' }, { type: 'resume' }], idleReading)).toBe(idleReading);
  });
});
