import { canonicalUrl, type PageHead } from './model/head';

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

/** Brings the live document's head in line with the page after a client-side navigation. */
export function applyHead(head: PageHead, siteUrl: string): void {
  const url = canonicalUrl(siteUrl, head.path);
  document.title = head.title;
  document.documentElement.lang = head.lang;
  upsertMeta('name', 'description', head.description);
  upsertMeta('property', 'og:title', head.title);
  upsertMeta('property', 'og:description', head.description);
  upsertMeta('property', 'og:url', url);
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
