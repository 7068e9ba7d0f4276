import { describe, expect, it, vi } from 'vitest';
import { checkProductionEnv, envDefaults, parseEnv } from './env';

const silent = () => {};

describe('parseEnv', () => {
  it('points every endpoint at the local mock server when nothing is configured', () => {
    expect(parseEnv({}, silent)).toEqual({
      crmFormUrl: 'http://127.0.0.1:4318/crm/form',
      apiBaseUrl: 'http://127.0.0.1:4318/api',
      siteUrl: 'http://localhost:4173',
      gtmOrigin: 'https://www.googletagmanager.com',
      growthbookStreaming: false,
    });
  });

  it('takes the origin of VITE_GTM_ORIGIN, so a path or trailing slash cannot change the script address', () => {
    expect(parseEnv({ VITE_GTM_ORIGIN: 'https://tags.lumi.example/some/path/' }, silent).gtmOrigin).toBe('https://tags.lumi.example');
    expect(parseEnv({ VITE_GTM_ORIGIN: 'javascript:alert(1)' }, () => undefined).gtmOrigin).toBe('https://www.googletagmanager.com');
  });

  it('takes configured URLs as given', () => {
    const env = parseEnv({ VITE_CRM_FORM_URL: 'https://crm.example.com/serve/abc', VITE_API_BASE_URL: 'https://api.example.com/v1' }, silent);
    expect(env.crmFormUrl).toBe('https://crm.example.com/serve/abc');
    expect(env.apiBaseUrl).toBe('https://api.example.com/v1');
  });

  it('drops the trailing slash of the site URL', () => {
    expect(parseEnv({ VITE_SITE_URL: 'https://lumi.example/' }, silent).siteUrl).toBe('https://lumi.example');
  });

  it('drops the trailing slash of the API base so paths can be appended', () => {
    expect(parseEnv({ VITE_API_BASE_URL: 'https://api.example.com/v1/' }, silent).apiBaseUrl).toBe('https://api.example.com/v1');
  });

  it('falls back to the default with a warning when a URL is invalid', () => {
    const warn = vi.fn();
    const env = parseEnv({ VITE_CRM_FORM_URL: 'not a url' }, warn);
    expect(env.crmFormUrl).toBe(envDefaults.crmFormUrl);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_CRM_FORM_URL'));
  });

  it('rejects URLs that are not http or https', () => {
    const warn = vi.fn();
    expect(parseEnv({ VITE_SITE_URL: 'javascript:alert(1)' }, warn).siteUrl).toBe(envDefaults.siteUrl);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('treats blank values as unset without a warning', () => {
    const warn = vi.fn();
    expect(parseEnv({ VITE_CRM_FORM_URL: '  ', VITE_GTM_ID: '' }, warn)).toEqual(parseEnv({}, silent));
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a well-formed tag manager id', () => {
    expect(parseEnv({ VITE_GTM_ID: 'GTM-AB12CD3' }, silent).gtmId).toBe('GTM-AB12CD3');
  });

  it('ignores a malformed tag manager id with a warning', () => {
    const warn = vi.fn();
    expect(parseEnv({ VITE_GTM_ID: 'gtm-123"><script>' }, warn).gtmId).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_GTM_ID'));
  });

  it('reads the GrowthBook host and client key', () => {
    const env = parseEnv({ VITE_GROWTHBOOK_API_HOST: 'https://cdn.growthbook.io/', VITE_GROWTHBOOK_CLIENT_KEY: 'sdk-abc' }, silent);
    expect(env.growthbookApiHost).toBe('https://cdn.growthbook.io');
    expect(env.growthbookClientKey).toBe('sdk-abc');
  });

  it('streams GrowthBook changes only when VITE_GROWTHBOOK_STREAMING is true', () => {
    expect(parseEnv({ VITE_GROWTHBOOK_STREAMING: 'true' }, silent).growthbookStreaming).toBe(true);
    expect(parseEnv({ VITE_GROWTHBOOK_STREAMING: 'yes please' }, silent).growthbookStreaming).toBe(false);
  });

  it('leaves the optional settings out when they are not configured', () => {
    const env = parseEnv({}, silent);
    expect('gtmId' in env || 'growthbookApiHost' in env || 'growthbookClientKey' in env).toBe(false);
  });

  it('ignores values that are not strings, such as the booleans Vite adds', () => {
    expect(parseEnv({ VITE_SITE_URL: true, DEV: true }, silent).siteUrl).toBe(envDefaults.siteUrl);
  });

  it('returns a frozen object', () => {
    expect(Object.isFrozen(parseEnv({}, silent))).toBe(true);
  });
});

describe('a remote system the page trusts', () => {
  it('refuses a GrowthBook host on plain http to another machine, and takes loopback for local tests', () => {
    const warn = vi.fn();
    expect(parseEnv({ VITE_GROWTHBOOK_API_HOST: 'http://growthbook.example' }, warn).growthbookApiHost).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_GROWTHBOOK_API_HOST'));
    expect(parseEnv({ VITE_GROWTHBOOK_API_HOST: 'http://127.0.0.1:4318' }, silent).growthbookApiHost).toBe('http://127.0.0.1:4318');
  });

  it('refuses a tag manager origin on plain http to another machine', () => {
    expect(parseEnv({ VITE_GTM_ORIGIN: 'http://tags.example' }, () => undefined).gtmOrigin).toBe('https://www.googletagmanager.com');
  });
});

describe('checkProductionEnv', () => {
  const complete = { VITE_CRM_FORM_URL: 'https://crm.example/form', VITE_API_BASE_URL: 'https://api.lumi.example', VITE_SITE_URL: 'https://lumi.example' };

  it('passes a complete https configuration', () => {
    expect(checkProductionEnv(complete)).toEqual([]);
  });

  it('names every missing required variable', () => {
    expect(checkProductionEnv({})).toEqual(['VITE_CRM_FORM_URL is missing', 'VITE_API_BASE_URL is missing', 'VITE_SITE_URL is missing']);
  });

  it('refuses plain http to another machine, and what is no URL', () => {
    expect(checkProductionEnv({ ...complete, VITE_API_BASE_URL: 'http://api.lumi.example', VITE_SITE_URL: 'lumi.example' })).toEqual([
      'VITE_API_BASE_URL="http://api.lumi.example" must use https (plain http only to 127.0.0.1 or localhost)',
      'VITE_SITE_URL="lumi.example" is not an http(s) URL',
    ]);
  });

  it('allows loopback for testing a production build locally', () => {
    expect(checkProductionEnv({ ...complete, VITE_CRM_FORM_URL: 'http://127.0.0.1:4318/crm/form', VITE_SITE_URL: 'http://localhost:4173' })).toEqual([]);
  });

  it('checks the optional remote systems when they are set', () => {
    expect(checkProductionEnv({ ...complete, VITE_GROWTHBOOK_API_HOST: 'http://gb.example', VITE_GTM_ORIGIN: 'ftp://tags.example' })).toHaveLength(2);
  });
});
