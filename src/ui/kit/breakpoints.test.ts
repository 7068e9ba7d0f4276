import { describe, expect, it } from 'vitest';
import classes from './breakpoints.module.css';
import { fromWidth, visibilityClasses } from './breakpoints';

describe('visibility by screen width', () => {
  it('gives no class when neither bound is set', () => {
    expect(visibilityClasses({})).toBeUndefined();
  });

  it('names the class of each bound that is set', () => {
    expect(visibilityClasses({ hiddenFrom: 'xl' })).toBe(classes['hiddenFrom-xl']);
    expect(visibilityClasses({ visibleFrom: 'sm', hiddenFrom: 'lg' })).toBe(`${classes['visibleFrom-sm']} ${classes['hiddenFrom-lg']}`);
  });
});

describe('fromWidth', () => {
  it('is the media condition of the breakpoint the stylesheet uses', () => {
    expect(fromWidth('lg')).toBe('(min-width: 64em)');
    expect(fromWidth('sm')).toBe('(min-width: 40em)');
  });
});
