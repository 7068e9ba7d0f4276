import { scenePath, sceneSize } from '../model/media';
import { useHomeSectionsTranslation } from '../use-home-translation';
import shared from './home.module.css';
import classes from './happier.module.css';

const facts = ['tests', 'iterations', 'year'] as const;

/** Less loneliness, and how the product was made (anchor `#glücklicher`, linked from other pages). */
export function HappierSection() {
  const { t } = useHomeSectionsTranslation();
  return (
    <section id="glücklicher" className={shared.section} aria-labelledby="home-happier">
      <div className={shared.container}>
        <div className={shared.split}>
          <div>
            <p className={shared.eyebrow}>{t('happier.eyebrow')}</p>
            <h2 id="home-happier" className={shared.heading}>
              {t('happier.heading')}
            </h2>
            <p className={shared.lead}>{t('happier.text')}</p>
          </div>
          <div className={shared.frame}>
            <img
              className={shared.fluid}
              src={scenePath('gemeinschaft')}
              width={sceneSize.width}
              height={sceneSize.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          </div>
        </div>
        <dl className={classes.facts}>
          {facts.map((fact) => (
            <div key={fact} className={classes.fact}>
              <dt className={classes.label}>{t(`happier.facts.${fact}.label`)}</dt>
              <dd className={classes.value}>{t(`happier.facts.${fact}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
