import { describe, expect, it } from 'vitest';
import type { CrossFieldRule } from './cross-field-rules';
import { crossFieldUpdates } from './cross-field-findings';
import { initialFieldState } from './field-state';

const context = { values: {}, locale: 'de' as const, label: (name: string) => name };
const rule = (name: string, messages: Record<string, string>, inactive: string[] = []): CrossFieldRule => ({ name, check: () => ({ messages, inactive }) });

describe('crossFieldUpdates', () => {
  it('puts each finding on its input as a blocking message, several rules on one input in their order', () => {
    const states = new Map([
      ['a', initialFieldState()],
      ['b', initialFieldState()],
    ]);
    const updates = crossFieldUpdates([rule('first', { a: 'Eins' }), rule('second', { a: 'Zwei' }, ['b'])], context, states);
    expect(updates.map(([name, state]) => [name, state.crossField, state.inactive])).toEqual([
      [
        'a',
        [
          { rule: 'first', text: 'Eins', blocking: true },
          { rule: 'second', text: 'Zwei', blocking: true },
        ],
        false,
      ],
      ['b', [], true],
    ]);
  });

  it('leaves out an input whose findings and standing did not change, and clears what no rule finds any more', () => {
    const unchanged = { ...initialFieldState(), crossField: [{ rule: 'first', text: 'Eins', blocking: true }] };
    const cleared = { ...initialFieldState(), crossField: [{ rule: 'first', text: 'Alt', blocking: true }], inactive: true };
    const states = new Map([
      ['a', unchanged],
      ['b', cleared],
    ]);
    const updates = crossFieldUpdates([rule('first', { a: 'Eins' })], context, states);
    expect(updates).toEqual([['b', { ...cleared, crossField: [], inactive: false }]]);
    expect(crossFieldUpdates([], context, new Map([['a', initialFieldState()]]))).toEqual([]);
  });
});
