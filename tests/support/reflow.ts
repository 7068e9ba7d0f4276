import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { chromiumArgs, desktopChromiumExecutable } from './chromium';

export interface Overflow {
  /** How far the page scrolls sideways, in CSS px (0 when it does not). */
  readonly by: number;
  /** The elements sticking out furthest on the right, to say what to fix. */
  readonly culprits: string[];
}

/** Whether the page scrolls sideways, and which elements stick out of the viewport. */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const by = Math.max(0, document.documentElement.scrollWidth - width);
    if (by === 0) return { by, culprits: [] };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const className = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      return `${element.tagName.toLowerCase()}${id}${className} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 1)
      .sort((a, b) => b.right - a.right)
      // The innermost offender says most: skip an element whose child sticks out as far.
      .filter(({ element, right }, _index, all) => !all.some((other) => other.element !== element && element.contains(other.element) && other.right >= right))
      .slice(0, 4)
      .map(({ element, right }) => `${describe(element)} → ${Math.round(right - width)}px`);
    return { by, culprits };
  });
}

/**
 * A phone 390 px wide whose browser profile sets the text size to 32 px, twice the default, as a
 * visitor sets it under Settings → Appearance → Font size: the desktop Chromium, whose profile
 * preferences the headless shell does not read. `options` adds to the context's settings
 * (reduced motion, say).
 */
export async function withLargeTextPhone(
  playwright: PlaywrightWorkerArgs['playwright'],
  visit: (context: BrowserContext) => Promise<void>,
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'lumi-large-text-'));
  mkdirSync(join(profile, 'Default'), { recursive: true });
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ webkit: { webprefs: { default_font_size: 32, default_fixed_font_size: 26 } } }));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: desktopChromiumExecutable,
    args: chromiumArgs,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    ...options,
  });
  try {
    await visit(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
