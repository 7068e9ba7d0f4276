import { describe, expect, it } from 'vitest';
import { addressOf, emptyDraft, parseCheckoutDraft, stepProblem } from './checkout-draft';

const address = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.com',
  phone: '030 1234567',
  street: 'Weg 1',
  postalCode: '10115',
  city: 'Berlin',
};

describe('parseCheckoutDraft', () => {
  it('reads back what the checkout stored', () => {
    const draft = {
      plan: 'erweitert',
      address,
      addressDone: true,
      method: 'paypal',
      sepa: { accountHolder: 'Anna', iban: 'DE89', mandate: true },
      tracked: true,
    };
    expect(parseCheckoutDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it.each([undefined, '', '{', 'null', '[]', '"plan"'])('starts afresh from %j', (raw) => {
    expect(parseCheckoutDraft(raw)).toEqual(emptyDraft);
  });

  it('drops what it does not know or trust: an unknown plan, a foreign field, an over-long value', () => {
    const draft = parseCheckoutDraft(
      JSON.stringify({
        plan: 'platinum',
        address: { ...address, city: 'x'.repeat(500), admin: true },
        method: 'bitcoin',
        addressDone: 'yes',
        sepa: { mandate: 'yes' },
      }),
    );
    expect(draft.plan).toBeUndefined();
    expect(draft.address).toEqual({ ...address, city: undefined });
    expect(draft.method).toBe('sepa');
    expect(draft.addressDone).toBe(false);
    expect(draft.sepa).toEqual({});
  });
});

describe('stepProblem', () => {
  it('needs a plan for the address step', () => {
    expect(stepProblem(emptyDraft, 'address')).toBe('noPlan');
    expect(stepProblem({ ...emptyDraft, plan: 'basis' }, 'address')).toBeUndefined();
  });

  it('needs a plan and a completed address for the payment step', () => {
    expect(stepProblem(emptyDraft, 'payment')).toBe('noPlan');
    expect(stepProblem({ ...emptyDraft, plan: 'basis', address }, 'payment')).toBe('noAddress');
    expect(stepProblem({ ...emptyDraft, plan: 'basis', address, addressDone: true }, 'payment')).toBeUndefined();
  });
});

describe('addressOf', () => {
  it('takes the address fields as text and nothing else', () => {
    expect(addressOf({ ...address, mandate: true, iban: 'DE89' })).toEqual(address);
  });
});
