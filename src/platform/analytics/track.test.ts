import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedConsent } from '@tests/utils/consent';
import { track, trackSubmission } from './track';

const testEmailHash = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b';

beforeEach(() => {
  delete window.dataLayer;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const last = () => window.dataLayer?.at(-1);

describe('track', () => {
  it('creates the data layer when it is missing', () => {
    track('go_to_shop');
    expect(window.dataLayer).toEqual([{ event: 'go_to_shop' }]);
  });

  it('appends to a data layer that is already there', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    track('demo');
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'demo' }]);
  });

  it.each([
    ['go_to_shop'],
    ['demo'],
    ['checkout'],
    ['callback_open'],
    ['flip_card'],
    ['go_to_app'],
    ['info_package_page'],
    ['info_package_open'],
    ['dipa_form_open'],
    ['scroll_to_dipa'],
    ['live_demo_open'],
    ['pill'],
    ['chat_shop'],
  ] as const)('pushes %s with nothing but its name', (event) => {
    track(event);
    expect(last()).toEqual({ event });
  });

  it('pushes the chosen plan', () => {
    track('plan', { plan: 'Erweitert' });
    expect(last()).toEqual({ event: 'plan', plan: 'Erweitert' });
  });

  it('pushes the contact method', () => {
    track('contact', { method: 'phone' });
    expect(last()).toEqual({ event: 'contact', method: 'phone' });
  });

  it('pushes the social network', () => {
    track('social', { network: 'instagram' });
    expect(last()).toEqual({ event: 'social', network: 'instagram' });
  });

  it('pushes the FAQ question', () => {
    track('faq', { question: 'Was kostet Lumi?' });
    expect(last()).toEqual({ event: 'faq', question: 'Was kostet Lumi?' });
  });

  it('pushes the device video name', () => {
    track('video', { name: 'gemeinschaft' });
    expect(last()).toEqual({ event: 'video', name: 'gemeinschaft' });
  });

  it('pushes the blog article', () => {
    track('blog', { slug: 'beispieltag', title: 'Ein Tag mit Lumi' });
    expect(last()).toEqual({ event: 'blog', slug: 'beispieltag', title: 'Ein Tag mit Lumi' });
  });

  it('pushes the experiment exposure', () => {
    track('experiment_viewed', { experiment_id: 'banner-layout', variation_id: '2' });
    expect(last()).toEqual({ event: 'experiment_viewed', experiment_id: 'banner-layout', variation_id: '2' });
  });

  it('does not throw when the data layer cannot take the event', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.dataLayer = Object.assign([], {
      push: () => {
        throw new Error('broken tag');
      },
    });
    expect(() => track('demo')).not.toThrow();
  });

  it('refuses personal data on events that are not sent events, at compile time', () => {
    // @ts-expect-error e-mail on a non-sent event
    track('demo', { email: 'test@example.com' });
    // @ts-expect-error user data on a non-sent event
    track('contact', { method: 'email', user_data: {} });
    // @ts-expect-error an event with payload needs it
    track('faq');
    expect(window.dataLayer).toEqual([{ event: 'demo' }, { event: 'contact', method: 'email' }, { event: 'faq' }]);
  });
});

describe('trackSubmission', () => {
  const contact = { email: ' Test@Example.com', firstName: 'Max', lastName: 'Mustermann', phone: '(030) 123-45 67' };

  // Personal data on the data layer is for advertising: these tests speak for a visitor who allowed marketing.
  beforeEach(() => seedConsent({ statistics: true, marketing: true }));
  afterEach(() => window.localStorage.clear());

  it('pushes info_package_sent with hashed user data and the plain e-mail', async () => {
    await trackSubmission('info_package_sent', contact);
    expect(last()).toEqual({
      event: 'info_package_sent',
      email: 'test@example.com',
      user_data: {
        sha256_email_address: testEmailHash,
        sha256_first_name: '9baf3a40312f39849f46dad1040f2f039f1cffa1238c41e9db675315cfad39b6',
        sha256_last_name: 'e32a370b7912ad78cc6a88fda605a5b3657e9c3b164cee669364aaf3f8cdbb36',
        sha256_phone_number: '27423fa11f870569538f399b2dc4705d65bce71346a4c3bf4763044749134254',
      },
    });
  });

  it.each([['callback_sent'], ['dipa_form_sent'], ['live_demo_sent']] as const)('pushes %s with hashed user data only', async (event) => {
    await trackSubmission(event, contact);
    expect(last()).toEqual({ event, user_data: expect.objectContaining({ sha256_email_address: testEmailHash }) });
  });

  it('never puts the plain phone or names on the data layer', async () => {
    await trackSubmission('info_package_sent', contact);
    const json = JSON.stringify(window.dataLayer);
    expect(json).not.toMatch(/Max|Mustermann|030/);
  });

  it('still pushes the event, with empty user data, when Web Crypto is unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('crypto', {});
    await trackSubmission('info_package_sent', { email: 'Test@Example.com' });
    expect(last()).toEqual({ event: 'info_package_sent', user_data: {}, email: 'test@example.com' });
  });
});

describe('trackSubmission without marketing consent (ad_user_data not granted)', () => {
  const contact = { email: 'Test@Example.com', firstName: 'Max', lastName: 'Mustermann', phone: '030 1234567' };
  afterEach(() => window.localStorage.clear());

  for (const choice of [{ statistics: true, marketing: false }, { statistics: false, marketing: false }, null] as const) {
    it.each([['info_package_sent'], ['callback_sent'], ['dipa_form_sent'], ['live_demo_sent'], ['payment_success']] as const)(
      `pushes %s without the e-mail or any user data (consent ${JSON.stringify(choice)})`,
      async (event) => {
        if (choice) seedConsent(choice);
        await trackSubmission(event, contact);
        expect(last()).toEqual({ event, user_data: {} });
        expect(JSON.stringify(window.dataLayer)).not.toMatch(/example\.com|Max|Mustermann|1234567/i);
      },
    );
  }
});
