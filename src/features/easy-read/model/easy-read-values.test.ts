import { describe, expect, it } from 'vitest';
import { brand } from '@/config/brand';
import { formatPrice } from '@/platform/formatting/model/format';
import { offerTerms, plans } from '@/platform/plans/plans';
import { easyReadValues, plainHour } from './easy-read-values';

describe('plainHour', () => {
  it('writes a full hour without minutes or a leading zero, and keeps minutes otherwise', () => {
    expect(plainHour('08:00')).toBe('8');
    expect(plainHour('16:00')).toBe('16');
    expect(plainHour('08:30')).toBe('8:30');
    expect(plainHour('abends')).toBe('abends');
  });
});

describe('easyReadValues', () => {
  it('takes every price and term from the plans and every contact from the brand', () => {
    const values = easyReadValues();
    expect(values.planCount).toBe(plans.length);
    for (const plan of plans) expect(values.planPrices[plan.id]).toBe(formatPrice(plan.monthlyPrice));
    expect(values.hardwareFee).toBe(formatPrice(offerTerms.hardwareFee));
    expect(values.trialDays).toBe(offerTerms.trialDays);
    expect(values.noticeDays).toBe(offerTerms.noticeDays);
    expect(values.freeDelivery).toBe(offerTerms.shippingFee === 0);
    expect(values).toMatchObject({ phone: brand.support.phone, phoneHref: brand.support.phoneHref, email: brand.support.supportEmail });
    expect(values.hoursFrom).toBe(plainHour(brand.support.hours.from));
  });
});
