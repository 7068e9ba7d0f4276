import type { ScenarioSource } from './scenario';

/** One request a mock received, as testers read it back. */
export interface LoggedSubmission<Fields> {
  /** 1, 2, 3, … in order of arrival; restarts after a reset. */
  id: number;
  receivedAt: string;
  path: string;
  contentType: string;
  fields: Fields;
  /** The scenario token that applied ('normal' when none). */
  scenario: string;
  scenarioSource: ScenarioSource;
  /** What the mock answered (or answers, for slow scenarios), 'dropped', or 'hung' (taken, never answered). */
  status: number | 'dropped' | 'hung';
}

export interface SubmissionLog<Fields> {
  add(entry: Omit<LoggedSubmission<Fields>, 'id' | 'receivedAt'>): LoggedSubmission<Fields>;
  list(): ReadonlyArray<LoggedSubmission<Fields>>;
  clear(): void;
}

/** An in-memory log; lives as long as the process (or the page, in `npm run dev`). */
export function createSubmissionLog<Fields>(): SubmissionLog<Fields> {
  let entries: Array<LoggedSubmission<Fields>> = [];
  return {
    add(entry) {
      const logged = { id: entries.length + 1, receivedAt: new Date().toISOString(), ...entry };
      entries.push(logged);
      return logged;
    },
    list: () => [...entries],
    clear() {
      entries = [];
    },
  };
}
