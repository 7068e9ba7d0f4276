import type { ComponentType } from 'react';
import type { PageHandle } from '@/app/shell/head/page-handle';

/** A route's page once its code (and copy) has arrived: what to render and, for a page, its handle. */
export interface LoadedPage {
  readonly Component: ComponentType;
  /** Head, id and source modules of a page; a parent of child routes (the checkout) has none. */
  readonly handle?: PageHandle;
}

/** A promise that also says how it settled, the way React's `use` reads it without waiting. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result = promise as TrackedPromise<T>;
  result.status = 'pending';
  result.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
    },
  );
  return result;
}

/**
 * The code of one route's page, loaded once and then kept. A load that failed (offline, a file
 * replaced by a deployment) is tried again on the next visit to the route, not while the visit
 * that saw it fail is still on screen.
 */
export class PageSlot {
  private pending: TrackedPromise<LoadedPage> | undefined;
  private visit: string | undefined;

  constructor(private readonly loader: () => Promise<LoadedPage>) {}

  /**
   * Starts the load unless it is under way or done; `visit` names the navigation asking (its
   * location key). React's `use` reads how the promise settled.
   */
  load(visit?: string): Promise<LoadedPage> {
    const failedBefore = this.pending?.status === 'rejected' && visit !== this.visit;
    if (!this.pending || failedBefore) {
      this.pending = tracked(this.loader());
      this.visit = visit;
    }
    return this.pending;
  }

  /** The page, if it has arrived. */
  loaded(): LoadedPage | undefined {
    return this.pending?.status === 'fulfilled' ? this.pending.value : undefined;
  }
}
