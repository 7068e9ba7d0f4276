import { type MouseEvent, type SyntheticEvent, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { track } from '@/platform/analytics/track';
import { whenInView } from '@/platform/later/when-near';
import { takeReaderOpening } from '@/platform/read-aloud/opened-by-reader';
import { isPlainClick } from '@/ui/plain-click';
import { useFaqEntries } from '../use-faq-entries';
import classes from './faq-list.module.css';

/**
 * The FAQ as disclosure widgets (each item collapsed or expanded). Native
 * `<details>` needs no script to open, is announced as expandable by screen readers, and lets
 * the browser's find-in-page reveal a hidden answer. Opening one tracks `faq` with its question.
 */
export function FaqList() {
  const { entries, requestPurifier } = useFaqEntries();
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);

  // DOMPurify is fetched when the list comes near the viewport, not with the page.
  useEffect(() => {
    const element = list.current;
    if (!element) {
      requestPurifier();
      return;
    }
    return whenInView([element], requestPurifier, '600px 0px');
  }, [requestPurifier]);

  // An answer the page's reader opened to read it was not chosen by the visitor: not counted.
  function handleToggle(event: SyntheticEvent<HTMLDetailsElement>, question: string) {
    if (event.currentTarget.open && !takeReaderOpening(event.currentTarget)) track('faq', { question });
  }

  // Links inside answers are markup from the copy: pages of the site open through the router
  // like every other link, phone and e-mail links count as contact.
  function handleAnswerClick(event: MouseEvent<HTMLDivElement>) {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!href) return;
    if (href.startsWith('tel:')) track('contact', { method: 'phone' });
    else if (href.startsWith('mailto:')) track('contact', { method: 'email' });
    else if (href.startsWith('/') && isPlainClick(event)) {
      event.preventDefault();
      void navigate(href);
    }
  }

  return (
    <div ref={list} className={classes.list}>
      {entries.map((entry) => (
        <details key={entry.index} className={classes.item} data-faq-index={entry.index} onToggle={(event) => handleToggle(event, entry.question)}>
          <summary className={classes.question}>
            <span>{entry.question}</span>
            {/* Tabler's chevron-down (MIT), inline: the icon package would add a request of its own. */}
            <svg className={classes.chevron} viewBox="0 0 24 24" width={28} height={28} aria-hidden="true" focusable="false">
              <path d="M6 9l6 6l6 -6" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          {/* Sanitised by the FAQ model (DOMPurify); the links are handled above. */}
          <div className={classes.answer} onClick={handleAnswerClick} dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
        </details>
      ))}
    </div>
  );
}
