import { workerPageFile } from '@/config/pwa';

/**
 * Pure: the precache key of a clean page path. The worker stores every route as its copy
 * `<path>/index.sw.html`; assets and files with an extension keep their own name.
 */
export function precachedPageUrl(url: URL): URL {
  const { pathname } = url;
  if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '')) return url;
  const mapped = new URL(url.href);
  mapped.pathname = `${pathname}/${workerPageFile}`;
  return mapped;
}
