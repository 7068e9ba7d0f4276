import { useHomeTranslation } from '../use-home-translation';
import shared from './home.module.css';
import { Icon, type IconName } from './icons';
import classes from './benefits.module.css';

const benefits: readonly { id: string; icon: IconName }[] = [
  { id: 'proactive', icon: 'sparkles' },
  { id: 'voice', icon: 'microphone' },
  { id: 'sim', icon: 'wifi-off' },
  { id: 'family', icon: 'users' },
  { id: 'careGrade', icon: 'heartbeat' },
  { id: 'trial', icon: 'calendar-heart' },
];

/** The selling points of spec section 1 as cards. */
export function BenefitsSection() {
  const { t } = useHomeTranslation();
  return (
    <section className={`${shared.section} ${shared.sand}`} aria-labelledby="home-benefits">
      <div className={shared.container}>
        <p className={shared.eyebrow}>{t('benefits.eyebrow')}</p>
        <h2 id="home-benefits" className={shared.heading}>
          {t('benefits.heading')}
        </h2>
        <ul className={classes.grid}>
          {benefits.map(({ id, icon }) => (
            <li key={id} className={shared.card}>
              <span className={classes.icon} aria-hidden="true">
                <Icon name={icon} size={30} stroke={1.9} />
              </span>
              <h3 className={shared.cardTitle}>
                {t(`benefits.items.${id}.title`)}
              </h3>
              <p className={shared.cardText}>{t(`benefits.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
