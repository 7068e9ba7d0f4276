import { Button } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { track } from '@/features/analytics/track';
import type { ShopNamespace } from '../namespace';
import classes from './support-contact.module.css';

/**
 * Questions before ordering: the support number (a `tel:` link, `contact` event) with the
 * hours, and the callback form. Reads `contact.text|call|callback` from the page's namespace.
 */
export function SupportContact({ ns }: { readonly ns: ShopNamespace }) {
  const { t } = useTranslation(ns);
  const { hours } = brand.support;
  return (
    <div className={classes.contact}>
      <p className={classes.text}>{t('contact.text', { from: hours.from, to: hours.to })}</p>
      <div className={classes.actions}>
        <Button
          component="a"
          href={brand.support.phoneHref}
          onClick={() => track('contact', { method: 'phone' })}
          leftSection={<IconPhone aria-hidden size={22} stroke={2} />}
          aria-label={t('contact.call', { phone: brand.support.phone })}
        >
          {brand.support.phone}
        </Button>
        <Button component={Link} to={paths.callbackform} variant="outline">
          {t('contact.callback')}
        </Button>
      </div>
    </div>
  );
}
