import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import deCheckout from '@/i18n/locales/de/checkout.json';
import enCheckout from '@/i18n/locales/en/checkout.json';
import { offerTerms, plans } from '@/platform/plans/plans';

/**
 * The terms (/agb) and the checkout's last step say the same about price, term, notice,
 * delivery and charging: the numbers of the plans module, the order button's label, the
 * pre-order that binds to nothing until a delivery date is confirmed. (The imprint names none
 * of these.)
 */
const legal = (file: string) => readFileSync(join(process.cwd(), 'src/content/legal', file), 'utf8').replace(/\s+/g, ' ');
const agb = { de: legal('agb.mdx'), en: legal('agb.en.mdx') };
const germanAmount = (euro: number) => euro.toFixed(2).replace('.', ',');

describe('the terms and the checkout agree', () => {
  it('on the monthly prices, the hardware fee, VAT and shipping', () => {
    for (const plan of plans) {
      expect(agb.de).toContain(`${germanAmount(plan.monthlyPrice)} € im Monat`);
      expect(agb.en).toContain(`€${plan.monthlyPrice.toFixed(2)} a month`);
    }
    expect(agb.de).toContain(`einmalig eine Hardwaregebühr von ${offerTerms.hardwareFee} €`);
    expect(agb.en).toContain(`one-time hardware fee of €${offerTerms.hardwareFee}`);
    expect(agb.de).toContain('einschließlich der gesetzlichen Umsatzsteuer. Versandkosten fallen nicht an.');
    expect(agb.en).toContain('including statutory VAT. There are no shipping costs.');
    expect(offerTerms.shippingFee).toBe(0);
  });

  it('on the trial, after which the first payment is due, and that nothing is charged before shipping', () => {
    expect(agb.de).toContain(`kostenlosen Testzeitraum von ${offerTerms.trialDays} Tagen. Er startet an dem Tag, an dem Ihnen das Gerät zugestellt wird.`);
    expect(agb.en).toContain(`free trial period of ${offerTerms.trialDays} days. It starts on the day the device is delivered to you.`);
    expect(agb.de).toContain('Der erste Abrechnungsmonat beginnt am Tag nach dem Testzeitraum. Vor dem Versand des Geräts buchen wir nichts ab.');
    expect(agb.en).toContain('The first billing month begins on the day after the trial period. We charge nothing before the device has been dispatched.');
    expect(deCheckout.orderFacts.firstPayment.afterTrial).toContain('nach dem Versand');
    expect(enCheckout.orderFacts.firstPayment.afterTrial).toContain('after shipping');
  });

  it('on the term and the notice period', () => {
    expect(offerTerms.minimumTermMonths).toBe(0);
    expect(agb.de).toContain(
      `keine Mindestlaufzeit. Sie können es jederzeit mit einer Frist von ${offerTerms.noticeDays} Tagen zum Ende eines Abrechnungsmonats kündigen.`,
    );
    expect(agb.en).toContain(`no minimum term. You may cancel it at any time with ${offerTerms.noticeDays} days' notice to the end of a billing month.`);
    expect(deCheckout.orderFacts.term.noMinimum).toBe('keine Mindestlaufzeit, kündbar mit {{days}} Tagen Frist zum Ende eines Abrechnungsmonats');
    expect(enCheckout.orderFacts.term.noMinimum).toBe("no minimum term; cancel with {{days}} days' notice to the end of a billing month");
  });

  it('on the delivery: a date confirmed by e-mail, and a pre-order that binds to nothing until then', () => {
    expect(offerTerms.delivery).toBe('confirmedByEmail');
    expect(agb.de).toContain(
      'Der Vertrag kommt zustande, wenn wir Ihnen den Liefertermin per E-Mail bestätigen oder das Gerät an Sie versenden. Bis dahin ist Ihre Vorbestellung für Sie unverbindlich',
    );
    expect(agb.en).toContain(
      'The contract is concluded when we confirm the delivery date to you by e-mail or dispatch the device to you. Until then your pre-order does not bind you',
    );
    expect(agb.de).not.toContain('Lieferzeit sehen Sie im Shop');
    expect(deCheckout.orderFacts.delivery.confirmedByEmail).toContain('unverbindlich');
    expect(deCheckout.preOrder.text).toContain('unverbindlich');
    expect(enCheckout.orderFacts.delivery.confirmedByEmail).toContain('not binding');
    expect(enCheckout.preOrder.text).toContain('not binding');
  });

  it("on the order button's label, which says the pre-order is subject to payment and never that it is free", () => {
    expect(agb.de).toContain(`„${deCheckout.paymentForm.submitSepa}“ (bei PayPal „${deCheckout.paymentForm.submitPaypal}“)`);
    expect(agb.en).toContain(`“${enCheckout.paymentForm.submitSepa}” button (with PayPal, “${enCheckout.paymentForm.submitPaypal}”)`);
    for (const label of [deCheckout.paymentForm.submitSepa, deCheckout.paymentForm.submitPaypal]) expect(label).toMatch(/^Zahlungspflichtig vorbestellen/);
    for (const label of [enCheckout.paymentForm.submitSepa, enCheckout.paymentForm.submitPaypal]) expect(label).toMatch(/^Pre-order – payment required/);
    for (const label of [deCheckout, enCheckout].flatMap((copy) => [copy.paymentForm.submitSepa, copy.paymentForm.submitPaypal]))
      expect(label).not.toMatch(/kostenlos|gratis|free/i);
  });

  it('names no term, notice, delivery or charging in the imprint that could contradict them', () => {
    for (const file of ['impressum.mdx', 'impressum.en.mdx'])
      expect(legal(file).replace(/^---[\s\S]*?---/, '')).not.toMatch(/Laufzeit|Kündigungsfrist|Liefer|abbuch|Abrechnung|billing|notice period|deliver|charge/i);
  });
});
