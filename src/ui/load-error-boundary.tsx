import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Keeps a part that loads its code on demand from taking the page down when that code cannot be
 * fetched (offline, a deployment replaced the file): the part shows `fallback` instead.
 */
export class LoadErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[load] a part of the page could not be loaded', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
