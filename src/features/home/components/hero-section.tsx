import type { ReactNode } from 'react';
import { useHomeTranslation } from '../use-home-translation';
import { HeroVideo } from './hero-video';
import { TopIcon } from './top-icons';
import shared from './home.module.css';
import classes from './hero.module.css';

const points = ['voice', 'sim', 'trial'] as const;

/** The top of the home page: its one h1, the first paragraph, the e-mail field and the looping device video. */
export function HeroSection({ form }: { form: ReactNode }) {
  const { t } = useHomeTranslation();
  return (
    <section className={classes.hero} aria-labelledby="home-heading">
      <div className={`${shared.container} ${classes.grid}`}>
        <div className={classes.copy}>
          <p className={shared.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 id="home-heading" className={classes.title}>
            {t('heading')}
          </h1>
          <p className={classes.intro}>{t('intro')}</p>
          <div className={classes.form}>{form}</div>
        </div>
        <div className={classes.media}>
          <HeroVideo alt={t('hero.videoAlt')} pauseLabel={t('hero.pause')} playLabel={t('hero.play')} />
        </div>
        <ul className={`${shared.plainList} ${classes.points}`}>
          {points.map((point) => (
            <li key={point}>
              <TopIcon name="circle-check" size={26} className={shared.checkIcon} />
              <span>{t(`hero.points.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
