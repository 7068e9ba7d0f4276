import { Button } from '@/ui/kit/buttons';
import { Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { useFocusOnArrival } from '@/ui/use-focus-on-arrival';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contractsNamespace } from '../namespace';
import { formatReceiptTime, type Receipt, type ReceiptKind } from '../model/receipt';
import { SentSummary } from './sent-summary';
import classes from './contracts.module.css';
import { localeOf } from '@/i18n/locale';

export interface ReceiptPanelProps {
  readonly kind: ReceiptKind | undefined;
  readonly receipt: Partial<Receipt>;
  /** The request as it was sent; unknown on the receipt page reached by address. */
  readonly request?: Readonly<Record<string, string | undefined>>;
  readonly headingOrder: 1 | 2;
  /** Focus the heading: the form or button that had focus is gone. */
  readonly focus?: boolean;
}

/**
 * The receipt of a cancellation or withdrawal: that it was received, when (date and time), its
 * number, what was sent, that an e-mail follows, and a way to print or save it as PDF.
 */
export function ReceiptPanel({ kind, receipt, request, headingOrder, focus = false }: ReceiptPanelProps) {
  const { t, i18n } = useTranslation(contractsNamespace, { keyPrefix: 'receipt' });
  const language = localeOf(i18n.language);
  const heading = useFocusOnArrival<HTMLHeadingElement>(focus);
  const email = request?.email;
  return (
    <Stack gap="md" role="status" className={classes.receipt} data-receipt={kind ?? 'unknown'}>
      <Title ref={heading} order={headingOrder} tabIndex={-1}>
        {kind ? t(`headings.${kind}`) : t('heading')}
      </Title>
      {receipt.receivedAt ? (
        <Text size="lg">
          <strong>{receipt.source === 'answer' ? t('answeredAt') : t('receivedAt')}:</strong>{' '}
          <time dateTime={receipt.receivedAt} data-testid="received-at">
            {formatReceiptTime(receipt.receivedAt, language)}
          </time>
        </Text>
      ) : null}
      {receipt.id ? (
        <Text>
          <strong>{t('id')}:</strong> <span data-testid="receipt-id">{receipt.id}</span>
        </Text>
      ) : null}
      {request ? (
        <Stack gap="xs">
          <Title order={headingOrder === 1 ? 2 : 3}>{t('sent')}</Title>
          <SentSummary request={request} />
        </Stack>
      ) : null}
      <Text>{email ? t('email', { email }) : t('emailGeneric')}</Text>
      <Stack gap={4} align="flex-start" className={classes.noPrint}>
        <Button type="button" variant="outline" leftSection={<IconPrinter aria-hidden />} onClick={() => window.print()}>
          {t('print')}
        </Button>
        <Text c="dimmed">{t('printHint')}</Text>
      </Stack>
    </Stack>
  );
}
