import { describe, expect, it } from 'vitest';
import { loadApiContract } from '@mocks/api-contract';
import { emptyDraft, type CheckoutDraft } from './checkout-draft';
import { isTrustedApprovalUrl, planOrder } from './order-request';

const address = {
  firstName: ' Anna ',
  lastName: 'Muster',
  email: 'anna@example.com',
  phone: '030 1234567',
  street: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
};
const ready: CheckoutDraft = { ...emptyDraft, plan: 'erweitert', address, addressDone: true };
const context = { locale: 'de', apiBaseUrl: 'http://127.0.0.1:4318/api', orderPath: '/order', returnUrl: 'http://127.0.0.1:4173/success' } as const;
const sepa = { accountHolder: ' Anna Muster ', iban: 'de89 3704 0044 0532 0130 00', mandate: true };

describe('planOrder', () => {
  it('sends a SEPA pre-order with the IBAN without spaces and payment_success for the hashed contact', () => {
    const plan = planOrder(ready, sepa, '', context);
    expect(plan).toEqual({
      kind: 'send',
      shown: { plan: 'erweitert', method: 'sepa' },
      draft: {
        form: 'order',
        target: { kind: 'api', baseUrl: 'http://127.0.0.1:4318/api', path: '/order', encoding: 'json' },
        fields: {
          plan: 'erweitert',
          firstName: 'Anna',
          lastName: 'Muster',
          email: 'anna@example.com',
          phone: '030 1234567',
          street: 'Hauptstraße 1',
          postalCode: '10115',
          city: 'Berlin',
          paymentMethod: 'sepa',
          locale: 'de',
          accountHolder: 'Anna Muster',
          iban: 'DE89370400440532013000',
          mandate: 'yes',
        },
        conversion: { event: 'payment_success', contact: { email: 'anna@example.com', firstName: 'Anna', lastName: 'Muster', phone: '030 1234567' } },
      },
    });
  });

  it('sends a PayPal pre-order with the return address and no conversion yet (that comes on approval)', () => {
    const plan = planOrder({ ...ready, method: 'paypal' }, {}, '', context);
    expect(plan.kind === 'send' && plan.draft.fields).toMatchObject({ paymentMethod: 'paypal', returnUrl: 'http://127.0.0.1:4173/success' });
    expect(plan.kind === 'send' && plan.draft.conversion).toBeUndefined();
  });

  it('sends nothing without a plan, a completed address or the mandate', () => {
    expect(planOrder({ ...ready, plan: undefined }, sepa, '', context)).toEqual({ kind: 'invalid' });
    expect(planOrder({ ...ready, addressDone: false }, sepa, '', context)).toEqual({ kind: 'invalid' });
    expect(planOrder(ready, { ...sepa, mandate: false }, '', context)).toEqual({ kind: 'invalid' });
  });

  it('answers a filled trap like a success and sends nothing', () => {
    expect(planOrder(ready, sepa, 'bot text', context)).toEqual({ kind: 'skip', shown: { plan: 'erweitert', method: 'sepa' } });
  });

  it('sends what the API contract takes, for SEPA and for PayPal', async () => {
    const contract = (await loadApiContract())!;
    for (const draft of [ready, { ...ready, method: 'paypal' as const }]) {
      const plan = planOrder(draft, sepa, '', context);
      if (plan.kind !== 'send') throw new Error('expected a plan to send');
      expect(contract.check('/order', plan.draft.fields)).toBeUndefined();
    }
  });
});

describe('isTrustedApprovalUrl', () => {
  const api = 'https://api.lumi.example';

  it("follows PayPal's own https pages and the API's origin", () => {
    expect(isTrustedApprovalUrl('https://www.paypal.com/checkoutnow?token=1', api)).toBe(true);
    expect(isTrustedApprovalUrl('https://www.sandbox.paypal.com/checkoutnow?token=1', api)).toBe(true);
    expect(isTrustedApprovalUrl('https://api.lumi.example/paypal/approve?order=1', api)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'http://www.paypal.com/checkoutnow',
    'https://paypal.com.evil.example/',
    'https://evilpaypal.com/',
    'javascript:alert(1)',
    'https://user:pass@www.paypal.com/',
    'not a url',
  ])('does not follow %j', (candidate) => {
    expect(isTrustedApprovalUrl(candidate, api)).toBe(false);
  });
});
