import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContentSources } from '../../scripts/vite/content-check';
import { brand } from '../../src/config/brand';
import { allPagePaths, siteRoutes } from '../../src/config/routes';
import { buildContentIndex } from '../../src/features/content/model/check-content';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ExpectedPage {
  path: string;
  heading: string;
  /** A sentence of the first paragraph, to find in the markup. */
  text: string;
  status: number;
}

function copy(namespace: string, keyPrefix: string[]): { heading: string; intro: string } {
  const json = JSON.parse(readFileSync(join(root, `src/i18n/locales/de/${namespace}.json`), 'utf8')) as Record<string, unknown>;
  const scope = keyPrefix.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, json);
  const interpolate = (value: unknown) => String(value).replaceAll('{{product}}', brand.name);
  return { heading: interpolate(scope.heading), intro: interpolate(scope.intro ?? scope.hint) };
}

/** What every route must show, taken from the same copy and content files the site uses. */
export function expectedPages(): ExpectedPage[] {
  const content = buildContentIndex(loadContentSources(root), siteRoutes, brand);
  const pages = allPagePaths().map((path): ExpectedPage => {
    const entry = content.find((candidate) => candidate.path === path);
    if (entry) return { path, heading: entry.meta.title, text: entry.meta.title, status: 200 };
    const route = siteRoutes.find((candidate) => candidate.path === path);
    const checkoutStep = path.startsWith('/checkout/') ? path.split('/')[2] : undefined;
    const namespace = route?.id ?? 'checkout';
    const { heading, intro } = copy(namespace, checkoutStep ? [checkoutStep] : []);
    return { path, heading, text: intro, status: 200 };
  });
  const notFound = copy('common', ['notFound']);
  return [...pages, { path: '/diese-seite-gibt-es-nicht', heading: notFound.heading, text: notFound.intro, status: 404 }];
}
