import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarEvent, IconPhone } from '@tabler/icons-react';
import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { SupportPhoneLink } from '@/ui/contact/support-phone-link';
import type { ShopNamespace } from '../namespace';
import { ShopChat } from './shop-chat';
import classes from './support-contact.module.css';

/** The support link drawn as the page's filled button; its icon sits in the label. */
function ButtonLink(props: ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Button component="a" {...props} classNames={{ label: classes.buttonLabel }} />;
}

/**
 * Questions before ordering: the support line with the hours (the callback scheduling on a
 * desktop, the number on a phone; `contact` event), the callback form and the WhatsApp chat
 * (`chat_shop` event). Reads `contact.text|advice|call|callback` and `chat.*` from the page's
 * namespace.
 */
export function SupportContact({ ns }: { readonly ns: ShopNamespace }) {
  const { t } = useTranslation(ns);
  const { hours } = brand.support;
  return (
    <div className={classes.contact}>
      <p className={classes.text}>{t('contact.text', { from: hours.from, to: hours.to })}</p>
      <div className={classes.actions}>
        <SupportPhoneLink
          component={ButtonLink}
          adviceLabel={t('contact.advice')}
          phoneLabel={t('contact.call', { phone: brand.support.phone })}
          icon={{ advice: <IconCalendarEvent aria-hidden size={22} stroke={2} />, phone: <IconPhone aria-hidden size={22} stroke={2} /> }}
          onContact={(method) => track('contact', { method })}
        />
        <Button component={Link} to={paths.callbackform} variant="outline">
          {t('contact.callback')}
        </Button>
      </div>
      <ShopChat ns={ns} />
    </div>
  );
}
