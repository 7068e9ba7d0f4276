import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { offersReadAloud } from '@/config/routes';
import { loadNamespace } from '@/i18n/i18n';
import readAloudStylesheet from './read-aloud.css?url';

type DockModule = typeof import('./read-aloud-dock');

let loadedDock: DockModule | undefined;

/** Adds the stylesheet to the page once, and resolves when it applies. */
function loadStylesheet(href: string): Promise<void> {
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.getAttribute('href') === href);
  if (present?.sheet) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = present ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        reject(new Error(`The stylesheet ${href} did not load`));
      },
      { once: true },
    );
    if (!present) document.head.append(link);
  });
}

/** The offer, its words and its look, together: it shows once all three are here. */
function loadDock(): Promise<DockModule> {
  return Promise.all([import('./read-aloud-dock'), loadNamespace('read-aloud'), loadStylesheet(readAloudStylesheet)]).then(([dock]) => (loadedDock = dock));
}

/** Runs `then` when the browser is idle (at the latest after 3 s); returns a function that cancels it. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: 3_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 1_000);
  return () => clearTimeout(id);
}

/**
 * Where "Vorlesen" goes on the pages the route table marks for it. No page starts with any of it:
 * the offer (which asks the browser for its voices) loads once the page is live and the browser
 * idle, and the reader itself only when the visitor starts it. Nothing here in the prerendered page.
 */
export function ReadAloudSlot() {
  const { pathname } = useLocation();
  const offered = offersReadAloud(pathname);
  const [dock, setDock] = useState(loadedDock);

  useEffect(() => {
    if (!offered || dock) return undefined;
    return whenIdle(() => {
      loadDock().then(setDock, (error: unknown) => console.warn('[read-aloud] could not load the offer to read aloud', error));
    });
  }, [offered, dock]);

  return offered && dock ? <dock.ReadAloudDock /> : null;
}
