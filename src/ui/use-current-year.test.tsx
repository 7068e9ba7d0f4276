import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentYear } from './use-current-year';

function Year() {
  return <span>{useCurrentYear()}</span>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useCurrentYear', () => {
  it("hydrates with the build year and then shows the visitor's year, without a mismatch", async () => {
    const html = renderToString(<Year />);
    expect(html).toBe(`<span>${__BUILD_YEAR__}</span>`);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(__BUILD_YEAR__ + 1, 0, 2));
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Year />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.textContent).toBe(String(__BUILD_YEAR__ + 1));
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls).toEqual([]);
  });
});
