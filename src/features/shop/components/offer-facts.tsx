import { IconAntennaBars5, IconArrowBackUp, IconCreditCard, IconDeviceTablet, IconPhoneCall, IconTruckDelivery, type Icon } from '@tabler/icons-react';
import { VisuallyHidden } from '@/ui/kit/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopNamespace } from '../namespace';
import { useOfferValues } from '../use-offer-values';
import classes from './offer-facts.module.css';

export const offerFactKeys = ['trial', 'delivery', 'setup', 'payment', 'sim', 'screen'] as const;
export type OfferFactKey = (typeof offerFactKeys)[number];

const icons: Record<OfferFactKey, Icon> = {
  trial: IconArrowBackUp,
  delivery: IconTruckDelivery,
  setup: IconPhoneCall,
  payment: IconCreditCard,
  sim: IconAntennaBars5,
  screen: IconDeviceTablet,
};

export interface OfferFactsProps {
  readonly ns: ShopNamespace;
  readonly facts?: readonly OfferFactKey[];
  /** `tiles`: icon, title and a sentence; `checklist`: icon and title in a compact row. */
  readonly look?: 'tiles' | 'checklist';
  /** Columns of tiles on wide screens (two on tablets, one on phones). */
  readonly columns?: 2 | 3 | 4;
  /** Accent of the icons: the brand's teal or the campaign's coral. */
  readonly accent?: 'lumi' | 'coral';
  readonly className?: string;
  /** Names the list for screen readers. */
  readonly label?: string;
}

/**
 * What every plan comes with (trial and return, free delivery, phone help, payment, SIM,
 * screen) as a list. Reads `facts.<key>.title|text` from the page's namespace, with the offer
 * values (`useOfferValues`) to interpolate.
 */
export function OfferFacts({ ns, facts = offerFactKeys, look = 'tiles', columns = 3, accent = 'lumi', className, label }: OfferFactsProps) {
  const { t } = useTranslation(ns);
  const values = useOfferValues();
  const labelId = useId();
  return (
    // The list's name is text in the page (`aria-labelledby`), as in `KeyFigures`.
    <>
      {label ? <VisuallyHidden id={labelId}>{label}</VisuallyHidden> : null}
      <ul
        className={[classes.list, className].filter(Boolean).join(' ')}
        data-look={look}
        data-columns={columns}
        data-accent={accent}
        aria-labelledby={label ? labelId : undefined}
      >
        {facts.map((key) => {
          const FactIcon = icons[key];
          return (
            <li key={key} className={classes.item}>
              <span className={classes.icon}>
                <FactIcon aria-hidden size={look === 'tiles' ? 30 : 26} stroke={1.75} />
              </span>
              <span className={classes.body}>
                <span className={classes.title}>{t(`facts.${key}.title`, values)}</span>
                {look === 'tiles' && <span className={classes.text}>{t(`facts.${key}.text`, values)}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
