import { Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { NewTabLink } from '@/ui/new-tab-link';
import { TaggedText } from '@/ui/tagged-text';
import { useFocusOnArrival } from '@/ui/use-focus-on-arrival';
import type { CallbackWish } from '../model/submission';
import { type CallbackDay, formatClock, type TimeWindow } from '../model/time-window';
import { callbackNamespace } from '../namespace';

/** Which of the four "when" sentences fits the wish (a literal key, so the type check knows it exists). */
function whenKey(day: CallbackDay, time: string) {
  if (day === 'any') return time ? 'form.success.when.anyDayAt' : 'form.success.when.anyDay';
  return time ? 'form.success.when.dayAt' : 'form.success.when.day';
}

/**
 * Takes the place of the form once the request is through and repeats what was asked for, so
 * a wrong number is noticed. The button that had focus is gone: focus moves to the heading.
 */
export function CallbackSuccessPanel({ wish, phone, window, action }: { wish: CallbackWish; phone: string; window: TimeWindow; action?: ReactNode }) {
  const { t } = useTranslation(callbackNamespace);
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const when = t(whenKey(wish.day, wish.time), {
    day: wish.day === 'any' ? '' : t(`form.fields.days.${wish.day}`),
    time: wish.time,
    from: formatClock(window.from),
    to: formatClock(window.to),
  });
  return (
    <Stack gap="md" role="status">
      <Title ref={heading} order={2} tabIndex={-1}>
        {t('form.success.heading')}
      </Title>
      <Text>{phone ? t('form.success.text', { when, phone }) : t('form.success.textWithoutPhone', { when })}</Text>
      <Text>{t('form.success.prepare')}</Text>
      {action}
    </Stack>
  );
}

/** The consent's legal text, right below the checkbox. */
export function CallbackConsentNote() {
  const { t } = useTranslation(callbackNamespace);
  return (
    <Text size="md">
      <TaggedText text={t('form.consentDetails')} components={{ privacy: <NewTabLink href={paths.privacy} /> }} />
    </Text>
  );
}
