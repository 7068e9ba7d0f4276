import { GrowthBook } from '@growthbook/growthbook';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoredStickyBuckets } from '@/adapters/growthbook';
import { decisionIsland, storedRemoteFeatures } from '@/app/shell/experiments/model/reduce-features';
import bundled from '@experiments/payload.json';
import { redirectExperiments, type ExperimentsPayload } from '@experiments/schema';
import { seedConsent } from '../../tests/utils/consent';
import { decideExperiments, experimentsIslandId } from './experiments';
import { handOff } from './hand-off';

const root = document.documentElement;
const features = bundled.features as unknown as ExperimentsPayload['features'];
const ids = Array.from({ length: 40 }, (_, index) => `visitor-${index}-abcdef`);

/** What the app's GrowthBook gives this visitor from the bundled payload, reading and writing the same storage. */
function growthBook(id: string, payload = features) {
  const store = { read: (key: string) => localStorage.getItem(key) ?? undefined, write: (key: string, value: string) => localStorage.setItem(key, value) };
  return new GrowthBook({ attributes: { id }, stickyBucketService: new StoredStickyBuckets(store) }).initSync({ payload: { features: payload } as never });
}

const pageOf = (key: keyof typeof redirectExperiments, value: unknown) => (redirectExperiments[key].variations as Record<string, string>)[String(value)];

function decideOn(path: string) {
  history.replaceState(null, '', path);
  decideExperiments(document);
  return { banner: root.dataset.bannerLayout, redirect: (to: string) => handOff().experimentRedirect?.(to) };
}

beforeEach(() => {
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = experimentsIslandId;
  island.textContent = JSON.stringify(decisionIsland(features));
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
      seedConsent({ statistics: true, marketing: false });
      localStorage.setItem('lumi:visitor-id', id);
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
  });

  it('lets a tester force a variation by address, kept for the session, and switch a flag', () => {
    sessionStorage.setItem('lumi:forced-flags', '{"new-year-donation":true,"group-sessions-banner":"yes"}');
    const { redirect } = decideOn('/faq?shop-page=2&utm_source=qa');
    expect(redirect('/shop')).toBe('/shop-not-so-old');
    expect(JSON.parse(sessionStorage.getItem('lumi:forced-variations') ?? '{}')).toEqual({ 'shop-page': 2 });
    expect(root.dataset.flagNewYearDonation).toBe('on');
    expect(root.dataset.flagGroupSessionsBanner).toBe('off');
  });

  it('decides from the remote features the app stored last, in the current format', () => {
    const remote = structuredClone(features);
    remote['shop-page'].rules![0] = { ...remote['shop-page'].rules![0]!, weights: [0, 1, 0] } as never;
    seedConsent({ statistics: true, marketing: false });
    localStorage.setItem('lumi:experiments-payload', JSON.stringify(storedRemoteFeatures(remote)));
    expect(decideOn('/faq').redirect('/shop')).toBe('/shop-old');
  });

  it('ignores a remote value stored by an earlier version, or one it cannot use, and decides from the built-in features', () => {
    seedConsent({ statistics: true, marketing: false });
    localStorage.setItem('lumi:visitor-id', ids[0]!);
    const expected = pageOf('shop-page', growthBook(ids[0]!).evalFeature('shop-page').value);
    localStorage.removeItem(`gbStickyBuckets__id||${ids[0]!}`);
    for (const stored of [JSON.stringify(features), JSON.stringify({ format: 1, experiments: {}, flags: {} }), '{']) {
      localStorage.setItem('lumi:experiments-payload', stored);
      expect(decideOn('/faq').redirect('/shop') ?? '/shop', stored).toBe(expected);
    }
  });
});
