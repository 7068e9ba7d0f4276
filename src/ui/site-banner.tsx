import { CloseButton } from '@/ui/kit/buttons';
import { Container, Group } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './site-banner.module.css';

/**
 * `donation` promises the New Year donation and may show only while the `new-year-donation`
 * flag is on; `trial` is the same campaign slot's neutral text for when it is off.
 */
export type BannerKind = 'notOrderable' | 'christmas' | 'donation' | 'trial' | 'groupSessions' | 'testUser';

/**
 * A campaign or status banner above the navigation. Dismissing hides it for this page
 * view only: it shows again on the next page load.
 */
export function SiteBanner({ kind, dismissible = true }: { kind: BannerKind; dismissible?: boolean }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    // A named section is a region landmark, as the ARIA role said, in the element made for it.
    <section className={classes.banner} data-banner={kind} aria-label={t(`banner.${kind}`)}>
      <Container>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text className={classes.text}>{t(`banner.${kind}`)}</Text>
          {dismissible && <CloseButton aria-label={t('banner.dismiss')} onClick={() => setDismissed(true)} className={classes.close} variant="transparent" />}
        </Group>
      </Container>
    </section>
  );
}
