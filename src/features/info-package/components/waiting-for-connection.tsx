import { Button } from '@/ui/kit/buttons';
import { Paper } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import classes from './waiting-for-connection.module.css';

/**
 * Said when the form was asked for offline, before its code was stored: the page stays as it is,
 * and the form opens once the connection is back. Its words are in the site's common copy, which
 * is here whenever the page is.
 */
export function WaitingForConnection({ emailKept, onCancel }: { readonly emailKept: boolean; readonly onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper className={classes.notice} shadow="md" withBorder role="status">
      <Text fw={700}>{t('infoPackageWaiting.text')}</Text>
      {emailKept && <Text mt={4}>{t('infoPackageWaiting.emailKept')}</Text>}
      <Button mt="sm" variant="default" onClick={onCancel}>
        {t('infoPackageWaiting.cancel')}
      </Button>
    </Paper>
  );
}
