import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shorthandClass, shorthandClasses, spaces, splitShorthands, textColors, themeColors } from './shorthands';
import shorthandClassNames from './shorthands.module.css';

const classes = (name: string) => String(shorthandClassNames[name]);

/** The class names the stylesheet defines, read from the file itself (tests see CSS modules as a proxy). */
const source = readFileSync(join(import.meta.dirname, 'shorthands.module.css'), 'utf8');
const defined = new Set([...source.matchAll(/\.([A-Za-z][\w-]*)\s*\{/g)].map((match) => match[1]));

describe('the shorthand classes', () => {
  it('exist in the stylesheet for every value the types allow', () => {
    const names = [
      ...['gap', 'rowGap', 'mt', 'mb', 'mx', 'p', 'px', 'py', 'pt', 'pb'].flatMap((name) => spaces.map((value) => `${name}-${value}`)),
      'mt-auto',
      'mx-auto',
      'maw-readable',
      ...textColors.map((color) => `c-${color.replace('.', '-')}`),
      ...themeColors.map((color) => `color-${color}`),
      ...[400, 500, 600, 700].map((weight) => `fw-${weight}`),
      ...['sm', 'md', 'lg', 'xl'].flatMap((breakpoint) => ['xs', 'sm', 'md', 'lg', 'xl'].map((step) => `${breakpoint}-p-${step}`)),
    ];
    expect(names.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('name the class of each shorthand given, and nothing for those left out', () => {
    expect(shorthandClasses({ mt: 'md', c: 'red.9', fw: 700 })).toBe(`${classes('mt-md')} ${classes('fw-700')} ${classes('c-red-9')}`);
    expect(shorthandClasses({})).toBeUndefined();
    expect(shorthandClass('gap', undefined)).toBeUndefined();
  });

  it('put the narrower shorthand after the wider one, which the stylesheet lets win', () => {
    expect(shorthandClasses({ pt: 'xs', py: 'xl', p: 'md' })).toBe(`${classes('p-md')} ${classes('py-xl')} ${classes('pt-xs')}`);
    expect(source.indexOf('.p-md')).toBeLessThan(source.indexOf('.py-xl'));
    expect(source.indexOf('.py-xl')).toBeLessThan(source.indexOf('.pt-xs'));
  });

  it('leave the element its other props, without the shorthands', () => {
    const [className, rest] = splitShorthands({ mt: 'xs', id: 'a', 'aria-label': 'b' });
    expect(className).toBe(classes('mt-xs'));
    expect(rest).toEqual({ id: 'a', 'aria-label': 'b' });
  });
});
