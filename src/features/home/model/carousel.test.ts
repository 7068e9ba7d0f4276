import { describe, expect, it } from 'vitest';
import { slideAtScroll, slideForKey, stepSlide } from './carousel';

describe('stepSlide', () => {
  it('moves forward and back by one', () => {
    expect(stepSlide(2, 1, 7)).toBe(3);
    expect(stepSlide(2, -1, 7)).toBe(1);
  });

  it('wraps from the last slide to the first and back', () => {
    expect(stepSlide(6, 1, 7)).toBe(0);
    expect(stepSlide(0, -1, 7)).toBe(6);
  });

  it('stays at 0 without slides', () => {
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});

describe('slideForKey', () => {
  it('maps the arrow keys to the neighbouring slides', () => {
    expect(slideForKey('ArrowRight', 0, 7)).toBe(1);
    expect(slideForKey('ArrowLeft', 0, 7)).toBe(6);
  });

  it('maps Home and End to the first and last slide', () => {
    expect(slideForKey('Home', 4, 7)).toBe(0);
    expect(slideForKey('End', 1, 7)).toBe(6);
  });

  it('ignores other keys', () => {
    expect(slideForKey('Enter', 3, 7)).toBeUndefined();
    expect(slideForKey('ArrowDown', 3, 7)).toBeUndefined();
  });
});

describe('slideAtScroll', () => {
  it('picks the slide nearest to the scroll position', () => {
    expect(slideAtScroll(0, 500, 7)).toBe(0);
    expect(slideAtScroll(740, 500, 7)).toBe(1);
    expect(slideAtScroll(760, 500, 7)).toBe(2);
  });

  it('stays within the slides', () => {
    expect(slideAtScroll(99_999, 500, 7)).toBe(6);
    expect(slideAtScroll(-1500, 500, 7)).toBe(3);
  });

  it('answers 0 before the carousel has a width', () => {
    expect(slideAtScroll(300, 0, 7)).toBe(0);
  });
});
