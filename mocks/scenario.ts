/**
 * How testers choose a failure on purpose. The same small vocabulary works everywhere:
 *
 *   400, 500, fail-<status>   answer with that status (any 4xx or 5xx)
 *   down                      answer 503
 *   slow, slow-<ms>           answer normally after 5 s, or after <ms> (at most 120 s)
 *   drop                      drop the connection without an answer
 *   flaky-<n>                 answer 500 to the first n submissions of that address, then normally
 *   hang-<n>                  take the first n submissions of that address and never answer
 *                             (the sender must give up), then answer normally
 *
 * A token is read, in this order, from the `x-mock-scenario` request header, the
 * `x-mock-scenario` cookie, and a field of the submission: the local part of an e-mail address
 * (`fail-500@example.com`, also as a `+` tag: `anna+slow-3000@example.com`) or a whole value
 * such as a phone field typed as `drop`.
 */
export type Scenario =
  | { kind: 'normal' }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; ms: number }
  | { kind: 'drop' }
  | { kind: 'flaky'; failures: number }
  | { kind: 'hang'; times: number };

export type ScenarioSource = 'header' | 'cookie' | 'field' | 'none';

export interface ChosenScenario {
  scenario: Scenario;
  /** The token as written, lowercased; 'normal' when none was given. */
  label: string;
  source: ScenarioSource;
}

export const scenarioName = 'x-mock-scenario';
export const defaultSlowMs = 5_000;
const maxSlowMs = 120_000;

/** Pure: the scenario a token stands for, or undefined when it is not a scenario token. */
export function parseScenarioToken(token: string): Scenario | undefined {
  const value = token.trim().toLowerCase();
  const status = /^(?:fail-)?([45]\d\d)$/.exec(value);
  if (status?.[1]) return { kind: 'status', status: Number(status[1]) };
  if (value === 'down') return { kind: 'status', status: 503 };
  if (value === 'drop') return { kind: 'drop' };
  if (value === 'slow') return { kind: 'slow', ms: defaultSlowMs };
  const slow = /^slow-(\d{1,6})$/.exec(value);
  if (slow?.[1]) return { kind: 'slow', ms: Math.min(Number(slow[1]), maxSlowMs) };
  const flaky = /^flaky-(\d{1,3})$/.exec(value);
  if (flaky?.[1]) return { kind: 'flaky', failures: Number(flaky[1]) };
  const hang = /^hang-(\d{1,3})$/.exec(value);
  if (hang?.[1]) return { kind: 'hang', times: Number(hang[1]) };
  return undefined;
}

/** Pure: the scenario token inside a field value: an e-mail local part, one of its + tags, or the whole value. */
export function scenarioTokenOfValue(value: string): string | undefined {
  const trimmed = value.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  const candidates = at >= 0 ? [trimmed.slice(0, at), ...trimmed.slice(0, at).split('+')] : [trimmed];
  return candidates.find((candidate) => parseScenarioToken(candidate) !== undefined);
}

export interface ScenarioInputs {
  header: string | null | undefined;
  cookie: string | undefined;
  /** Field values to look at, in order (e-mail before phone). */
  fields: ReadonlyArray<string | undefined>;
}

/** Pure: picks the scenario of one request; an unknown header or cookie token is ignored. */
export function chooseScenario(inputs: ScenarioInputs): ChosenScenario {
  const explicit: Array<[ScenarioSource, string | null | undefined]> = [
    ['header', inputs.header],
    ['cookie', inputs.cookie],
  ];
  for (const [source, token] of explicit) {
    const scenario = token ? parseScenarioToken(token) : undefined;
    if (token && scenario) return { scenario, label: token.trim().toLowerCase(), source };
  }
  for (const value of inputs.fields) {
    const token = value ? scenarioTokenOfValue(value) : undefined;
    const scenario = token ? parseScenarioToken(token) : undefined;
    if (token && scenario) return { scenario, label: token, source: 'field' };
  }
  return { scenario: { kind: 'normal' }, label: 'normal', source: 'none' };
}

/**
 * The scenario cookie. In `npm run dev` the handlers run in the page, so a cookie set there
 * (`document.cookie = 'x-mock-scenario=500'`) counts even though the adapters send none.
 */
export function scenarioCookie(requestCookies: Record<string, string>): string | undefined {
  const fromRequest = requestCookies[scenarioName];
  if (fromRequest) return fromRequest;
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split(';').find((part) => part.trim().startsWith(`${scenarioName}=`));
  return pair?.split('=')[1]?.trim() || undefined;
}
