import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { testUserNamespace } from '../namespace';
import classes from './test-user.module.css';

/** Opens in a new tab, so reading the legal text never loses what the visitor typed. */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation(testUserNamespace);
  return (
    <Anchor href={href} target="_blank" rel="noopener" inherit underline="always" className={classes.underlined}>
      {children}
      <VisuallyHidden> {t('form.newTab')}</VisuallyHidden>
    </Anchor>
  );
}

/** The consent's legal texts, right below the checkbox: the privacy policy and the declaration of consent. */
export function ApplicationConsentNote() {
  const { t } = useTranslation(testUserNamespace);
  return (
    <Text size="md">
      <Trans
        t={t}
        i18nKey="form.consentDetails"
        components={{ privacy: <NewTabLink href={paths.privacy} />, declaration: <NewTabLink href={paths.consent2} /> }}
      />
    </Text>
  );
}
