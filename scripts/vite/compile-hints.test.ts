import { describe, expect, it } from 'vitest';
import { eagerCompileHint, withEagerCompileHint } from './compile-hints';

describe('withEagerCompileHint', () => {
  it('puts the hint on a line of its own in front of the code', () => {
    const { code } = withEagerCompileHint('export const a=1;');
    expect(code).toBe(`${eagerCompileHint}export const a=1;`);
    expect(code.split('\n')).toEqual(['//# allFunctionsCalledOnLoad', 'export const a=1;']);
  });

  it('moves the source map down by the one line it adds, leaving the rest of the map alone', () => {
    const map = { version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' };
    expect(withEagerCompileHint('a;\nb;', map).map).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
    expect(map.mappings).toBe('AAAA;AACA');
  });

  it('leaves out the map when there is none', () => {
    expect(withEagerCompileHint('a;')).not.toHaveProperty('map');
  });
});
