import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useHomeSectionsTranslation } from '../use-home-translation';
import shared from './home.module.css';
import { Icon, type IconName } from './icons';
import classes from './secure-data.module.css';

const points = [
  { id: 'dsgvo', icon: 'shield-check' },
  { id: 'restricted', icon: 'world-off' },
  { id: 'contacts', icon: 'user-check' },
] as const satisfies readonly { id: string; icon: IconName }[];

/** Data protection (DSGVO, restricted internet access) with an e-mail field for the info package. */
export function SecureDataSection({ form }: { form: (labelledBy: string) => ReactNode }) {
  const { t } = useHomeSectionsTranslation();
  return (
    <section className={`${shared.section} ${shared.tinted}`} aria-labelledby="home-secure-data">
      <div className={shared.container}>
        <p className={shared.eyebrow}>{t('secureData.eyebrow')}</p>
        <h2 id="home-secure-data" className={shared.heading}>
          {t('secureData.heading')}
        </h2>
        <p className={shared.lead}>{t('secureData.text')}</p>
        <ul className={classes.points}>
          {points.map(({ id, icon }) => (
            <li key={id} className={shared.card}>
              <Icon name={icon} size={34} className={shared.checkIcon} />
              <h3 className={shared.cardTitle}>{t(`secureData.points.${id}.title`)}</h3>
              <p className={shared.cardText}>{t(`secureData.points.${id}.text`)}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link className={shared.textLink} to={paths.productPrivacy}>
            {t('secureData.privacyLink')}
          </Link>
        </p>
        <div className={classes.formBand}>
          <span className={classes.lock} aria-hidden="true">
            <Icon name="lock" size={34} stroke={1.9} />
          </span>
          <div className={classes.formBody}>
            <h3 id="home-secure-data-form" className={shared.cardTitle}>
              {t('secureData.formHeading')}
            </h3>
            {form('home-secure-data-form')}
          </div>
        </div>
      </div>
    </section>
  );
}
