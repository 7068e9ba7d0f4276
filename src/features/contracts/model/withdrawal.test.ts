import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContract } from '@server/contract/compile.ts';
import { planWithdrawal } from './withdrawal';

const contract = compileContract(readFileSync(join(process.cwd(), 'docs/api/openapi.yaml'), 'utf8'));
const typed = { name: 'Anna Muster ', email: ' anna@example.com', orderReference: 'anna@example.com', contract: ' Abo Erweitert, bestellt am 20.11.2026 ' };

describe('a withdrawal request', () => {
  it('is the trimmed details, as the contract names them', () => {
    const plan = planWithdrawal(typed, '', 'de');
    expect(plan).toEqual({
      kind: 'send',
      request: { name: 'Anna Muster', email: 'anna@example.com', orderReference: 'anna@example.com', contract: 'Abo Erweitert, bestellt am 20.11.2026', locale: 'de' },
    });
    expect(plan.kind === 'send' && contract.check('/withdrawal', plan.request)).toBeUndefined();
  });

  it('is refused without the contract it withdraws from', () => {
    expect(planWithdrawal({ ...typed, contract: '  ' }, '', 'de')).toEqual({ kind: 'invalid' });
  });

  it('is not made for a bot that filled the trap', () => {
    expect(planWithdrawal(typed, 'x', 'de')).toEqual({ kind: 'skip' });
  });
});
