import { describe, expect, it } from 'vitest';
import { oneLine, receiptMail } from './mail-texts.ts';

const received = new Date('2026-12-06T10:00:00.000Z');

describe('the receipt mails', () => {
  it('write a one-line field as one line, whatever it holds', () => {
    expect(oneLine('Erika\r\nBcc: someone@example.com')).toBe('Erika Bcc: someone@example.com');
    const { text } = receiptMail('cancellation', 'de', 'kd_1', received, {
      name: 'Erika\nEingangsnummer: kd_forged',
      email: 'erika@example.com',
      kind: 'ordinary',
      effective: 'earliest',
      contractReference: 'L-1\u2028Eingegangen am: never',
    });
    const lines = text.split('\n');
    expect(lines.filter((line) => line.trim().startsWith('Eingangsnummer:'))).toEqual(['  Eingangsnummer: kd_1']);
    expect(lines.some((line) => line.startsWith('Eingegangen am: never'))).toBe(false);
    expect(lines[0]).toBe('Hallo Erika Eingangsnummer: kd_forged,');
  });

  it('indent every line of free text under its label, so none can pass for a line of ours', () => {
    const { text } = receiptMail('withdrawal', 'en', 'wr_1', received, {
      name: 'Erika',
      email: 'erika@example.com',
      orderReference: 'L-1',
      contract: 'Basis plan\nReceipt number: wr_forged\n\nKind regards',
    });
    const lines = text.split('\n');
    expect(lines.filter((line) => /^\s*Receipt number:/.test(line))).toEqual(['  Receipt number: wr_1', '    Receipt number: wr_forged']);
    const start = lines.indexOf('  contract:');
    expect(lines.slice(start + 1, start + 5)).toEqual(['    Basis plan', '    Receipt number: wr_forged', '    ', '    Kind regards']);
  });
});
