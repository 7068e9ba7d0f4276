import { describe, expect, it } from 'vitest';
import { applyHref, employmentTypes, sortJobs, type JobEntry } from './jobs';

function job(path: string, date: string, categories: string[]): JobEntry {
  return { path, kind: 'job', meta: { date, categories } } as unknown as JobEntry;
}

describe('applyHref', () => {
  it('writes an e-mail to the jobs address with the position as subject', () => {
    expect(applyHref({ apply: 'mail', title: 'Lead Engineer (m/w/d)' }, 'jobs@lumi.example')).toBe(
      'mailto:jobs@lumi.example?subject=Lead%20Engineer%20(m%2Fw%2Fd)',
    );
  });

  it("leads to the ad's own form when it has one", () => {
    expect(applyHref({ apply: 'https://jobs.example.org/42', title: 'X' }, 'jobs@lumi.example')).toBe('https://jobs.example.org/42');
  });
});

describe('employmentTypes', () => {
  it('maps the periods to schema.org values', () => {
    expect(employmentTypes('Full-time/Part-time')).toEqual(['FULL_TIME', 'PART_TIME']);
    expect(employmentTypes('Part-time')).toEqual(['PART_TIME']);
  });
});

describe('sortJobs', () => {
  it('lists open positions newest first and the speculative application last', () => {
    const sorted = sortJobs([
      job('/karriere/initiativbewerbung', '2023-12-01', ['Initiativ']),
      job('/karriere/a', '2023-04-03', ['Engineering']),
      job('/karriere/b', '2023-10-16', ['IT']),
    ]);
    expect(sorted.map((entry) => entry.path)).toEqual(['/karriere/b', '/karriere/a', '/karriere/initiativbewerbung']);
  });
});
