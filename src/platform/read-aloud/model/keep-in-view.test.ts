import { describe, expect, it } from 'vitest';
import { scrollToKeepInView } from './keep-in-view';

const visible = { top: 0, bottom: 600 };

describe('scrollToKeepInView', () => {
  it('leaves the page alone while the sentence is well in view', () => {
    expect(scrollToKeepInView({ top: 200, bottom: 240 }, visible, false)).toBeUndefined();
    expect(scrollToKeepInView({ top: 200, bottom: 240 }, visible, true)).toBeUndefined();
  });

  it('glides to put a sentence near the bottom a third of the way down', () => {
    expect(scrollToKeepInView({ top: 580, bottom: 620 }, visible, false)).toEqual({ by: 380, behavior: 'smooth' });
    expect(scrollToKeepInView({ top: -300, bottom: -260 }, visible, false)).toEqual({ by: -500, behavior: 'smooth' });
  });

  it('with reduced motion, keeps still while the sentence can be seen and turns the page at once when it has left', () => {
    expect(scrollToKeepInView({ top: 560, bottom: 599 }, visible, true)).toBeUndefined();
    expect(scrollToKeepInView({ top: 590, bottom: 630 }, visible, true)).toEqual({ by: 574, behavior: 'instant' });
    expect(scrollToKeepInView({ top: -100, bottom: -60 }, visible, true)).toEqual({ by: -116, behavior: 'instant' });
  });

  it('puts a sentence taller than most of the view at its top', () => {
    expect(scrollToKeepInView({ top: 500, bottom: 1100 }, visible, false)).toEqual({ by: 484, behavior: 'smooth' });
  });

  it('does nothing when the controls leave no room', () => {
    expect(scrollToKeepInView({ top: 500, bottom: 540 }, { top: 0, bottom: 0 }, false)).toBeUndefined();
  });
});
