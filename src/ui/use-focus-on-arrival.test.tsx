import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnArrival } from './use-focus-on-arrival';

function Panel({ enabled, state }: { enabled?: boolean; state?: string }) {
  const heading = useFocusOnArrival<HTMLHeadingElement>(enabled, state);
  return (
    <h2 ref={heading} tabIndex={-1}>
      {state ?? 'Received'}
    </h2>
  );
}

/** A button that gives way to the panel once the answer comes, the way a form's submit button does. */
function FormThenPanel() {
  const [sent, setSent] = useState(false);
  const send = () => setTimeout(() => setSent(true), 0);
  return sent ? <Panel /> : <button onClick={send}>Send</button>;
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  flushSync(() => root?.unmount());
  container?.remove();
});

function mount(): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  return container;
}

/** Resolves with where focus is at the moment the heading appears in the document. */
function focusWhenHeadingAppears(within: HTMLElement): Promise<Element | null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!within.querySelector('h2')) return;
      observer.disconnect();
      resolve(document.activeElement);
    });
    observer.observe(within, { childList: true, subtree: true });
  });
}

describe('useFocusOnArrival', () => {
  it('has moved focus by the time the panel is in the document, as anything watching the page sees it', async () => {
    const within = mount();
    flushSync(() => root?.render(<FormThenPanel />));
    const button = within.querySelector('button');
    button?.focus();
    const focused = focusWhenHeadingAppears(within);
    button?.click();
    expect(await focused).toBe(within.querySelector('h2'));
  });

  it('moves focus again when the panel changes in place, and leaves it alone when switched off', () => {
    const within = mount();
    flushSync(() => root?.render(<Panel state="Saved" />));
    const heading = within.querySelector('h2');
    expect(document.activeElement).toBe(heading);
    heading?.blur();
    flushSync(() => root?.render(<Panel state="Sent" />));
    expect(document.activeElement).toBe(heading);
    heading?.blur();
    flushSync(() => root?.render(<Panel state="Sent" />));
    expect(document.activeElement).toBe(document.body);
    flushSync(() => root?.render(<Panel state="Refused" enabled={false} />));
    expect(document.activeElement).toBe(document.body);
  });
});
