import { canonicalUrl, jsonLdText, ogImageUrl, ogLocale, type PageHead } from './model/head';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps the one page-owned JSON-LD script (written by the prerenderer) in step: never a second one. */
function applyJsonLd(text: string | undefined) {
  let script = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"][data-page]');
  if (text === undefined) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.page = '';
    document.head.append(script);
  }
  if (script.textContent !== text) script.textContent = text;
}

/** Brings the live document's head in line with the page after a client-side navigation. */
export function applyHead(head: PageHead, siteUrl: string): void {
  const url = canonicalUrl(siteUrl, head.path);
  document.title = head.title;
  document.documentElement.lang = head.lang;
  upsertMeta('name', 'description', head.description);
  upsertMeta('property', 'og:title', head.title);
  upsertMeta('property', 'og:description', head.description);
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:type', head.type ?? 'website');
  upsertMeta('property', 'og:locale', ogLocale(head.lang));
  upsertMeta('property', 'og:image', ogImageUrl(head, siteUrl));
  applyJsonLd(jsonLdText(head.jsonLd));
  upsertMeta('name', 'robots', head.noindex ? 'noindex' : undefined);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.noindex) {
    canonical?.remove();
    return;
  }
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
}
