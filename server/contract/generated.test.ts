import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractPath, kindsPath, kindsSource, typesPath, typesSource } from '../../scripts/contract/generate.ts';

/** What is generated from the contract is never edited by hand: it is what the generator writes today. */
describe('the files generated from the contract', () => {
  const specText = readFileSync(contractPath, 'utf8');

  it('hold the kinds table the contract declares (run `npm run contract` after changing it)', () => {
    expect(readFileSync(kindsPath, 'utf8')).toBe(kindsSource(specText));
  });

  it('hold the request and answer types of the contract (run `npm run contract` after changing it)', async () => {
    expect(readFileSync(typesPath, 'utf8')).toBe(await typesSource(specText));
  });
});
