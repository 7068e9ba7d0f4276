import { describe, expect, it } from 'vitest';
import { analyticsEventNames, payloadKeys, conversionEventNames, toDataLayerEntry } from './events';

const personalKeys = ['user_data', 'email'];

describe('the event catalogue', () => {
  it('names every analytics event the site pushes, in snake_case', () => {
    expect([...analyticsEventNames].sort()).toEqual(
      [
        'go_to_shop',
        'demo',
        'checkout',
        'payment_success',
        'plan',
        'callback_open',
        'callback_sent',
        'contact',
        'social',
        'faq',
        'flip_card',
        'video',
        'blog',
        'go_to_app',
        'info_package_page',
        'info_package_open',
        'info_package_sent',
        'dipa_form_open',
        'dipa_form_sent',
        'scroll_to_dipa',
        'live_demo_open',
        'live_demo_sent',
        'pill',
        'chat_shop',
        'experiment_viewed',
        'read_aloud_started',
      ].sort(),
    );
  });

  it('knows the five conversions: the four sent events and payment_success', () => {
    expect(conversionEventNames).toEqual(['payment_success', 'callback_sent', 'info_package_sent', 'dipa_form_sent', 'live_demo_sent']);
  });

  it('lets every sent event carry user_data', () => {
    for (const name of conversionEventNames) expect(payloadKeys[name]).toContain('user_data');
  });

  it('lets no other event carry personal data', () => {
    for (const name of analyticsEventNames.filter((event) => !(conversionEventNames as readonly string[]).includes(event))) {
      expect(payloadKeys[name].filter((key) => personalKeys.includes(key))).toEqual([]);
    }
  });

  it('lets only info_package_sent carry the plain e-mail', () => {
    expect(analyticsEventNames.filter((name) => (payloadKeys[name] as readonly string[]).includes('email'))).toEqual(['info_package_sent']);
  });
});

describe('toDataLayerEntry', () => {
  it('puts the event name under "event"', () => {
    expect(toDataLayerEntry('demo', undefined)).toEqual({ event: 'demo' });
  });

  it('spreads the payload beside the event name', () => {
    expect(toDataLayerEntry('experiment_viewed', { experiment_id: 'shop-page', variation_id: '1' })).toEqual({
      event: 'experiment_viewed',
      experiment_id: 'shop-page',
      variation_id: '1',
    });
  });

  it('drops keys the event does not define, so a whole form object cannot leak', () => {
    const sneaky = { method: 'email', email: 'test@example.com', user_data: { sha256_email_address: 'x' } } as const;
    expect(toDataLayerEntry('contact', sneaky)).toEqual({ event: 'contact', method: 'email' });
  });

  it('leaves out optional keys that are not given', () => {
    expect(toDataLayerEntry('blog', { slug: 'beispieltag' })).toEqual({ event: 'blog', slug: 'beispieltag' });
  });
});
