import { useId, useState } from 'react';
import type { Resources } from '@/i18n/resources';
import { track } from '@/platform/analytics/track';
import { replayOnLive } from '@/ui/replay-on-live';
import { useHomeSectionsTranslation } from '../use-home-translation';
import shared from './home.module.css';
import { Icon, type IconName } from './icons';
import classes from './benefits.module.css';

export interface Benefit {
  /** A selling point of the namespace of the home sections (`benefits.items.<id>`). */
  readonly id: keyof Resources['home-sections']['benefits']['items'];
  readonly icon: IconName;
}

/**
 * One selling point as a card that turns over: the front names it, the back explains it. Both
 * faces share one grid cell, so the card keeps its height when turned and nothing below moves.
 * The button sits between the faces in the reading order, so after pressing it a screen reader
 * continues straight into the detail; the face turned away is hidden from everyone.
 */
export function BenefitCard({ id, icon }: Benefit) {
  const { t } = useHomeSectionsTranslation();
  const [turned, setTurned] = useState(false);
  const backId = useId();
  const title = t(`benefits.items.${id}.title`);
  const action = turned ? t('benefits.less') : t('benefits.more');

  function toggle() {
    const next = !turned;
    setTurned(next);
    if (next) track('flip_card');
  }

  return (
    <li className={classes.card} data-turned={turned || undefined}>
      <div className={`${classes.face} ${classes.front}`}>
        <span className={classes.icon} aria-hidden="true">
          <Icon name={icon} size={30} stroke={1.9} />
        </span>
        <h3 className={shared.cardTitle}>{title}</h3>
        <p className={shared.cardText}>{t(`benefits.items.${id}.text`)}</p>
      </div>
      <button
        type="button"
        className={classes.toggle}
        // The visible word alone would not say which card it turns; the name starts with it.
        aria-label={t('benefits.toggleLabel', { action, title })}
        aria-expanded={turned}
        aria-controls={backId}
        onClick={toggle}
        {...replayOnLive}
      >
        <Icon name={turned ? 'arrow-back-up' : 'rotate-clockwise'} size={22} />
        <span>{action}</span>
      </button>
      <div id={backId} className={`${classes.face} ${classes.back}`}>
        <h3 className={shared.cardTitle}>{title}</h3>
        <p className={shared.cardText}>{t(`benefits.items.${id}.detail`)}</p>
      </div>
    </li>
  );
}
