import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileContract } from '../contract-compiler.ts';
import { specPath } from '../contract.ts';
import { valid } from './harness.ts';

const contract = compileContract(readFileSync(specPath, 'utf8'));

describe('compileContract', () => {
  it('takes a valid request and names the field of a bad one', () => {
    expect(contract.problem('/callback', valid.callback)).toBeUndefined();
    expect(contract.problem('/callback', { ...valid.callback, phone: 'call me' })?.field).toBe('phone');
    expect(contract.problem('/withdrawal', { ...valid.withdrawal, orderReference: undefined })?.field).toBe('orderReference');
    expect(contract.problem('/callback', { ...valid.callback, extra: 'x' })?.field).toBe('extra');
  });

  it('lists the fields each request always requires, and no conditional ones', () => {
    expect([...contract.required('/callback')].sort()).toEqual(['consent', 'day', 'locale', 'phone', 'time']);
    expect([...contract.required('/cancellation')].sort()).toEqual(['effective', 'email', 'kind', 'locale', 'name']);
    expect(contract.required('/order').has('iban')).toBe(false);
  });

  it('refuses to compile a contract whose form path has no JSON schema', () => {
    const broken = 'openapi: 3.1.0\npaths:\n  /callback:\n    post:\n      requestBody:\n        content:\n          text/plain: {}\ncomponents: {}\n';
    expect(() => compileContract(broken)).toThrow(/POST \/callback/);
  });
});
