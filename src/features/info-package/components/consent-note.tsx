import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { TaggedText } from '@/ui/tagged-text';

/** Opens in a new tab, so reading the legal text never loses what the visitor typed. */
function LegalLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('info-package');
  return (
    <Anchor href={href} target="_blank" rel="noopener" inherit underline="always">
      {children}
      <VisuallyHidden> {t('consent.newTab')}</VisuallyHidden>
    </Anchor>
  );
}

/** The consent checkbox's legal texts, right below the checkbox. */
export function ConsentNote() {
  const { t } = useTranslation('info-package');
  return (
    <Text size="md">
      <TaggedText
        text={t('consent.details')}
        components={{ declaration: <LegalLink href={paths.consent1} />, privacy: <LegalLink href={paths.privacy} /> }}
      />
    </Text>
  );
}
