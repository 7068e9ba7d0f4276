import { Button } from '@/ui/kit/buttons';
import { IconArrowDown } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { track } from '@/platform/analytics/track';
import { applicationAnchor } from '../namespace';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Brings the application into view and puts the keyboard and screen reader there too, so the
 * next Tab lands in the form rather than back at the top of the page.
 */
export function revealApplication(target: HTMLElement | null): void {
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * "Apply now" near the top of the page. A link to the form's anchor, so it jumps there before
 * the page is live or without script; once live it scrolls gently instead and reports
 * `scroll_to_dipa`. A click meant for a new tab or window is left to the browser.
 */
export function ApplyButton({ children }: { children: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    track('scroll_to_dipa');
    revealApplication(document.getElementById(applicationAnchor));
  };
  return (
    <Button component="a" href={`#${applicationAnchor}`} size="xl" onClick={onClick} rightSection={<IconArrowDown aria-hidden />}>
      {children}
    </Button>
  );
}
