import { Anchor, VisuallyHidden } from '@/ui/kit/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './new-tab-link.module.css';

/**
 * A link that opens in a new tab and tells screen readers so. The legal texts beside a form open
 * this way: reading them never loses what the visitor typed.
 */
export function NewTabLink({ href, children }: { readonly href: string; readonly children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Anchor href={href} target="_blank" rel="noopener" inherit underline="always" className={classes.link}>
      {children}
      <VisuallyHidden> {t('newTab')}</VisuallyHidden>
    </Anchor>
  );
}
