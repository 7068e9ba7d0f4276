import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileContract } from './compile.ts';
import { specPath } from './contract.ts';
import { valid } from '../testing/harness.ts';

const contract = compileContract(readFileSync(specPath, 'utf8'));

describe('compileContract', () => {
  it('takes a valid request and names the field of a bad one', () => {
    expect(contract.problem('/callback', valid.callback)).toBeUndefined();
    expect(contract.problem('/callback', { ...valid.callback, phone: 'call me' })?.field).toBe('phone');
    expect(contract.problem('/withdrawal', { ...valid.withdrawal, orderReference: undefined })?.field).toBe('orderReference');
  });

  it('names the field the chosen way of paying lacks, not one of the other way', () => {
    expect(contract.problem('/order', { ...valid.orderPaypal, returnUrl: undefined })?.field).toBe('returnUrl');
    expect(contract.problem('/order', { ...valid.orderSepa, accountHolder: undefined })?.field).toBe('accountHolder');
    expect(contract.problem('/order', { ...valid.orderSepa, mandate: undefined })?.field).toBe('mandate');
  });

  it('names only fields of the contract: an unknown one, whatever its name, is not echoed', () => {
    for (const name of ['extra', 'constructor', '__proto__', 'toString']) {
      const body = JSON.parse(`{${JSON.stringify(name)}: "x"}`) as Record<string, string>;
      const found = contract.problem('/callback', { ...valid.callback, ...body });
      expect(found).toMatchObject({ field: undefined });
      expect(found?.text).not.toContain(name);
    }
  });

  it('refuses text PostgreSQL cannot hold and control characters, and line breaks outside the fields that allow them', () => {
    expect(contract.problem('/callback', { ...valid.callback, name: 'Erika\u0000' })).toMatchObject({ field: 'name', text: 'name contains a NUL character' });
    expect(contract.problem('/callback', { ...valid.callback, name: 'Erika \uD800' })?.field).toBe('name');
    expect(contract.problem('/callback', { ...valid.callback, name: 'Erika\nBcc: x' })?.field).toBe('name');
    expect(contract.problem('/callback', { ...valid.callback, name: 'Erika\u001B[31m' })?.field).toBe('name');
    expect(contract.problem('/test-user', { ...valid['test-user'], message: 'Line one\nLine two\r\n\tindented' })).toBeUndefined();
    expect(contract.problem('/test-user', { ...valid['test-user'], message: 'Bell\u0007' })?.field).toBe('message');
    expect(contract.problem('/test-user', { ...valid['test-user'], message: 'a\u0000' })?.field).toBe('message');
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
