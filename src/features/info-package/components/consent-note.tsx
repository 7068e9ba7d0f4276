import { Text } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { NewTabLink } from '@/ui/new-tab-link';
import { TaggedText } from '@/ui/tagged-text';

/** The consent checkbox's legal texts, right below the checkbox. */
export function ConsentNote() {
  const { t } = useTranslation('info-package');
  return (
    <Text size="md">
      <TaggedText
        text={t('consent.details')}
        components={{ declaration: <NewTabLink href={paths.consent1} />, privacy: <NewTabLink href={paths.privacy} /> }}
      />
    </Text>
  );
}
