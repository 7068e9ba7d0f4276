import { describe, expect, it } from 'vitest';
import { normaliseFormPost } from './form-post.ts';

const none: ReadonlySet<string> = new Set();

describe('normaliseFormPost', () => {
  it('leaves out the fields a visitor left empty and keeps the rest as typed', () => {
    expect(normaliseFormPost({ name: '', phone: '030 1234567', time: '', email_address_check: '' }, none)).toEqual({ phone: '030 1234567' });
  });

  it('keeps an empty field the contract always requires, for the contract to judge', () => {
    expect(normaliseFormPost({ phone: '030 1234567', time: '', name: '' }, new Set(['phone', 'time']))).toEqual({ phone: '030 1234567', time: '' });
  });

  it('keeps a space-only answer, which the contract judges', () => {
    expect(normaliseFormPost({ name: ' ' }, none)).toEqual({ name: ' ' });
  });

  it('turns a ticked consent checkbox without a value of its own into the contract\u2019s yes', () => {
    expect(normaliseFormPost({ consent: 'on' }, none)).toEqual({ consent: 'yes' });
    expect(normaliseFormPost({ consent: 'yes' }, none)).toEqual({ consent: 'yes' });
    expect(normaliseFormPost({ consent: 'no' }, none)).toEqual({ consent: 'no' });
  });

  it('leaves other fields that say on alone', () => {
    expect(normaliseFormPost({ message: 'on' }, none)).toEqual({ message: 'on' });
  });

  it('folds a chosen date into effective, in the contract\u2019s YYYY-MM-DD', () => {
    expect(normaliseFormPost({ effective: 'date', effectiveDate: '31.1.2027' }, none)).toEqual({ effective: '2027-01-31' });
    expect(normaliseFormPost({ effective: 'date', effectiveDate: ' 2027-01-31 ' }, none)).toEqual({ effective: '2027-01-31' });
  });

  it('drops a date left behind after choosing the earliest date', () => {
    expect(normaliseFormPost({ effective: 'earliest', effectiveDate: '31.01.2027' }, none)).toEqual({ effective: 'earliest' });
    expect(normaliseFormPost({ effective: 'earliest', effectiveDate: '' }, none)).toEqual({ effective: 'earliest' });
  });

  it('leaves a chosen date that was not typed, or typed wrong, for the contract to refuse', () => {
    expect(normaliseFormPost({ effective: 'date', effectiveDate: '' }, none)).toEqual({ effective: '' });
    expect(normaliseFormPost({ effective: 'date', effectiveDate: 'next week' }, none)).toEqual({ effective: 'next week' });
  });

  it('leaves effective alone when the form has no date field', () => {
    expect(normaliseFormPost({ effective: 'date' }, none)).toEqual({ effective: 'date' });
  });
});
