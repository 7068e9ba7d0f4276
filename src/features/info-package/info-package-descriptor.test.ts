import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crmLog } from '@mocks/crm-log';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import '@tests/utils/mock-server';
import { createStore } from 'jotai';
import { sha256Hex } from '@/platform/analytics/model/user-data';
import { submitThroughOutbox } from '@/platform/outbox/outbox-runtime';
import { clearOutbox, listOutbox } from '@tests/utils/outbox';
import { type HiddenTrackingFields, hiddenTrackingFieldNames } from '@/platform/tracking/model/hidden-fields';
import { planSubmission } from '@/platform/forms/submission/model/descriptor';
import { runSubmission } from '@/platform/forms/submission/model/submission-phase';
import { infoPackageDescriptor } from './info-package-descriptor';
import { seedConsent } from '@tests/utils/consent';

const crmFormUrl = 'http://127.0.0.1:4318/crm/form';

/** The visit's campaign as the hidden inputs carry it: a search, a newsletter link with a click id. */
const tracking = {
  ...(Object.fromEntries(hiddenTrackingFieldNames.map((name) => [name, ''])) as HiddenTrackingFields),
  INITIAL_REFERRER_URL: 'https://search.example/',
  UTM_URL: 'http://localhost:4173/',
  UTM_SOURCE: 'news',
  GCLID: 'abc',
};
const order = (email: string) => ({
  VORNAME: 'Anna',
  NACHNAME: 'Muster',
  EMAIL: email,
  TELEFONNUMMER: '0301 234567',
  QUESTION_ROLE: '1',
  STRASSE_HAUSNUMMER: '',
  PLZ: '',
  STADT: '',
  OPT_IN: true,
});

const jotai = createStore();
const submit = (draft: Parameters<typeof submitThroughOutbox>[1]) => submitThroughOutbox(jotai, draft);
const descriptor = infoPackageDescriptor(() => tracking);
const send = (email: string, honeypot = '', through = submit) =>
  runSubmission(planSubmission(descriptor, order(email), { locale: 'en', today: '2026-11-30', honeypot }, { kind: 'crm', url: crmFormUrl }), through);
const events = () => (window.dataLayer ?? []) as Array<Record<string, unknown>>;

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(async () => {
  await clearOutbox();
});

describe('sending an info package order', () => {
  it('posts every field as multipart form data and reports it sent', async () => {
    expect(await send('Anna@Example.com')).toEqual({ kind: 'sent' });
    const [entry] = crmLog.list();
    expect(entry?.contentType).toMatch(/^multipart\/form-data/);
    // happy-dom writes empty parts without their blank line, so the mock's parser drops them;
    // that every field arrives, empty ones included, is checked in the browser (tests/e2e).
    expect(entry?.fields).toMatchObject({
      EMAIL: 'Anna@Example.com',
      VORNAME: 'Anna',
      OPT_IN: '1',
      QUESTION_ROLE: '1',
      UTM_SOURCE: 'news',
      GCLID: 'abc',
      locale: 'de',
    });
  });

  it('tracks the accepted order with hashed contact details and the plain lowercased e-mail', async () => {
    // Hashed contact details and the e-mail reach the data layer with marketing consent only.
    seedConsent({ statistics: true, marketing: true });
    await send('Anna@Example.com');
    expect(events()).toEqual([
      {
        event: 'info_package_sent',
        email: 'anna@example.com',
        user_data: {
          sha256_email_address: await sha256Hex('anna@example.com'),
          sha256_first_name: await sha256Hex('anna'),
          sha256_last_name: await sha256Hex('muster'),
          sha256_phone_number: await sha256Hex('0301234567'),
        },
      },
    ]);
  });

  it("reports a definite rejection as refused with the CRM's reason, tracks nothing and keeps nothing queued", async () => {
    expect(await send('fail-400@example.com')).toEqual({ kind: 'refused', message: 'Mock scenario fail-400' });
    expect(events()).toEqual([]);
    expect(await listOutbox()).toEqual([]);
  });

  it.each(['fail-500@example.com', 'fail-429@example.com', 'drop@example.com'])('saves %s in the outbox for later and tracks nothing yet', async (email) => {
    const outcome = await send(email);
    expect(outcome.kind).toBe('queued');
    const [entry] = await listOutbox();
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, form: 'info-package', target: { kind: 'crm', url: crmFormUrl } });
    expect(entry?.fields).toMatchObject({ EMAIL: email, VORNAME: 'Anna', OPT_IN: '1', UTM_SOURCE: 'news' });
    expect(events()).toEqual([]);
  });

  it('answers a filled trap like a success but sends and tracks nothing', async () => {
    const trap = vi.fn(submit);
    expect(await send('bot@example.com', 'spam', trap)).toEqual({ kind: 'sent' });
    expect(trap).not.toHaveBeenCalled();
    expect(crmLog.list()).toEqual([]);
    expect(events()).toEqual([]);
  });
});
