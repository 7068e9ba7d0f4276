import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import { brand } from '../../src/config/brand.ts';
import { siteRoutes } from '../../src/config/routes.ts';
import { buildContentIndex, englishFileOf, type ContentEntry, type ContentSource } from '../../src/features/content/model/check-content.ts';
import { contentPageData } from '../../src/features/content/model/content-page-data.ts';
import { ContentError } from '../../src/features/content/model/schema.ts';

const virtualId = 'virtual:content-index';
const resolvedVirtualId = `\0${virtualId}`;
/**
 * One loader per content page, each importing only that page's module (`entryPrefix` + path): its
 * metadata and the loaders of its bodies.
 */
const loadersId = 'virtual:content-entries';
const resolvedLoadersId = `\0${loadersId}`;
const entryPrefix = 'virtual:content-entry';
const resolvedEntryPrefix = `\0${entryPrefix}`;

function listMdx(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listMdx(full);
    // English bodies (`<name>.en.mdx`) belong to their German file, not entries of their own.
    return name.endsWith('.mdx') && !name.endsWith('.en.mdx') ? [full] : [];
  });
}

export function readFrontMatter(file: string, source: string): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!match?.[1]) throw new ContentError(file, '(front matter)', 'is missing');
  try {
    return parseYaml(match[1]);
  } catch (error) {
    throw new ContentError(file, '(front matter)', `is not valid YAML: ${(error as Error).message}`);
  }
}

export function loadContentSources(root: string): ContentSource[] {
  const contentDir = join(root, 'src/content');
  return listMdx(contentDir).map((full) => {
    const file = relative(root, full).split('\\').join('/');
    const source = readFileSync(full, 'utf8');
    const englishFile = join(root, englishFileOf(file));
    return {
      file,
      frontMatter: readFrontMatter(file, source),
      body: source.replace(/^---\r?\n[\s\S]*?\r?\n---/, ''),
      englishBody: existsSync(englishFile) ? readFileSync(englishFile, 'utf8') : undefined,
    };
  });
}

/**
 * Validates all content at build start (a broken file fails the build naming file and field).
 * Serves the metadata of every page as `virtual:content-index` for the list pages (no article
 * bodies), and each content page's own metadata, what it shows of its recommendations and the
 * loaders of its two bodies as a module of its own, loaded through `virtual:content-entries`: an
 * article ships neither the whole index nor the file names of every other body.
 */
export function contentCheck(): Plugin {
  let root = process.cwd();
  // Built once per build and served to every content module; a changed content file in the dev
  // server makes it build again. Each module that reads it is tied to the content files, so the
  // dev server reloads it when one changes.
  let built: { index: ContentEntry[]; files: string[] } | undefined;
  const build = () => {
    const sources = loadContentSources(root);
    const files = sources.flatMap((source) => [join(root, source.file), join(root, englishFileOf(source.file))]);
    return { index: buildContentIndex(sources, siteRoutes, brand), files };
  };
  const readIndex = (context: { addWatchFile(file: string): void }) => {
    built ??= build();
    for (const file of built.files) context.addWatchFile(file);
    return built.index;
  };
  return {
    name: 'lumi:content-check',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id === virtualId) return resolvedVirtualId;
      if (id === loadersId) return resolvedLoadersId;
      if (id.startsWith(`${entryPrefix}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === resolvedVirtualId) return `export const contentIndex = ${JSON.stringify(readIndex(this))};`;
      if (id === resolvedLoadersId) {
        const loaders = readIndex(this).map(({ path }) => `${JSON.stringify(path)}: () => import(${JSON.stringify(entryPrefix + path)})`);
        return `export const contentEntryLoaders = {${loaders.join(',')}};`;
      }
      if (id.startsWith(`${resolvedEntryPrefix}/`)) {
        const data = contentPageData(readIndex(this), id.slice(resolvedEntryPrefix.length));
        if (!data) throw new Error(`No content page at ${id.slice(resolvedEntryPrefix.length)}`);
        // The page's two bodies, each a chunk of its own: the English one loads only for a reader in English.
        const body = (file: string) => `() => import(${JSON.stringify(join(root, file).split('\\').join('/'))})`;
        return [
          `export const entry = ${JSON.stringify(data.entry)};`,
          `export const recommended = ${JSON.stringify(data.recommended)};`,
          `export const loadBody = ${body(data.entry.file)};`,
          `export const loadEnglish = ${body(englishFileOf(data.entry.file))};`,
        ].join('\n');
      }
      return undefined;
    },
    buildStart() {
      built = undefined;
      // Unit tests check content in their own test; a half-written article must not stop them.
      if (process.env.VITEST) return;
      built = build();
    },
    watchChange(id) {
      if (id.replaceAll('\\', '/').includes('/src/content/')) built = undefined;
    },
  };
}
