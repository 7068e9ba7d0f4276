import type { ReactNode } from 'react';
import { useHomeSectionsTranslation } from '../use-home-translation';
import shared from './home.module.css';
import { Icon } from './icons';
import classes from './info-package-section.module.css';

/** The info package block with its own e-mail field. */
export function InfoPackageSection({ form }: { form: (labelledBy: string) => ReactNode }) {
  const { t } = useHomeSectionsTranslation();
  return (
    <section className={shared.section} aria-labelledby="home-info-package">
      <div className={shared.container}>
        <div className={classes.panel}>
          <span className={classes.icon} aria-hidden="true">
            <Icon name="mail-opened" size={44} stroke={1.7} />
          </span>
          <div className={classes.body}>
            <h2 id="home-info-package" className={shared.heading}>
              {t('infoPackage.heading')}
            </h2>
            <p className={shared.lead}>{t('infoPackage.text')}</p>
            {form('home-info-package')}
          </div>
        </div>
      </div>
    </section>
  );
}
