import { describe, expect, it } from 'vitest';
import { parseForced, parseForcedFlags } from './qa-overrides';

describe('the overrides a tester set for this session', () => {
  it('keeps forced variations of known experiments with small whole numbers only', () => {
    expect(parseForced('{"shop-page":1,"landing-page":-1,"banner-layout":1.5,"other":2}')).toEqual({ 'shop-page': 1 });
    expect(parseForced('not json')).toEqual({});
    expect(parseForced(undefined)).toEqual({});
  });

  it('keeps forced flags of known flags that are true or false', () => {
    expect(parseForcedFlags('{"new-year-donation":true,"group-sessions-banner":"yes","x":true}')).toEqual({ 'new-year-donation': true });
  });
});
