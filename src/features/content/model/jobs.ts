import type { ContentEntry } from './check-content.ts';
import type { JobMeta } from './schema.ts';

export interface JobEntry extends ContentEntry {
  kind: 'job';
  meta: JobMeta;
}

export function isJob(entry: ContentEntry): entry is JobEntry {
  return entry.kind === 'job';
}

/** Where "apply" leads: an e-mail to the jobs address with the position as subject, or the ad's own URL. */
export function applyHref(meta: Pick<JobMeta, 'apply' | 'title'>, jobsEmail: string): string {
  return meta.apply === 'mail' ? `mailto:${jobsEmail}?subject=${encodeURIComponent(meta.title)}` : meta.apply;
}

/** schema.org `employmentType` values of a job's period. */
export function employmentTypes(period: JobMeta['period']): ('FULL_TIME' | 'PART_TIME')[] {
  return period === 'Full-time/Part-time' ? ['FULL_TIME', 'PART_TIME'] : ['PART_TIME'];
}

/** A speculative application is no position of its own: it goes after the open ones. */
export function isSpeculative(meta: Pick<JobMeta, 'categories'>): boolean {
  return meta.categories.includes('Initiativ');
}

/** Open positions newest first, the speculative application last. */
export function sortJobs<T extends JobEntry>(jobs: readonly T[]): T[] {
  return [...jobs].sort(
    (a, b) => Number(isSpeculative(a.meta)) - Number(isSpeculative(b.meta)) || b.meta.date.localeCompare(a.meta.date) || a.path.localeCompare(b.path),
  );
}
