import { describe, expect, it } from 'vitest';
import type { HiddenTrackingFields } from '@/platform/tracking/model/hidden-fields';
import { infoPackageFieldNames } from './fields';
import { buildCrmFields, contactOf, neutraliseFormula } from './submission';

const noTracking: HiddenTrackingFields = {
  INITIAL_REFERRER_URL: '',
  LAST_REFERRER_URL: '',
  UTM_URL: '',
  UTM_SOURCE: '',
  UTM_MEDIUM: '',
  UTM_CAMPAIGN: '',
  UTM_CONTENT: '',
  UTM_TERM: '',
  GCLID: '',
  FBCLID: '',
  MELLITBCLID: '',
  MELLIOBCLID: '',
};

const typed = {
  VORNAME: ' Jürgen ',
  NACHNAME: 'Müller-Lüdenscheidt',
  EMAIL: 'Juergen@Example.com ',
  TELEFONNUMMER: '(030) 123-45 67',
  QUESTION_ROLE: '2',
  STRASSE_HAUSNUMMER: 'Hauptstraße 1',
  PLZ: '10115',
  STADT: 'Berlin',
  OPT_IN: true,
  // What the engine holds for the hidden inputs is ignored: tracking is read at submit time.
  UTM_SOURCE: 'stale',
  locale: 'en',
};

describe('the CRM field record', () => {
  it('holds every field of the form, in the fixed form order', () => {
    const fields = buildCrmFields(typed, noTracking, '');
    expect(Object.keys(fields)).toEqual([...infoPackageFieldNames]);
    expect(Object.keys(fields)).toHaveLength(23);
  });

  it('sends the typed values trimmed, the ticked consent as 1 and the chosen role', () => {
    const fields = buildCrmFields(typed, noTracking, '');
    expect(fields).toMatchObject({
      VORNAME: 'Jürgen',
      NACHNAME: 'Müller-Lüdenscheidt',
      EMAIL: 'Juergen@Example.com',
      TELEFONNUMMER: '(030) 123-45 67',
      QUESTION_ROLE: '2',
      STRASSE_HAUSNUMMER: 'Hauptstraße 1',
      PLZ: '10115',
      STADT: 'Berlin',
      OPT_IN: '1',
    });
  });

  it('sends empty strings for optional fields left empty and an unticked box', () => {
    const fields = buildCrmFields({ VORNAME: 'A', NACHNAME: 'B', EMAIL: 'a@b.de', OPT_IN: false }, noTracking, '');
    expect(fields).toMatchObject({ TELEFONNUMMER: '', QUESTION_ROLE: '', STRASSE_HAUSNUMMER: '', PLZ: '', STADT: '', OPT_IN: '' });
  });

  it('takes the tracking values given at submit time, not what the form held', () => {
    const tracking = { ...noTracking, UTM_SOURCE: 'news', GCLID: 'abc', UTM_URL: 'https://lumi.example/' };
    expect(buildCrmFields(typed, tracking, '')).toMatchObject({ UTM_SOURCE: 'news', GCLID: 'abc', UTM_URL: 'https://lumi.example/' });
  });

  it('always tells the CRM the locale de, whatever language the form was read in', () => {
    expect(buildCrmFields(typed, noTracking, '').locale).toBe('de');
  });

  it('includes the empty trap field', () => {
    expect(buildCrmFields(typed, noTracking, '').email_address_check).toBe('');
  });
});

describe('the contact details for the conversion event', () => {
  it('are the order’s name, e-mail and phone as sent', () => {
    expect(contactOf(buildCrmFields(typed, noTracking, ''))).toEqual({
      email: 'Juergen@Example.com',
      firstName: 'Jürgen',
      lastName: 'Müller-Lüdenscheidt',
      phone: '(030) 123-45 67',
    });
  });
});

describe('neutraliseFormula', () => {
  it.each([
    ['VORNAME', '=HYPERLINK("http://evil.example")', 'HYPERLINK("http://evil.example")'],
    ['NACHNAME', '@SUM(A1)', 'SUM(A1)'],
    ['UTM_CAMPAIGN', '-2+3', '2+3'],
    ['STADT', '+=cmd', 'cmd'],
    ['UTM_SOURCE', '\t=1', '1'],
    ['STADT', 'Berlin', 'Berlin'],
    ['TELEFONNUMMER', '+49 30 1234567', '0049 30 1234567'],
    ['TELEFONNUMMER', '030-1234567', '030-1234567'],
  ])('%s: %j is stored as %j', (name, value, stored) => {
    expect(neutraliseFormula(name, value)).toBe(stored);
  });

  it('leaves no CRM value starting like a formula', () => {
    const fields = buildCrmFields(
      { VORNAME: '=1+1', NACHNAME: '@x', EMAIL: 'a@b.de', TELEFONNUMMER: '+49 1', OPT_IN: true },
      { ...noTracking, UTM_SOURCE: '+ad' },
      '',
    );
    for (const value of Object.values(fields)) expect(value).not.toMatch(/^[=+\-@]/);
    expect(fields.TELEFONNUMMER).toBe('0049 1');
  });
});
