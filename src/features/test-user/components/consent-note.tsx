import { Text } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { NewTabLink } from '@/ui/new-tab-link';
import { TaggedText } from '@/ui/tagged-text';
import { testUserNamespace } from '../namespace';

/** The consent's legal texts, right below the checkbox: the privacy policy and the declaration of consent. */
export function ApplicationConsentNote() {
  const { t } = useTranslation(testUserNamespace);
  return (
    <Text size="md">
      <TaggedText
        text={t('form.consentDetails')}
        components={{ privacy: <NewTabLink href={paths.privacy} />, declaration: <NewTabLink href={paths.consent2} /> }}
      />
    </Text>
  );
}
