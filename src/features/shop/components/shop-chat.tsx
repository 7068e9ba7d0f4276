import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { track } from '@/platform/analytics/track';
import { WhatsAppLink } from '@/platform/contact/whatsapp-link';
import type { ShopNamespace } from '../namespace';
import classes from './shop-chat.module.css';

/**
 * A short question and the WhatsApp chat with support, for visitors who would rather write than
 * call before ordering (`chat_shop` event). Reads `chat.lead|link` from the page's namespace.
 */
export function ShopChat({ ns }: { readonly ns: ShopNamespace }) {
  const { t } = useTranslation(ns);
  return (
    <p className={classes.chat}>
      <span>{t('chat.lead')}</span>{' '}
      <WhatsAppLink className={classes.link} onOpen={() => track('chat_shop')}>
        <IconBrandWhatsapp aria-hidden size={24} stroke={2} />
        {t('chat.link')}
      </WhatsAppLink>
    </p>
  );
}
