import { describe, expect, it } from 'vitest';
import { parseRules } from '@/platform/forms/validation/model/parse-rules';
import { mergeStageMessages, needsLaterStages, planStages } from './stage-plan';

const failure = (index: number, rule: string, blocking = true) => ({ index, message: { rule, text: rule, blocking } });

describe('planStages', () => {
  it('runs everything in one stage without debounces', () => {
    expect(planStages(parseRules('required|email'))).toEqual([{ end: 2, delay: 0 }]);
  });

  it('starts a stage at each debounced rule', () => {
    expect(planStages(parseRules('required|(200)email|(50)length:3|number'))).toEqual([
      { end: 1, delay: 0 },
      { end: 2, delay: 200 },
      { end: 4, delay: 50 },
    ]);
  });

  it('waits before the first stage when the first rule is debounced', () => {
    expect(planStages(parseRules('(300)email'))).toEqual([{ end: 1, delay: 300 }]);
  });
});

describe('stage messages', () => {
  const rules = parseRules('number|(200)length:3|*(100)email');

  it('keeps the messages of rules still waiting while the earlier ones pass', () => {
    expect(mergeStageMessages([failure(1, 'length')], [], 1, rules, 'ab')).toEqual([failure(1, 'length')]);
  });

  it('drops waiting messages an earlier blocking failure would now stop, but not forced ones', () => {
    expect(mergeStageMessages([failure(1, 'length'), failure(2, 'email')], [failure(0, 'number')], 1, rules, 'x')).toEqual([
      failure(0, 'number'),
      failure(2, 'email'),
    ]);
  });

  it('needs no later stage when nothing after it would run', () => {
    expect(needsLaterStages([failure(0, 'required')], 1, parseRules('required|(200)email'), '')).toBe(false);
    expect(needsLaterStages([], 1, parseRules('required|(200)email'), 'x')).toBe(true);
  });
});
