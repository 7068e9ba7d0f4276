import { type ComponentType, lazy, memo, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { whenLanguageLeavesMarkup } from '@/i18n/use-render-language';
import { laterAttribute, partLiveEvent } from '@/config/hand-off';
import classes from './later-parts.module.css';
import { holdLinkTaps } from './hold-link-taps';
import { replayToggles } from './replay-toggles';
import { loadUntilLoaded, whenNear } from './when-near';

/** A part has committed: its element loses the marker and tells the pre-paint runtime, which replays the taps held on it. */
export function announcePartLive(part: Element): void {
  if (!part.hasAttribute(laterAttribute)) return;
  part.removeAttribute(laterAttribute);
  part.dispatchEvent(new Event(partLiveEvent, { bubbles: true }));
}

export interface LaterParts<Name extends string> {
  /** One part, in a Suspense boundary of its own: it hydrates on its own once the group's code is there. */
  readonly Part: ComponentType<{ readonly name: Name }>;
}

/**
 * Parts of a page (sections below the fold) whose code is loaded only when the visitor nears one of
 * them. Until then their prerendered markup stays as it is: readable, its links and `<details>`
 * working, and a tap on a control that needs the app held by the pre-paint runtime until the part
 * is live (`data-later` on its wrapper). A tap on a link there is held by the app until the part is
 * live too, so what the app does on it (counting it, say) happens; if the part is slow to come, the
 * link is followed as plain HTML (`hold-link-taps.ts`). A `<details>` opens at once, and the app
 * hears of it once the part is live (`replay-toggles.ts`). Text typed into a field the app does not
 * control (the e-mail forms) stays; an engine form, whose fields the app controls, belongs in no
 * later part: the pre-paint recorder hands over only what was typed before the page was live. A
 * visitor who reads another language than the markup's gets the code at once, so no part stays in
 * the prerendered language.
 *
 * - Each part sits in a Suspense boundary React leaves dehydrated while the code is missing.
 * - `Part` takes only its name and is memoised: a re-render of the page must not reach a
 *   boundary that cannot hydrate yet (React would drop its markup and render it empty).
 * - Where nothing was prerendered (a page reached by a client-side navigation) the code is
 *   loaded at once, and the navigation waits for it; leaving the page before the visitor neared
 *   the parts loads it too, so coming back renders them without waiting.
 */
export function laterParts<Name extends string>(group: string, load: () => Promise<Readonly<Record<Name, ComponentType>>>): LaterParts<Name> {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  let watching = false;
  const watch = () => {
    if (watching) return;
    watching = true;
    if (typeof document === 'undefined') {
      open();
      return;
    }
    whenNear(document, group, open);
    // Markup in another language than the visitor's is no use to them: the code comes at once,
    // the parts hydrate as prerendered and then switch to the visitor's language.
    whenLanguageLeavesMarkup(open);
    // A link tapped or a question opened before its part is live reaches the app once it is.
    holdLinkTaps(document, group);
    replayToggles(document, group);
  };

  function wrap(parts: Readonly<Record<Name, ComponentType>>) {
    return function LoadedPart({ name }: { readonly name: Name }) {
      const element = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        if (element.current) announcePartLive(element.current);
      }, []);
      const Content: ComponentType = parts[name];
      return (
        <div ref={element} className={classes.part} {...{ [laterAttribute]: group }}>
          <Content />
        </div>
      );
    };
  }

  const Loaded = lazy(async () => {
    watch();
    await opened;
    return { default: wrap(await loadUntilLoaded(load)) };
  });

  const Part = memo(function LaterPart({ name }: { readonly name: Name }) {
    // Prerendered markup waits in a boundary of its own until the code comes. A page the app
    // renders itself (a client-side navigation) waits for the code with the navigation instead,
    // as for the page's own code, and shows whole: an anchor or a restored position finds its
    // section. Decided once, at mount, so a part never changes its structure.
    const [prerendered] = useState(() => typeof document === 'undefined' || document.querySelector(`[${laterAttribute}="${group}"]`) !== null);
    // Leaving the page opens the gate: the next visit of the page renders the parts at once.
    useEffect(() => () => open(), []);
    if (!prerendered) return <Loaded name={name} />;
    return (
      <Suspense fallback={null}>
        <Loaded name={name} />
      </Suspense>
    );
  });

  return { Part };
}
