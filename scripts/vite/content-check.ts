import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import { brand } from '../../src/config/brand.ts';
import { siteRoutes } from '../../src/config/routes.ts';
import { buildContentIndex, englishFileOf, type ContentSource } from '../../src/features/content/model/check-content.ts';
import { ContentError } from '../../src/features/content/model/schema.ts';

const virtualId = 'virtual:content-index';
const resolvedVirtualId = `\0${virtualId}`;

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
 * Validates all content at build start (a broken file fails the build naming file and field)
 * and serves the metadata as `virtual:content-index`, so list pages ship no article bodies.
 */
export function contentCheck(): Plugin {
  let root = process.cwd();
  return {
    name: 'lumi:content-check',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      const sources = loadContentSources(root);
      for (const source of sources) {
        this.addWatchFile(join(root, source.file));
        this.addWatchFile(join(root, englishFileOf(source.file)));
      }
      const index = buildContentIndex(sources, siteRoutes, brand);
      return `export const contentIndex = ${JSON.stringify(index)};`;
    },
    buildStart() {
      // Unit tests check content in their own test; a half-written article must not stop them.
      if (process.env.VITEST) return;
      buildContentIndex(loadContentSources(root), siteRoutes, brand);
    },
  };
}
