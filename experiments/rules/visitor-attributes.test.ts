import { describe, expect, it } from 'vitest';
import { visitorAttributes, type VisitorFacts } from './visitor-attributes';

const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const desktopEdge = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const address = (href: string) => {
  const url = new URL(href);
  return { href: url.href, pathname: url.pathname, host: url.host, search: url.search };
};

const facts = (overrides: Partial<VisitorFacts> = {}): VisitorFacts => ({
  id: 'visitor-1234',
  address: address('https://lumi.example/shop?utm_source=newsletter&utm_campaign=fruehling-2027'),
  userAgent: phone,
  locale: 'de',
  returning: false,
  installed: false,
  storedCampaign: () => undefined,
  ...overrides,
});

describe("the visitor's attributes for GrowthBook's targeting", () => {
  it("are GrowthBook's automatic ones and the site's own", () => {
    expect(visitorAttributes(facts({ returning: true, installed: true, locale: 'en' }))).toEqual({
      id: 'visitor-1234',
      url: 'https://lumi.example/shop?utm_source=newsletter&utm_campaign=fruehling-2027',
      path: '/shop',
      host: 'lumi.example',
      query: '?utm_source=newsletter&utm_campaign=fruehling-2027',
      deviceType: 'mobile',
      browser: 'chrome',
      utmSource: 'newsletter',
      utmCampaign: 'fruehling-2027',
      locale: 'en',
      returning: true,
      installed: true,
    });
  });

  it('tell phones from desktops and the browsers apart as GrowthBook does', () => {
    expect(visitorAttributes(facts({ userAgent: desktopEdge }))).toMatchObject({ deviceType: 'desktop', browser: 'edge' });
    expect(visitorAttributes(facts({ userAgent: iphone }))).toMatchObject({ deviceType: 'mobile', browser: 'safari' });
    expect(visitorAttributes(facts({ userAgent: firefox }))).toMatchObject({ deviceType: 'desktop', browser: 'firefox' });
    expect(visitorAttributes(facts({ userAgent: 'curl/8' }))).toMatchObject({ browser: 'unknown' });
  });

  it('take the campaign of the address, else the one the site kept from an earlier page', () => {
    const kept: Record<string, string> = { utm_source: 'ads', utm_medium: 'cpc', utm_campaign: 'winter' };
    const attributes = visitorAttributes(facts({ storedCampaign: (name) => kept[name] }));
    expect(attributes).toMatchObject({ utmSource: 'newsletter', utmCampaign: 'fruehling-2027', utmMedium: 'cpc' });
    expect(attributes).not.toHaveProperty('utmTerm');
  });

  it('are none without consent (no id): such a visitor gets what rules for everyone give', () => {
    expect(visitorAttributes(facts({ id: '' }))).toEqual({});
  });
});
