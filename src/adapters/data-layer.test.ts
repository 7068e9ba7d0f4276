import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTagManager, pushGtagCommand, pushToDataLayer, tagManagerScriptUrl } from './data-layer';

const googleOrigin = 'https://www.googletagmanager.com';

/** A document of its own: scripts added to it are never fetched. */
function freshDocument(): Document {
  const doc = document.implementation.createHTMLDocument('test');
  Object.defineProperty(doc, 'defaultView', { value: window });
  return doc;
}

beforeEach(() => {
  delete window.dataLayer;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pushToDataLayer', () => {
  it('creates window.dataLayer and appends the entry', () => {
    expect(pushToDataLayer({ event: 'demo' })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'demo' }]);
  });

  it('replaces a data layer that is not an array', () => {
    (window as unknown as { dataLayer: unknown }).dataLayer = 'corrupt';
    pushToDataLayer({ event: 'demo' });
    expect(window.dataLayer).toEqual([{ event: 'demo' }]);
  });

  it('returns false instead of throwing when the push fails', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.dataLayer = Object.assign([], {
      push: () => {
        throw new Error('broken');
      },
    });
    expect(pushToDataLayer({ event: 'demo' })).toBe(false);
  });
});

describe('pushGtagCommand', () => {
  it('pushes an arguments object, which the tag manager reads as a command', () => {
    pushGtagCommand('consent', 'default', { ad_storage: 'denied' });
    const entry = window.dataLayer?.[0];
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual(['consent', 'default', { ad_storage: 'denied' }]);
  });

  it('keeps commands and events in the order they were pushed', () => {
    pushGtagCommand('consent', 'default', {});
    pushToDataLayer({ event: 'demo' });
    pushGtagCommand('consent', 'update', {});
    const kinds = window.dataLayer?.map((entry) => ('event' in (entry as object) ? (entry as { event: string }).event : (entry as IArguments)[1]));
    expect(kinds).toEqual(['default', 'demo', 'update']);
  });
});

describe('tagManagerScriptUrl', () => {
  it('joins the origin, with or without a trailing slash, and the encoded id', () => {
    expect(tagManagerScriptUrl('https://tags.lumi.example/', 'GTM-AB12')).toBe('https://tags.lumi.example/gtm.js?id=GTM-AB12');
    expect(tagManagerScriptUrl('http://127.0.0.1:4318', 'GTM-AB12')).toBe('http://127.0.0.1:4318/gtm.js?id=GTM-AB12');
  });
});

describe('loadTagManager', () => {
  it('loads the container from the configured origin (a first-party tagging server)', () => {
    const doc = freshDocument();
    expect(loadTagManager('GTM-AB12CD3', 'https://tags.lumi.example', doc)).toBe(true);
    expect(doc.querySelector('script')?.src).toBe('https://tags.lumi.example/gtm.js?id=GTM-AB12CD3');
  });

  it('loads nothing when no container is configured', () => {
    const doc = freshDocument();
    expect(loadTagManager(undefined, googleOrigin, doc)).toBe(false);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads nothing for a malformed container id', () => {
    const doc = freshDocument();
    expect(loadTagManager('GTM-abc"><img>', googleOrigin, doc)).toBe(false);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('injects the async container script', () => {
    const doc = freshDocument();
    expect(loadTagManager('GTM-AB12CD3', googleOrigin, doc)).toBe(true);
    const script = doc.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(script?.async).toBe(true);
  });

  it('pushes gtm.start before the script loads', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    loadTagManager('GTM-AB12CD3', googleOrigin, freshDocument());
    expect(window.dataLayer).toEqual([{ 'gtm.start': 1_700_000_000_000, event: 'gtm.js' }]);
  });

  it('loads the container only once', () => {
    const doc = freshDocument();
    loadTagManager('GTM-AB12CD3', googleOrigin, doc);
    loadTagManager('GTM-AB12CD3', googleOrigin, doc);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('keeps events pushed before it loaded', () => {
    pushToDataLayer({ event: 'info_package_page' });
    loadTagManager('GTM-AB12CD3', googleOrigin, freshDocument());
    expect(window.dataLayer?.[0]).toEqual({ event: 'info_package_page' });
  });
});
