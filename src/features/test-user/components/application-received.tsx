import { Button } from '@/ui/kit/buttons';
import { Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useFocusOnArrival } from '@/ui/use-focus-on-arrival';
import { testUserNamespace } from '../namespace';

/**
 * Takes the place of the form once the application is through: mostly seen after it waited
 * offline, since a direct success moves on to the confirmation page. The button that had focus
 * is gone, so focus moves to the heading.
 */
export function ApplicationReceived({ email }: { email: string }) {
  const { t } = useTranslation(testUserNamespace);
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <Stack gap="md" role="status" align="flex-start">
      <Title ref={heading} order={3} tabIndex={-1}>
        {t('form.success.heading')}
      </Title>
      <Text>{email ? t('form.success.text', { email }) : t('form.success.textWithoutEmail')}</Text>
      <Button component={Link} to={paths.dipaSubmit} variant="outline" rightSection={<IconArrowRight aria-hidden />}>
        {t('form.success.next')}
      </Button>
    </Stack>
  );
}
