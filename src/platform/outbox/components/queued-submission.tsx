import { Alert } from '@/ui/kit/alert';
import { Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { useFocusOnArrival } from '@/ui/use-focus-on-arrival';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxReadAtAtom } from '../atoms';
import type { OutboxReply } from '../model/outbox-entry';
import { viewOf, type OutboxView } from '../model/outbox-policy';
import { useOutboxEntry } from '../use-outbox-entry';

export interface QueuedSubmissionProps {
  readonly id: string;
  readonly headingOrder: 2 | 3;
  /** What the form shows once the endpoint took the submission (its own success panel), with the endpoint's answer. */
  readonly renderSent: (reply: OutboxReply | undefined) => ReactNode;
  /** The form's own words while it waits (a cancellation must say it is not sent yet); else the general ones. */
  readonly queuedCopy?: QueuedCopy;
}

export interface QueuedCopy {
  readonly heading: string;
  readonly text: string;
}

/**
 * Takes the place of a form whose submission waits in the outbox: says it is saved, and turns
 * into the form's success panel when it goes through (or a clear refusal, or expiry).
 */
export function QueuedSubmission({ id, headingOrder, renderSent, queuedCopy }: QueuedSubmissionProps) {
  const { t } = useTranslation('pwa');
  const entry = useOutboxEntry(id);
  // A final entry the visitor has seen is removed from the outbox; the form remembers it.
  const now = useAtomValue(outboxReadAtAtom);
  const [last, setLast] = useState<{ view: OutboxView; reply?: OutboxReply }>({ view: 'queued' });
  const view = entry ? viewOf(entry, now) : last.view;
  const reply = entry ? entry.reply : last.reply;
  useEffect(() => {
    if (entry) setLast(entry.reply ? { view: viewOf(entry, now), reply: entry.reply } : { view: viewOf(entry, now) });
  }, [entry, now]);
  const heading = useFocusOnArrival<HTMLHeadingElement>(true, view);

  if (view === 'sent') return renderSent(reply);
  if (view === 'queued') {
    return (
      <Stack gap="md" role="status" data-outbox-state="queued">
        <Title ref={heading} order={headingOrder} tabIndex={-1}>
          {queuedCopy?.heading ?? t('form.queuedHeading')}
        </Title>
        <Text>{queuedCopy?.text ?? t('form.queuedText')}</Text>
      </Stack>
    );
  }
  return (
    <Alert role="alert" color="red" variant="light" data-outbox-state={view}>
      <Title ref={heading} order={headingOrder} tabIndex={-1} c="red.9">
        {t(view === 'failed' ? 'form.failedHeading' : 'form.expiredHeading')}
      </Title>
      <Text mt="xs">{t(view === 'failed' ? 'form.failedText' : 'form.expiredText', { reason: entry?.lastError ?? '' })}</Text>
    </Alert>
  );
}
