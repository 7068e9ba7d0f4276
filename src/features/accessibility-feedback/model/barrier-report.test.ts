import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContract } from '@server/contract/compile.ts';
import { planSubmission } from '@/platform/forms/submission/model/descriptor';
import { barrierReportDescriptor, barrierReportRequest } from './barrier-report';

const contract = compileContract(readFileSync(join(process.cwd(), 'docs/api/openapi.yaml'), 'utf8'));

describe('a barrier report', () => {
  it('sends what and where, and leaves out the optional contact when not given', () => {
    const request = barrierReportRequest({ problem: ' Kein Fokus ', location: '/shop', name: '', email: ' ' }, 'de');
    expect(request).toEqual({ problem: 'Kein Fokus', location: '/shop', locale: 'de' });
    expect(contract.check('/accessibility-feedback', request)).toBeUndefined();
  });

  it('sends name and e-mail when given', () => {
    const request = barrierReportRequest({ problem: 'x', location: 'y', name: 'Ben', email: 'ben@example.com' }, 'en');
    expect(request).toEqual({ problem: 'x', location: 'y', name: 'Ben', email: 'ben@example.com', locale: 'en' });
    expect(contract.check('/accessibility-feedback', request)).toBeUndefined();
  });

  it('is refused without what or where', () => {
    expect(barrierReportRequest({ problem: '', location: '/shop' }, 'de')).toBeUndefined();
    expect(barrierReportRequest({ problem: 'x', location: ' ' }, 'de')).toBeUndefined();
  });

  it('goes to /accessibility-feedback without an analytics event, and is skipped for a bot', () => {
    const target = { kind: 'api', baseUrl: 'https://api.example.test', path: '/accessibility-feedback', encoding: 'json' } as const;
    const context = { locale: 'de', today: '2026-11-30', honeypot: '' } as const;
    expect(planSubmission(barrierReportDescriptor, { problem: 'x', location: 'y', email: 'ben@example.com' }, context, target)).toEqual({
      kind: 'send',
      shown: { email: 'ben@example.com' },
      draft: { form: 'accessibility-feedback', target, fields: { problem: 'x', location: 'y', email: 'ben@example.com', locale: 'de' } },
    });
    expect(planSubmission(barrierReportDescriptor, { problem: 'x', location: 'y' }, { ...context, honeypot: 'bot' }, target)).toEqual({
      kind: 'skip',
      shown: { email: '' },
    });
  });
});
