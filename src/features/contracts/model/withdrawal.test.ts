import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContract } from '@server/contract/compile.ts';
import { planSubmission } from '@/platform/forms/submission/model/descriptor';
import { withdrawalDescriptor, withdrawalRequest } from './withdrawal';

const contract = compileContract(readFileSync(join(process.cwd(), 'docs/api/openapi.yaml'), 'utf8'));
const typed = { name: 'Anna Muster ', email: ' anna@example.com', orderReference: 'anna@example.com', contract: ' Abo Erweitert, bestellt am 20.11.2026 ' };
const target = { kind: 'api', baseUrl: 'https://api.example.test', path: '/withdrawal', encoding: 'json' } as const;

describe('a withdrawal request', () => {
  it('is the trimmed details, as the contract names them', () => {
    const request = withdrawalRequest(typed, 'de');
    expect(request).toEqual({
      name: 'Anna Muster',
      email: 'anna@example.com',
      orderReference: 'anna@example.com',
      contract: 'Abo Erweitert, bestellt am 20.11.2026',
      locale: 'de',
    });
    expect(contract.check('/withdrawal', request)).toBeUndefined();
  });

  it('is refused without the contract it withdraws from', () => {
    expect(withdrawalRequest({ ...typed, contract: '  ' }, 'de')).toBeUndefined();
  });
});

describe('the withdrawal as declared', () => {
  it('is confirmed before it is sent, and posts nowhere by itself', () => {
    expect(withdrawalDescriptor.confirmFirst).toBe(true);
  });

  it('goes to /withdrawal with no analytics event, and the receipt repeats the request', () => {
    const plan = planSubmission(withdrawalDescriptor, typed, { locale: 'en', today: '2026-11-30', honeypot: '' }, target);
    expect(plan).toEqual({
      kind: 'send',
      shown: { request: { ...withdrawalRequest(typed, 'en') } },
      draft: { form: 'withdrawal', target, fields: withdrawalRequest(typed, 'en') },
    });
  });

  it('is not made for a bot that filled the trap', () => {
    expect(planSubmission(withdrawalDescriptor, typed, { locale: 'de', today: '2026-11-30', honeypot: 'x' }, target)).toEqual({
      kind: 'skip',
      shown: { request: undefined },
    });
  });
});
