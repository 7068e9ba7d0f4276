import { describe, expect, it } from 'vitest';
import { formatReceiptTime, parseReceiptSearch, receiptOf, receiptSearch } from './receipt';
import { germanDay, summaryLines } from './summary';

describe('the receipt', () => {
  it('is the endpoint’s id and time of receipt', () => {
    expect(receiptOf({ id: 'cancellation-7', receivedAt: '2026-11-28T01:02:03.456Z' }, 0)).toEqual({
      id: 'cancellation-7',
      receivedAt: '2026-11-28T01:02:03.456Z',
      source: 'api',
    });
  });

  it('counts from the answer when an older endpoint gave no time of receipt', () => {
    const answeredAt = Date.UTC(2026, 10, 28, 9, 30);
    expect(receiptOf(undefined, answeredAt)).toEqual({ receivedAt: '2026-11-28T09:30:00.000Z', source: 'answer' });
    expect(receiptOf({ id: 'x-1', receivedAt: 'gestern' }, answeredAt)).toEqual({ id: 'x-1', receivedAt: '2026-11-28T09:30:00.000Z', source: 'answer' });
  });

  it('shows date and time in the visitor’s language and time zone', () => {
    expect(formatReceiptTime('2026-11-28T01:02:03Z', 'de', 'Europe/Berlin')).toBe('28. November 2026 um 02:02:03');
    expect(formatReceiptTime('2026-11-28T01:02:03Z', 'en', 'Europe/Berlin')).toMatch(/^28 November 2026(,| at) 02:02:03$/);
    expect(formatReceiptTime('kaputt', 'de')).toBe('');
  });

  it('goes into the receipt page’s address and comes back out of it', () => {
    const search = receiptSearch('withdrawal', { id: 'withdrawal-3', receivedAt: '2026-11-28T01:02:03.000Z' });
    expect(search).toBe('?kind=withdrawal&id=withdrawal-3&receivedAt=2026-11-28T01%3A02%3A03.000Z');
    expect(parseReceiptSearch(search)).toEqual({ kind: 'withdrawal', id: 'withdrawal-3', receivedAt: '2026-11-28T01:02:03.000Z' });
  });

  it('leaves out of the address what is malformed', () => {
    expect(parseReceiptSearch('?kind=order&id=<script>&receivedAt=morgen')).toEqual({});
  });
});

describe('the summary of what was sent', () => {
  it('lists the request’s fields in order, without the language', () => {
    expect(summaryLines({ name: 'Anna', email: 'a@example.com', reason: undefined, locale: 'de' })).toEqual([
      { field: 'name', value: 'Anna' },
      { field: 'email', value: 'a@example.com' },
    ]);
  });

  it('writes an ISO day as the form asked for it', () => {
    expect(germanDay('2026-12-31')).toBe('31.12.2026');
    expect(germanDay('earliest')).toBe('earliest');
  });
});
