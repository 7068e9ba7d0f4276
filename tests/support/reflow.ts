import type { Page } from '@playwright/test';

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
