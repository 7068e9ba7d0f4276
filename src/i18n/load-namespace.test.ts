import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadNamespaceInto } from './load-namespace';

/** An instance whose backend answers from `read` (German and English, German the fallback). */
async function instanceReading(read: (language: string, namespace: string) => Promise<Record<string, string>>, language = 'de') {
  const instance = i18next.createInstance();
  await instance
    .use({ type: 'backend', callbackApi: false, init() {}, read })
    .init({ lng: language, fallbackLng: 'de', supportedLngs: ['de', 'en'], ns: [], initAsync: false });
  return instance;
}

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('loadNamespaceInto', () => {
  it('loads the namespace in the current language and its fallback', async () => {
    const read = vi.fn(async (language: string) => ({ greeting: language === 'en' ? 'Hello' : 'Hallo' }));
    const instance = await instanceReading(read, 'en');
    await loadNamespaceInto(instance, 'shop');
    expect(instance.getResource('en', 'shop', 'greeting')).toBe('Hello');
    expect(instance.hasResourceBundle('de', 'shop')).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('rejects when the copy did not arrive, where i18next alone settles as if it had', async () => {
    const instance = await instanceReading(offline);
    await expect(instance.loadNamespaces('shop')).resolves.toBeUndefined();
    await expect(loadNamespaceInto(instance, 'cart')).rejects.toThrow('The copy "cart" could not be loaded in de');
  });

  it('asks again on the next call after a failure, which i18next alone never does', async () => {
    let online = false;
    const read = vi.fn(async () => (online ? { greeting: 'Hallo' } : offline()));
    const instance = await instanceReading(read);
    await expect(loadNamespaceInto(instance, 'shop')).rejects.toThrow();
    const askedOffline = read.mock.calls.length;
    online = true;
    await loadNamespaceInto(instance, 'shop');
    expect(read.mock.calls.length).toBeGreaterThan(askedOffline);
    expect(instance.getResource('de', 'shop', 'greeting')).toBe('Hallo');
  });

  it('asks for nothing once the namespace is there', async () => {
    const read = vi.fn(async () => ({ greeting: 'Hallo' }));
    const instance = await instanceReading(read);
    await loadNamespaceInto(instance, 'shop');
    await loadNamespaceInto(instance, 'shop');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
