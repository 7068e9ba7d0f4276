import type { StaffRow } from './staff-rows.ts';

/** The staff list as CSV: one row per submission, nested parts as JSON in their cells. */
const csvColumns = ['id', 'kind', 'receivedAt', 'doneAt', 'erasedAt', 'fields', 'iban', 'mandate', 'payment', 'effects'] as const;

/** Pure: one CSV cell (RFC 4180), with a leading = + - @ defused for spreadsheets. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: StaffRow[]) =>
  [csvColumns.join(','), ...rows.map((row) => csvColumns.map((column) => csvCell(row[column])).join(','))].join('\r\n') + '\r\n';
