import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContentSources } from '../../scripts/vite/content-check';
import { brand } from '../../src/config/brand';
import { notFoundRoute, sitePages, siteRoutes, type SitePage } from '../../src/config/routes';
import { buildContentIndex } from '../../src/features/content/model/check-content';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ExpectedPage {
  path: string;
  heading: string;
  /** A sentence of the first paragraph, to find in the markup. */
  text: string;
  status: number;
}

/** The heading and first paragraph of a plain page, from the copy namespace and section the route table names. */
function copy(page: SitePage): { heading: string; intro: string } {
  if (!page.namespace) throw new Error(`${page.path} has no copy namespace`);
  const json = JSON.parse(readFileSync(join(root, `src/i18n/locales/de/${page.namespace}.json`), 'utf8')) as Record<string, unknown>;
  const keyPrefix = page.keyPrefix ? page.keyPrefix.split('.') : [];
  const scope = keyPrefix.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, json);
  const interpolate = (value: unknown) => String(value).replaceAll('{{product}}', brand.name);
  return { heading: interpolate(scope.heading), intro: interpolate(scope.intro ?? scope.hint) };
}

/** What every page of the route table and an unknown path must show, taken from the same copy and content files the site uses. */
export function expectedPages(): ExpectedPage[] {
  const content = buildContentIndex(loadContentSources(root), siteRoutes, brand);
  const pages = sitePages().map((page): ExpectedPage => {
    if (page.kind !== 'page') {
      const entry = content.find((candidate) => candidate.path === page.path);
      if (!entry) throw new Error(`${page.path} has no content file`);
      return { path: page.path, heading: entry.meta.title, text: entry.meta.title, status: 200 };
    }
    const { heading, intro } = copy(page);
    return { path: page.path, heading, text: intro, status: 200 };
  });
  const notFound = copy(notFoundRoute);
  return [...pages, { path: '/diese-seite-gibt-es-nicht', heading: notFound.heading, text: notFound.intro, status: 404 }];
}
