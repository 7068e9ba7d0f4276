import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { track } from '@/features/analytics/track';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { isMobileUserAgent } from '../model/user-agent';
import { useHomeTranslation } from '../use-home-translation';
import shared from './home.module.css';
import { Icon } from './icons';
import classes from './contact.module.css';

/**
 * Personal advice and the live demo. Desktop visitors get the callback scheduling link, phones
 * and tablets a link that dials the support number (spec section 9). The prerendered page shows
 * the desktop link; the user agent is read after hydration.
 */
export function ContactSection() {
  const { t } = useHomeTranslation();
  const [mobile, setMobile] = useState(false);
  useEffect(() => setMobile(isMobileUserAgent(navigator.userAgent)), []);
  const { hours } = brand.support;
  return (
    <section className={shared.section}>
      <div className={`${shared.container} ${classes.grid}`}>
        <div className={`${classes.panel} ${classes.advice}`}>
          <h2 className={shared.heading}>
            {t('contact.heading')}
          </h2>
          <p className={classes.text}>{t('contact.text')}</p>
          <p className={classes.text}>{t('contact.hours', { from: hours.from, to: hours.to })}</p>
          {mobile ? (
            <>
              <a className={classes.button} href={brand.support.phoneHref} onClick={() => track('contact', { method: 'phone' })}>
                <Icon name="phone-call" size={26} />
                <span>{t('contact.call', { phone: brand.support.phone })}</span>
              </a>
              <p className={classes.hint}>{t('contact.callHint')}</p>
            </>
          ) : (
            <>
              <a className={classes.button} href={brand.links.callbackScheduling}>
                <Icon name="calendar" size={26} />
                <span>{t('contact.schedule')}</span>
              </a>
              <p className={classes.hint}>{t('contact.scheduleHint')}</p>
            </>
          )}
        </div>
        <div className={`${classes.panel} ${classes.demo}`}>
          <h2 className={shared.heading}>
            {t('demo.heading')}
          </h2>
          <p className={classes.text}>{t('demo.text')}</p>
          <Link className={classes.button} to={paths.liveDemo} onClick={() => track('demo')}>
            <Icon name="device-laptop" size={26} />
            <span>{t('demo.link')}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
