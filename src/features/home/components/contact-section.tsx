import { Link } from 'react-router-dom';
import { track } from '@/platform/analytics/track';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { SupportPhoneLink } from '@/platform/contact/support-phone-link';
import { useMobileUserAgent } from '@/platform/contact/use-mobile-user-agent';
import { useHomeSectionsTranslation } from '../use-home-translation';
import shared from './home.module.css';
import { Icon } from './icons';
import classes from './contact.module.css';

/**
 * Personal advice and the live demo. The support link offers the callback scheduling on a
 * desktop and dials the number on a phone; the hint below it follows the same choice.
 */
export function ContactSection() {
  const { t } = useHomeSectionsTranslation();
  const mobile = useMobileUserAgent();
  const { hours } = brand.support;
  return (
    <section className={shared.section}>
      <div className={`${shared.container} ${classes.grid}`}>
        <div className={`${classes.panel} ${classes.advice}`}>
          <h2 className={shared.heading}>{t('contact.heading')}</h2>
          <p className={classes.text}>{t('contact.text')}</p>
          <p className={classes.text}>{t('contact.hours', { from: hours.from, to: hours.to })}</p>
          <SupportPhoneLink
            className={classes.button}
            adviceLabel={<span>{t('contact.schedule')}</span>}
            phoneLabel={<span>{t('contact.call', { phone: brand.support.phone })}</span>}
            icon={{ advice: <Icon name="calendar" size={26} />, phone: <Icon name="phone-call" size={26} /> }}
            onContact={(method) => track('contact', { method })}
          />
          <p className={classes.hint}>{mobile ? t('contact.callHint') : t('contact.scheduleHint')}</p>
        </div>
        <div className={`${classes.panel} ${classes.demo}`}>
          <h2 className={shared.heading}>{t('demo.heading')}</h2>
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
