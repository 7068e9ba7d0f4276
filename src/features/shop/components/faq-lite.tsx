import { IconChevronDown } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/platform/analytics/track';
import type { ShopNamespace } from '../namespace';
import { useOfferValues } from '../use-offer-values';
import classes from './faq-lite.module.css';

export interface FaqLiteProps {
  readonly ns: ShopNamespace;
  /** Keys under `faq.items` in the page's namespace, each with `question` and `answer`. */
  readonly items: readonly string[];
}

/**
 * A few questions about the offer, each opening in place. Native disclosure: works before
 * hydration and without script; opening one reports it (`faq` event with the question).
 */
export function FaqLite({ ns, items }: FaqLiteProps) {
  const { t } = useTranslation(ns);
  const values = useOfferValues();
  return (
    <ul className={classes.list}>
      {items.map((key) => {
        const question = t(`faq.items.${key}.question`, values);
        const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
          if (event.currentTarget.open) track('faq', { question });
        };
        return (
          <li key={key}>
            <details className={classes.item} onToggle={onToggle}>
              <summary className={classes.question}>
                <span>{question}</span>
                <IconChevronDown aria-hidden size={26} stroke={2.25} className={classes.chevron} />
              </summary>
              <p className={classes.answer}>{t(`faq.items.${key}.answer`, values)}</p>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
