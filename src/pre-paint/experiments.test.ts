import { GrowthBook } from '@growthbook/growthbook';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoredStickyBuckets } from '@/adapters/growthbook';
import { decisionIsland, storedRemotePayload } from '@experiments/rules/reduce-features';
import { visitorAttributes } from '@experiments/rules/visitor-attributes';
import { allPagePaths } from '@/config/routes';
import bundled from '@experiments/payload.json';
import { assessPayload, redirectExperiments, type PayloadAssessment } from '@experiments/schema';
import { seedConsent } from '../../tests/utils/consent';
import { decideExperiments, experimentsIslandId } from './experiments';
import { handOff } from '../config/hand-off';

const root = document.documentElement;
const ids = Array.from({ length: 30 }, (_, index) => `visitor-${index}-abcdef`);
const scope = { pagePaths: allPagePaths(), origins: [window.location.origin] };

function assessed(payload: unknown): PayloadAssessment {
  const result = assessPayload(payload, scope);
  if (!result.ok) throw new Error(result.error);
  return result.assessment;
}

/** A remote payload the app checked and stored. */
function storeRemote(payload: unknown) {
  localStorage.setItem('lumi:experiments-payload', JSON.stringify(storedRemotePayload(assessed(payload))));
}

/** What GrowthBook's SDK gives this visitor, with the attributes the page worked out, reading and writing the same storage. */
function growthBook(id: string, payload: unknown = bundled) {
  const store = { read: (key: string) => localStorage.getItem(key) ?? undefined, write: (key: string, value: string) => localStorage.setItem(key, value) };
  const attributes = visitorAttributes({
    id,
    address: window.location,
    userAgent: navigator.userAgent,
    locale: localStorage.getItem('lumi:language') === '"en"' ? 'en' : 'de',
    returning: sessionStorage.getItem('lumi:returning') === '1',
    installed: false,
    storedCampaign: (name) => localStorage.getItem(name) ?? undefined,
  });
  const { features, savedGroups } = assessed(payload);
  return new GrowthBook({ attributes, url: window.location.href, stickyBucketService: new StoredStickyBuckets(store) }).initSync({
    payload: { features, ...(savedGroups ? { savedGroups } : {}) } as never,
  });
}

const pageOf = (key: keyof typeof redirectExperiments, value: unknown) => (redirectExperiments[key].variations as Record<string, string>)[String(value)];

function decideOn(address: string) {
  history.replaceState(null, '', address);
  decideExperiments(document);
  return { banner: root.dataset.bannerLayout, redirect: (to: string) => handOff().experimentRedirect?.(to) };
}

const agreed = (id?: string) => {
  seedConsent({ statistics: true, marketing: false });
  if (id) localStorage.setItem('lumi:visitor-id', id);
};

beforeEach(() => {
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = experimentsIslandId;
  island.textContent = JSON.stringify(decisionIsland(assessed(bundled), allPagePaths()));
  document.head.append(island);
});

afterEach(() => {
  document.getElementById(experimentsIslandId)?.remove();
  for (const name of root.getAttributeNames()) if (name.startsWith('data-')) root.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  delete window.lumiPrePaint;
});

describe('the decision before paint', () => {
  it('gives a visitor who agreed the variants GrowthBook gives, and remembers them where GrowthBook reads them', () => {
    for (const id of ids) {
      localStorage.clear();
      sessionStorage.clear();
      agreed(id);
      const { banner, redirect } = decideOn('/faq');
      const shop = redirect('/shop') ?? '/shop';
      const landing = redirect('/') ?? '/';
      const written = localStorage.getItem(`gbStickyBuckets__id||${id}`);
      const growthbook = growthBook(id);
      expect(banner, id).toBe(growthbook.evalFeature('banner-layout').value);
      expect(shop, id).toBe(pageOf('shop-page', growthbook.evalFeature('shop-page').value));
      expect(landing, id).toBe(pageOf('landing-page', growthbook.evalFeature('landing-page').value));
      for (const flag of ['not-orderable-banner', 'new-year-donation', 'group-sessions-banner']) {
        expect(root.getAttribute(`data-flag-${flag}`), flag).toBe(growthbook.isOn(flag) ? 'on' : 'off');
      }
      // GrowthBook found the document written before paint and left it as it was.
      expect(localStorage.getItem(`gbStickyBuckets__id||${id}`)).toBe(written);
      expect(JSON.parse(written ?? '{}')).toMatchObject({ attributeName: 'id', attributeValue: id });
    }
  });

  it('assigns no one without consent: the controls, no id and nothing remembered', () => {
    const { banner, redirect } = decideOn('/faq');
    expect(banner).toBe('default');
    expect(redirect('/shop')).toBeUndefined();
    expect(redirect('/')).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('lets a tester force a variation by address, kept for the session, and force a value', () => {
    sessionStorage.setItem('lumi:forced-features', '{"new-year-donation":true,"group-sessions-banner":0}');
    const { redirect } = decideOn('/faq?shop-page=2&utm_source=qa');
    expect(redirect('/shop?utm_source=qa')).toBe('/shop-not-so-old?utm_source=qa');
    expect(JSON.parse(sessionStorage.getItem('lumi:forced-variations') ?? '{}')).toEqual({ 'shop-page': 2 });
    expect(root.dataset.flagNewYearDonation).toBe('on');
    expect(root.dataset.flagGroupSessionsBanner).toBe('off');
  });

  it('decides from the remote payload the app stored last, with its targeting', () => {
    const remote = structuredClone(bundled) as { features: Record<string, { defaultValue: unknown; rules?: unknown[] }>; savedGroups?: unknown };
    remote.features['group-sessions-banner']!.rules = [{ condition: { locale: 'en' }, force: true }];
    remote.features['shop-page']!.rules = [{ condition: { utmCampaign: { $inGroup: 'spring-campaigns' } }, force: 'shop-old' }];
    remote.savedGroups = { 'spring-campaigns': ['spring-2027', 'easter'] };
    storeRemote(remote);
    agreed(ids[0]);
    expect(decideOn('/faq').redirect('/shop')).toBeUndefined();
    expect(root.dataset.flagGroupSessionsBanner).toBe('off');
    localStorage.setItem('lumi:language', '"en"');
    expect(decideOn('/faq?utm_campaign=easter').redirect('/shop?utm_campaign=easter')).toBe('/shop-old?utm_campaign=easter');
    expect(root.dataset.flagGroupSessionsBanner).toBe('on');
  });

  it('ignores a remote value stored by an earlier version, or one it cannot use, and decides from the built-in payload', () => {
    agreed(ids[0]);
    const expected = pageOf('shop-page', growthBook(ids[0]!).evalFeature('shop-page').value);
    localStorage.removeItem(`gbStickyBuckets__id||${ids[0]!}`);
    for (const stored of [
      JSON.stringify(bundled.features),
      JSON.stringify({ format: 1, experiments: {}, flags: {} }),
      '{',
      JSON.stringify({ format: 2, features: 'broken' }),
    ]) {
      localStorage.setItem('lumi:experiments-payload', stored);
      expect(decideOn('/faq').redirect('/shop') ?? '/shop', stored).toBe(expected);
    }
  });

  it("runs GrowthBook's URL-redirect experiments to pages of the site, recording every arm's exposure before it leaves", () => {
    storeRemote({
      ...bundled,
      experiments: [
        {
          key: 'team-page-test',
          changeId: 'c1',
          urlPatterns: [{ type: 'simple', pattern: '/team', include: true }],
          variations: [{ urlRedirect: '' }, { urlRedirect: `${window.location.origin}/relatives` }],
          weights: [0.5, 0.5],
          hashVersion: 2,
          persistQueryString: true,
          meta: [{ key: '0' }, { key: '1' }],
        },
      ],
    });
    const destinations = new Set<string | undefined>();
    for (const id of ids) {
      sessionStorage.clear();
      agreed(id);
      const destination = decideOn('/faq').redirect('/team?utm_source=mail');
      destinations.add(destination);
      const arm = destination === undefined ? '0' : '1';
      if (destination !== undefined) expect(destination).toBe('/relatives?utm_source=mail');
      expect(JSON.parse(sessionStorage.getItem('lumi:pending-exposures') ?? '[]')).toEqual([{ experiment_id: 'team-page-test', variation_id: arm }]);
    }
    expect(destinations).toEqual(new Set([undefined, '/relatives?utm_source=mail']));
  });

  it('keeps nothing about a tester without consent whose id DevTools overrode, though the override decides', () => {
    storeRemote({
      ...bundled,
      experiments: [
        {
          key: 'team-page-test',
          urlPatterns: [{ type: 'simple', pattern: '/team' }],
          variations: [{}, { urlRedirect: `${window.location.origin}/relatives` }],
          weights: [0, 1],
          hashVersion: 2,
        },
      ],
    });
    sessionStorage.setItem('lumi:attribute-overrides', '{"id":"tester-override"}');
    expect(decideOn('/faq').redirect('/team')).toBe('/relatives');
    expect(sessionStorage.getItem('lumi:pending-exposures')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key !== 'lumi:experiments-payload')).toEqual([]);
  });

  it('applies the attributes a tester overrode in DevTools', () => {
    const remote = structuredClone(bundled) as { features: Record<string, { rules?: unknown[] }> };
    remote.features['group-sessions-banner']!.rules = [{ condition: { deviceType: 'mobile' }, force: true }];
    storeRemote(remote);
    agreed(ids[1]);
    decideOn('/faq');
    expect(root.dataset.flagGroupSessionsBanner).toBe('off');
    sessionStorage.setItem('lumi:attribute-overrides', '{"deviceType":"mobile"}');
    decideOn('/faq');
    expect(root.dataset.flagGroupSessionsBanner).toBe('on');
  });

  it('knows a returning visitor from the first page of a session on', () => {
    const remote = structuredClone(bundled) as { features: Record<string, { rules?: unknown[] }> };
    remote.features['group-sessions-banner']!.rules = [{ condition: { returning: true }, force: true }];
    storeRemote(remote);
    agreed();
    decideOn('/faq');
    expect(root.dataset.flagGroupSessionsBanner).toBe('off');
    decideOn('/team');
    expect(root.dataset.flagGroupSessionsBanner).toBe('off');
    sessionStorage.clear();
    decideOn('/faq');
    expect(root.dataset.flagGroupSessionsBanner).toBe('on');
  });
});
