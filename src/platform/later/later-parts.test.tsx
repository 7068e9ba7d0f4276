import { act, type ComponentType, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { defaultLocale } from '@/i18n/locale';
import { laterParts } from './later-parts';

type Name = 'tiles';

function Tiles() {
  const [taps, setTaps] = useState(0);
  return (
    <section id="tiles">
      <button type="button" onClick={() => setTaps(taps + 1)}>
        {`Tapped ${taps} times`}
      </button>
    </section>
  );
}

const sections: Record<Name, ComponentType> = { tiles: Tiles };

function pageWith(Part: ComponentType<{ name: Name }>) {
  return function Page({ heading }: { heading: string }) {
    return (
      <main>
        <h1>{heading}</h1>
        <Part name="tiles" />
      </main>
    );
  };
}

/** The page as the build prerenders it: in Node, where there is no document. */
async function prerendered(): Promise<string> {
  const { Part } = laterParts<Name>('test', async () => sections);
  const Page = pageWith(Part);
  vi.stubGlobal('document', undefined);
  try {
    const { prelude } = await prerender(<Page heading="Start" />);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** IntersectionObserver whose `show()` reports everything observed as on screen. */
function stubObserver() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      observe() {}
      disconnect() {}
    },
  );
  return { show: () => callbacks.forEach((callback) => callback()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('parts of a page that hydrate when the visitor nears them', () => {
  it('keeps the prerendered markup, through re-renders of the page, until the code is asked for; then hydrates it in place', async () => {
    const html = await prerendered();
    expect(html).toContain('data-later="test"');
    expect(html).toContain('Tapped 0 times');

    const observer = stubObserver();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button')!;
    const load = vi.fn(async () => sections);
    const Page = pageWith(laterParts<Name>('test', load).Part);

    const root = await act(async () => hydrateRoot(container, <Page heading="Start" />));
    // A re-render of the page above the part must not take its markup away.
    await act(async () => root.render(<Page heading="Start again" />));
    expect(container.querySelector('h1')!.textContent).toBe('Start again');
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelector('[data-later="test"]')).not.toBeNull();

    await act(async () => observer.show());
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated, not rendered anew: the same element, now with its handler, and the marker gone.
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelector('[data-later]')).toBeNull();
    await act(async () => button.click());
    expect(button.textContent).toBe('Tapped 1 times');
    await act(async () => root.unmount());
  });

  it('asks for the code at once when the visitor reads another language than the markup, before they near a part', async () => {
    const html = await prerendered();
    stubObserver();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(async () => sections);
    const Page = pageWith(laterParts<Name>('test', load).Part);
    const root = await act(async () => hydrateRoot(container, <Page heading="Start" />));
    expect(load).not.toHaveBeenCalled();
    try {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(container.querySelector('[data-later]')).toBeNull();
    } finally {
      await act(async () => {
        await i18n.changeLanguage(defaultLocale);
      });
      await act(async () => root.unmount());
    }
  });

  it('renders the part at once where nothing was prerendered (a page reached by a client-side navigation)', async () => {
    stubObserver();
    const container = document.createElement('div');
    document.body.append(container);
    const load = vi.fn(async () => sections);
    const Page = pageWith(laterParts<Name>('test', load).Part);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    const seen: string[] = [];
    new MutationObserver(() => seen.push(container.innerHTML)).observe(container, { childList: true, subtree: true });
    await act(async () => root.render(<Page heading="Start" />));
    await vi.waitFor(() => expect(container.querySelector('button')?.textContent).toBe('Tapped 0 times'));
    expect(container.querySelector('[data-later]')).toBeNull();
    // The page showed whole, never its heading without the part below it.
    expect(seen.filter((html) => html.includes('<h1>') && !html.includes('Tapped'))).toEqual([]);
    await act(async () => root.unmount());
  });
});
