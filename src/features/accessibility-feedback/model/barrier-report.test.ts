import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContract } from '@server/contract/compile.ts';
import { planBarrierReport } from './barrier-report';

const contract = compileContract(readFileSync(join(process.cwd(), 'docs/api/openapi.yaml'), 'utf8'));

describe('a barrier report', () => {
  it('sends what and where, and leaves out the optional contact when not given', () => {
    const plan = planBarrierReport({ problem: ' Kein Fokus ', location: '/shop', name: '', email: ' ' }, '', 'de');
    expect(plan).toEqual({ kind: 'send', request: { problem: 'Kein Fokus', location: '/shop', locale: 'de' } });
    expect(plan.kind === 'send' && contract.check('/accessibility-feedback', plan.request)).toBeUndefined();
  });

  it('sends name and e-mail when given', () => {
    const plan = planBarrierReport({ problem: 'x', location: 'y', name: 'Ben', email: 'ben@example.com' }, '', 'en');
    expect(plan).toEqual({ kind: 'send', request: { problem: 'x', location: 'y', name: 'Ben', email: 'ben@example.com', locale: 'en' } });
    expect(plan.kind === 'send' && contract.check('/accessibility-feedback', plan.request)).toBeUndefined();
  });

  it('is refused without what or where, and skipped for a bot', () => {
    expect(planBarrierReport({ problem: '', location: '/shop' }, '', 'de')).toEqual({ kind: 'invalid' });
    expect(planBarrierReport({ problem: 'x', location: ' ' }, '', 'de')).toEqual({ kind: 'invalid' });
    expect(planBarrierReport({ problem: 'x', location: 'y' }, 'bot', 'de')).toEqual({ kind: 'skip' });
  });
});
