/**
 * Pure: the precache key of a clean page path. Every route is prerendered to
 * `<path>/index.html`; assets and files with an extension keep their own name.
 */
export function precachedPageUrl(url: URL): URL {
  const { pathname } = url;
  if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '')) return url;
  const mapped = new URL(url.href);
  mapped.pathname = `${pathname}/index.html`;
  return mapped;
}
