import { Container } from '@/ui/kit/layout';
import { IconCalendarEvent, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { track } from '@/platform/analytics/track';
import { FaqList } from '@/features/faq/components/faq-list';
import { SupportPhoneLink } from '@/platform/contact/support-phone-link';
import { PageIntro } from '@/ui/page-intro';
import classes from '@/features/faq/components/faq-page.module.css';

/** All questions and answers, then the ways to ask one that is not there. */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const { hours } = brand.support;
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <Container pb="xl">
        <div className={classes.content}>
          <FaqList />
          <section className={classes.contact} aria-labelledby="faq-contact">
            <h2 id="faq-contact" className={classes.contactHeading}>
              {t('contact.heading')}
            </h2>
            <p className={classes.contactText}>{t('contact.text', { from: hours.from, to: hours.to })}</p>
            <div className={classes.contactLinks}>
              <SupportPhoneLink
                className={classes.contactLink}
                adviceLabel={<span>{t('contact.advice')}</span>}
                phoneLabel={<span>{t('contact.phone', { phone: brand.support.phone })}</span>}
                icon={{ advice: <IconCalendarEvent aria-hidden size={24} />, phone: <IconPhone aria-hidden size={24} /> }}
                onContact={(method) => track('contact', { method })}
              />
              <a className={classes.contactLink} href={`mailto:${brand.support.supportEmail}`} onClick={() => track('contact', { method: 'email' })}>
                <IconMail aria-hidden size={24} />
                <span>{t('contact.email', { email: brand.support.supportEmail })}</span>
              </a>
            </div>
          </section>
        </div>
      </Container>
    </>
  );
}

export const Component = FaqPage;
