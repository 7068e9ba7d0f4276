import { Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { useFocusOnArrival } from '@/ui/use-focus-on-arrival';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Replaces the form once the CRM took the order and names the one step left.
 * The submit button that had focus is gone, so focus moves to the heading and is not lost.
 */
export function SubmissionSuccessPanel({ headingOrder, action }: { headingOrder: 2 | 3; action?: ReactNode }) {
  const { t } = useTranslation('info-package');
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <Stack gap="md" role="status">
      <Title ref={heading} order={headingOrder} tabIndex={-1}>
        {t('success.heading')}
      </Title>
      <Text>{t('success.text')}</Text>
      {action}
    </Stack>
  );
}
