import { useState } from 'react';
import type { OutboxReply } from '@/platform/outbox/model/outbox-entry';
import { receiptOf, type ReceiptKind } from '../model/receipt';
import { ReceiptPanel } from './receipt-panel';

/**
 * The receipt in the form's place, the moment the endpoint's answer is known (at once, or when a
 * saved submission went out later). An answer without a receipt counts from when it came.
 */
export function ReceiptOnArrival({
  kind,
  reply,
  request,
}: {
  kind: ReceiptKind;
  reply: OutboxReply | undefined;
  request: Readonly<Record<string, string | undefined>> | undefined;
}) {
  const [answeredAt] = useState(() => Date.now());
  return <ReceiptPanel kind={kind} receipt={receiptOf(reply, answeredAt)} request={request} headingOrder={2} focus />;
}
