import { describe, expect, it } from 'vitest';
import { compileContract } from '@server/contract/compile.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cancellationProblems, isoDay, localDay, planCancellation } from './cancellation';

const contract = compileContract(readFileSync(join(process.cwd(), 'docs/api/openapi.yaml'), 'utf8'));
const today = '2026-11-28';
const typed = { name: ' Anna Muster ', email: 'anna@example.com ', contractReference: ' L-2026-0042 ', street: '', postalCode: '', city: '', kind: 'ordinary', reason: '', effective: 'earliest', effectiveDate: '' };

describe('a cancellation request', () => {
  it('sends the trimmed fields the contract names, and nothing left empty', () => {
    const plan = planCancellation(typed, '', 'de', today);
    expect(plan).toEqual({
      kind: 'send',
      request: { name: 'Anna Muster', email: 'anna@example.com', contractReference: 'L-2026-0042', kind: 'ordinary', effective: 'earliest', locale: 'de' },
    });
    expect(plan.kind === 'send' && contract.check('/cancellation', plan.request)).toBeUndefined();
  });

  it('identifies the contract by the postal address when there is no number', () => {
    const plan = planCancellation({ ...typed, contractReference: '', street: 'Hauptstraße 1', postalCode: ' 10115 ', city: 'Berlin' }, '', 'en', today);
    expect(plan).toMatchObject({ kind: 'send', request: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', locale: 'en' } });
    expect(plan.kind === 'send' && 'contractReference' in plan.request).toBe(false);
    expect(plan.kind === 'send' && contract.check('/cancellation', plan.request)).toBeUndefined();
  });

  it('carries the reason of an extraordinary cancellation and the chosen date as ISO', () => {
    const plan = planCancellation({ ...typed, kind: 'extraordinary', reason: ' Umzug ins Pflegeheim ', effective: 'date', effectiveDate: '31.12.2026' }, '', 'de', today);
    expect(plan).toMatchObject({ kind: 'send', request: { kind: 'extraordinary', reason: 'Umzug ins Pflegeheim', effective: '2026-12-31' } });
    expect(plan.kind === 'send' && contract.check('/cancellation', plan.request)).toBeUndefined();
  });

  it('leaves out a reason typed before switching back to an ordinary cancellation, and a date left behind', () => {
    const plan = planCancellation({ ...typed, reason: 'egal', effectiveDate: '1.1.2027' }, '', 'de', today);
    expect(plan).toMatchObject({ kind: 'send', request: { effective: 'earliest' } });
    expect(plan.kind === 'send' && 'reason' in plan.request).toBe(false);
  });

  it('sends nothing for a bot that filled the trap', () => {
    expect(planCancellation(typed, 'spam', 'de', today)).toEqual({ kind: 'skip' });
  });

  it('refuses values whose problems the form should have shown', () => {
    expect(planCancellation({ ...typed, contractReference: '' }, '', 'de', today)).toEqual({ kind: 'invalid', problems: { contractReference: 'identifyContract' } });
    expect(planCancellation({ ...typed, name: ' ' }, '', 'de', today)).toMatchObject({ kind: 'invalid' });
  });
});

describe('the problems between fields', () => {
  it('asks for a number or an address when neither is there', () => {
    expect(cancellationProblems({ ...typed, contractReference: '' }, today)).toEqual({ contractReference: 'identifyContract' });
  });

  it('names the missing parts of a started address', () => {
    expect(cancellationProblems({ ...typed, contractReference: '', street: 'Hauptstraße 1' }, today)).toEqual({ postalCode: 'addressIncomplete', city: 'addressIncomplete' });
  });

  it('asks for the reason of an extraordinary cancellation', () => {
    expect(cancellationProblems({ ...typed, kind: 'extraordinary' }, today)).toEqual({ reason: 'reasonRequired' });
  });

  it('asks for a chosen date that exists and is not past', () => {
    expect(cancellationProblems({ ...typed, effective: 'date' }, today)).toEqual({ effectiveDate: 'dateRequired' });
    expect(cancellationProblems({ ...typed, effective: 'date', effectiveDate: '31.02.2027' }, today)).toEqual({ effectiveDate: 'dateFormat' });
    expect(cancellationProblems({ ...typed, effective: 'date', effectiveDate: 'Silvester' }, today)).toEqual({ effectiveDate: 'dateFormat' });
    expect(cancellationProblems({ ...typed, effective: 'date', effectiveDate: '27.11.2026' }, today)).toEqual({ effectiveDate: 'datePast' });
    expect(cancellationProblems({ ...typed, effective: 'date', effectiveDate: '28.11.2026' }, today)).toEqual({});
  });
});

describe('isoDay and localDay', () => {
  it('read German and ISO days and refuse days that do not exist', () => {
    expect(isoDay('1.2.2027')).toBe('2027-02-01');
    expect(isoDay(' 2026-12-31 ')).toBe('2026-12-31');
    expect(isoDay('29.02.2027')).toBeUndefined();
    expect(isoDay('12/31/2026')).toBeUndefined();
  });

  it('write the visitor’s calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
