import { describe, expect, it } from 'vitest';
import { chooseScenario, parseScenarioToken, scenarioTokenOfValue } from './scenario';

describe('parseScenarioToken', () => {
  it.each([
    ['400', { kind: 'status', status: 400 }],
    ['500', { kind: 'status', status: 500 }],
    ['fail-429', { kind: 'status', status: 429 }],
    ['down', { kind: 'status', status: 503 }],
    ['drop', { kind: 'drop' }],
    ['slow', { kind: 'slow', ms: 5_000 }],
    ['slow-1500', { kind: 'slow', ms: 1_500 }],
    ['flaky-2', { kind: 'flaky', failures: 2 }],
    ['hang-1', { kind: 'hang', times: 1 }],
    [' SLOW ', { kind: 'slow', ms: 5_000 }],
  ])('reads "%s"', (token, scenario) => {
    expect(parseScenarioToken(token)).toEqual(scenario);
  });

  it('caps a slow scenario at two minutes', () => {
    expect(parseScenarioToken('slow-999999')).toEqual({ kind: 'slow', ms: 120_000 });
  });

  it.each(['anna', '200', '302', 'fail-', 'slow-', 'flaky', 'hang', ''])('does not read "%s" as a scenario', (token) => {
    expect(parseScenarioToken(token)).toBeUndefined();
  });
});

describe('scenarioTokenOfValue', () => {
  it('finds the token in the local part of an e-mail address', () => {
    expect(scenarioTokenOfValue('Fail-500@Example.com')).toBe('fail-500');
  });

  it('finds the token in a plus tag', () => {
    expect(scenarioTokenOfValue('anna+slow-3000@example.com')).toBe('slow-3000');
  });

  it('reads a whole field value such as a phone typed as "drop"', () => {
    expect(scenarioTokenOfValue('drop')).toBe('drop');
  });

  it('finds nothing in an ordinary address', () => {
    expect(scenarioTokenOfValue('anna.muster@example.com')).toBeUndefined();
  });
});

describe('chooseScenario', () => {
  it('prefers the header over the cookie and the fields', () => {
    expect(chooseScenario({ header: 'drop', cookie: '500', fields: ['fail-400@example.com'] })).toEqual({
      scenario: { kind: 'drop' },
      label: 'drop',
      source: 'header',
    });
  });

  it('prefers the cookie over the fields', () => {
    expect(chooseScenario({ header: null, cookie: '500', fields: ['drop@example.com'] }).source).toBe('cookie');
  });

  it('ignores an unknown header value and falls through to the fields', () => {
    expect(chooseScenario({ header: 'please-fail', cookie: undefined, fields: ['drop@example.com'] })).toMatchObject({ label: 'drop', source: 'field' });
  });

  it('looks at the fields in order', () => {
    expect(chooseScenario({ header: null, cookie: undefined, fields: [undefined, 'slow-10'] }).label).toBe('slow-10');
  });

  it('behaves normally without any switch', () => {
    expect(chooseScenario({ header: null, cookie: undefined, fields: ['anna@example.com'] })).toEqual({
      scenario: { kind: 'normal' },
      label: 'normal',
      source: 'none',
    });
  });
});
