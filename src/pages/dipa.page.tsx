import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { articlePath } from '@/config/routes';
import { MoreLink } from '@/ui/sections/more-link';
import { ProgrammePage } from '@/features/test-user/components/programme-page';

/** The DiPA study: the same application as the test-user programme, sent as `programme: dipa`. */
export function DipaPage() {
  const { t } = useTranslation('dipa');
  return <ProgrammePage namespace="dipa" programme="dipa" introExtra={<MoreLink to={articlePath(`${brand.slug}-goes-dipa`)}>{t('blogLink')}</MoreLink>} />;
}

export const Component = DipaPage;
