import { Alert } from '@/ui/kit/alert';
import { Text } from '@/ui/kit/typography';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Every checkout step says it: nothing is charged until the device ships. */
export function PreOrderNote() {
  const { t } = useTranslation('checkout');
  return (
    // A note to read, not an alarm: it must not interrupt a screen reader as an alert would.
    <Alert variant="light" color="lumi" title={t('preOrder.title')} icon={<IconInfoCircle aria-hidden />} role="note">
      <Text>{t('preOrder.text')}</Text>
    </Alert>
  );
}
