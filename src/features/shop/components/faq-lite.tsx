import { IconChevronDown } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { track } from '@/platform/analytics/track';
import classes from './faq-lite.module.css';

export interface FaqLiteItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/**
 * A few questions about the offer, each opening in place. Native disclosure: works before
 * hydration and without script; opening one reports it (`faq` event with the question).
 */
export function FaqLite({ items }: { readonly items: readonly FaqLiteItem[] }) {
  return (
    <ul className={classes.list}>
      {items.map(({ id, question, answer }) => {
        const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
          if (event.currentTarget.open) track('faq', { question });
        };
        return (
          <li key={id}>
            <details className={classes.item} onToggle={onToggle}>
              <summary className={classes.question}>
                <span>{question}</span>
                <IconChevronDown aria-hidden size={26} stroke={2.25} className={classes.chevron} />
              </summary>
              <p className={classes.answer}>{answer}</p>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
