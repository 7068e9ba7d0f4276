import { useHomeSectionsTranslation } from '../use-home-translation';
import { BenefitCard, type Benefit } from './benefit-card';
import shared from './home.module.css';
import classes from './benefits.module.css';

const benefits: readonly Benefit[] = [
  { id: 'proactive', icon: 'sparkles' },
  { id: 'voice', icon: 'microphone' },
  { id: 'sim', icon: 'wifi-off' },
  { id: 'family', icon: 'users' },
  { id: 'careGrade', icon: 'heartbeat' },
  { id: 'trial', icon: 'calendar-heart' },
];

/** The selling points as cards that turn over to explain themselves. */
export function BenefitsSection() {
  const { t } = useHomeSectionsTranslation();
  return (
    <section className={`${shared.section} ${shared.sand}`} aria-labelledby="home-benefits">
      <div className={shared.container}>
        <p className={shared.eyebrow}>{t('benefits.eyebrow')}</p>
        <h2 id="home-benefits" className={shared.heading}>
          {t('benefits.heading')}
        </h2>
        <ul className={classes.grid}>
          {benefits.map((benefit) => (
            <BenefitCard key={benefit.id} {...benefit} />
          ))}
        </ul>
      </div>
    </section>
  );
}
