import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentMeta } from '../model/check-content';
import { useContentLanguage } from '../use-content-language';

/** Title and, for English readers, the English summary plus a note that the text is German. */
export function ContentHeader({ meta, children }: { meta: ContentMeta; children?: ReactNode }) {
  const language = useContentLanguage();
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" mb="xl">
      <Title order={1}>{language === 'de' ? meta.title : meta.en.title}</Title>
      {children}
      {language === 'en' && (
        <Alert variant="light" title={t('content.germanOnly')}>
          <Text>{meta.en.summary}</Text>
        </Alert>
      )}
    </Stack>
  );
}
