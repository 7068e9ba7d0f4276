import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { scenePath, sceneSize } from '../model/media';
import { useHomeSectionsTranslation } from '../use-home-translation';
import shared from './home.module.css';
import { Icon, type IconName } from './icons';

const points = [
  { id: 'plans', icon: 'calendar-time' },
  { id: 'profile', icon: 'adjustments' },
  { id: 'call', icon: 'phone-call' },
  { id: 'invite', icon: 'user-plus' },
] as const satisfies readonly { id: string; icon: IconName }[];

/** The relatives' app (anchor `#vernetzen`, linked from other pages). */
export function ConnectSection() {
  const { t } = useHomeSectionsTranslation();
  return (
    <section id="vernetzen" className={`${shared.section} ${shared.sand}`} aria-labelledby="home-connect">
      <div className={`${shared.container} ${shared.split} ${shared.splitReverse}`}>
        <div>
          <p className={shared.eyebrow}>{t('connect.eyebrow')}</p>
          <h2 id="home-connect" className={shared.heading}>
            {t('connect.heading')}
          </h2>
          <p className={shared.lead}>{t('connect.text')}</p>
          <ul className={shared.checkList}>
            {points.map(({ id, icon }) => (
              <li key={id}>
                <Icon name={icon} size={28} className={shared.checkIcon} />
                <span>{t(`connect.points.${id}`)}</span>
              </li>
            ))}
          </ul>
          <div className={shared.actions}>
            <Link className={shared.textLink} to={paths.app}>
              {t('connect.appLink')}
            </Link>
            <Link className={shared.textLink} to={paths.relatives}>
              {t('connect.relativesLink')}
            </Link>
          </div>
        </div>
        <div className={shared.frame}>
          <img
            className={shared.fluid}
            src={scenePath('sicherheit')}
            width={sceneSize.width}
            height={sceneSize.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}
