import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSentPayload, hashUserData, normaliseEmail, normaliseName, normalisePhone, sha256Hex } from './user-data';

// Expected digests computed once with `node -e` and node:crypto, then written down here.
const sha256 = {
  'test@example.com': '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
  max: '9baf3a40312f39849f46dad1040f2f039f1cffa1238c41e9db675315cfad39b6',
  mustermann: 'e32a370b7912ad78cc6a88fda605a5b3657e9c3b164cee669364aaf3f8cdbb36',
  '0301234567': '27423fa11f870569538f399b2dc4705d65bce71346a4c3bf4763044749134254',
  '+4915112345678': '536afd523e19dc83fccba822ef5e4ca646111314aaf0aa286667c5bea18dd70b',
  jürgen: '19b720a911fced55aecd96bf4ddcada1c69be5a96dc523d5be336b8efbde3109',
  'änne@müller.de': 'f5681e4c4d99a78fcf55271107d0ae8d2c16c82b53b3d0597ae3ae383f13dcd1',
} as const;

describe('sha256Hex', () => {
  it('hashes test@example.com to the known digest', async () => {
    expect(await sha256Hex('test@example.com')).toBe(sha256['test@example.com']);
  });

  it('hashes the UTF-8 bytes of non-ASCII text', async () => {
    expect(await sha256Hex('jürgen')).toBe(sha256.jürgen);
  });

  it('agrees with node:crypto on arbitrary text', async () => {
    const text = 'Grüße aus Köln 👋';
    expect(await sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
  });
});

describe('normalisation', () => {
  it('lowercases and trims an e-mail address', () => {
    expect(normaliseEmail('  Test@Example.COM \n')).toBe('test@example.com');
  });

  it('lowercases and trims a name', () => {
    expect(normaliseName(' MAX ')).toBe('max');
  });

  it('brings a decomposed umlaut into its composed form', () => {
    expect(normaliseName('Ju\u0308rgen')).toBe('jürgen');
  });

  it('removes brackets, hyphens and whitespace from a phone number', () => {
    expect(normalisePhone('(030) 123-45 67')).toBe('0301234567');
  });

  it('keeps the plus of an international number', () => {
    expect(normalisePhone('+49 151 1234-5678')).toBe('+4915112345678');
  });

  it('also removes dashes and non-breaking spaces typed by phones and word processors', () => {
    expect(normalisePhone('030\u00a0123\u2013456')).toBe('030123456');
  });
});

describe('hashUserData', () => {
  it('hashes every given field under its enhanced-conversions name', async () => {
    expect(await hashUserData({ email: 'Test@Example.com ', firstName: ' Max', lastName: 'MUSTERMANN', phone: '(030) 123-45 67' })).toEqual({
      sha256_email_address: sha256['test@example.com'],
      sha256_first_name: sha256.max,
      sha256_last_name: sha256.mustermann,
      sha256_phone_number: sha256['0301234567'],
    });
  });

  it('leaves out fields that are missing or blank', async () => {
    expect(await hashUserData({ email: 'test@example.com', firstName: '  ', phone: ' - ' })).toEqual({
      sha256_email_address: sha256['test@example.com'],
    });
  });

  it('hashes an international phone number with its plus', async () => {
    expect(await hashUserData({ phone: '+49 (151) 1234 5678' })).toEqual({ sha256_phone_number: sha256['+4915112345678'] });
  });

  it('hashes an e-mail address with umlauts', async () => {
    expect(await hashUserData({ email: 'Änne@Müller.de' })).toEqual({ sha256_email_address: sha256['änne@müller.de'] });
  });

  it('yields an empty object when nothing was typed', async () => {
    expect(await hashUserData({})).toEqual({});
  });
});

describe('buildSentPayload', () => {
  it('gives info_package_sent the plain, lowercased e-mail as well', async () => {
    expect(await buildSentPayload('info_package_sent', { email: ' Test@Example.com' })).toEqual({
      user_data: { sha256_email_address: sha256['test@example.com'] },
      email: 'test@example.com',
    });
  });

  it('gives the other sent events only hashed data', async () => {
    expect(await buildSentPayload('callback_sent', { email: 'test@example.com', phone: '030 1234567' })).toEqual({
      user_data: { sha256_email_address: sha256['test@example.com'], sha256_phone_number: sha256['0301234567'] },
    });
  });
});
