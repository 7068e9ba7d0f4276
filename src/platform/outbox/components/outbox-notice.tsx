import { CloseButton } from '@/ui/kit/buttons';
import { Paper, Stack } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/platform/formatting/model/format';
import { outboxReadAtAtom } from '../atoms';
import type { OutboxEntry } from '../model/outbox-entry';
import { viewOf } from '../model/outbox-policy';
import { acknowledgeOutboxEntry } from '../outbox-runtime';
import classes from './outbox-notice.module.css';
import { localeOf } from '@/i18n/locale';

/**
 * The site-wide word on submissions no form on this page is showing: saved and waiting, sent
 * since the last visit, refused or expired. Final states stay until the visitor closes them.
 */
export function OutboxNotice({ entries }: { entries: readonly OutboxEntry[] }) {
  const { t, i18n } = useTranslation('pwa');
  const language = localeOf(i18n.language);
  const now = useAtomValue(outboxReadAtAtom);
  return (
    <section className={classes.region} aria-label={t('outbox.regionLabel')}>
      <Stack gap="xs">
        {entries.map((entry) => {
          const view = viewOf(entry, now);
          const text = t(`outbox.${view}`, {
            form: t(`outbox.forms.${entry.form}`),
            date: formatMoment(entry.createdAt, language),
            reason: entry.lastError || t('outbox.unknownReason'),
          });
          return (
            <Paper key={entry.id} className={classes.notice} data-view={view} withBorder role="status">
              <Text>{text}</Text>
              {view !== 'queued' && <CloseButton aria-label={t('outbox.close')} onClick={() => void acknowledgeOutboxEntry(entry.id)} />}
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}
