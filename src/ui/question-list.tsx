import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode, SyntheticEvent } from 'react';
import classes from './question-list.module.css';

export interface QuestionItem {
  readonly id: string;
  readonly question: string;
  /** One short paragraph: text, or text with links. */
  readonly answer: ReactNode;
}

interface QuestionListProps {
  readonly items: readonly QuestionItem[];
  /** Hears every opening (not the closing), with the question as written. */
  readonly onOpen?: (question: string) => void;
  /** For the list: its width, or the line colour through `--question-line`. */
  readonly className?: string;
}

/**
 * Questions that open in place, as native disclosure widgets: they work before the page is live
 * and without script, screen readers announce them as expandable, and the browser's find-in-page
 * opens the one whose closed answer holds the words searched for.
 */
export function QuestionList({ items, onOpen, className }: QuestionListProps) {
  function handleToggle(event: SyntheticEvent<HTMLDetailsElement>, question: string) {
    if (event.currentTarget.open) onOpen?.(question);
  }

  return (
    <ul className={className ? `${classes.list} ${className}` : classes.list}>
      {items.map(({ id, question, answer }) => (
        <li key={id}>
          <details className={classes.item} onToggle={(event) => handleToggle(event, question)}>
            <summary className={classes.question}>
              <span>{question}</span>
              <IconChevronDown aria-hidden size={26} stroke={2.25} className={classes.chevron} />
            </summary>
            <p className={classes.answer}>{answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
