import { Stack } from '@/ui/kit/layout';
import { Title } from '@/ui/kit/typography';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locale';
import type { ContentMeta } from '../model/check-content';

/** The page's title in the language its body is shown in, and what the page puts below it. */
export function ContentHeader({ meta, language, children }: { meta: ContentMeta; language: Locale; children?: ReactNode }) {
  return (
    <Stack gap="sm" mb="xl">
      <Title order={1}>{language === 'de' ? meta.title : meta.en.title}</Title>
      {children}
    </Stack>
  );
}
