// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A path the docs name is a path in the repository: a file that moved leaves no guide pointing at
 * where it was. Checked are the paths in backticks that start with one of the repository's
 * folders; patterns (`*`, `<…>`, `{…}`, `…`) and paths the build or a run writes are left alone.
 */
const repoRoot = process.cwd();
const folders = ['src', 'server', 'scripts', 'tests', 'tools', 'mocks', 'docs', 'experiments', 'public'];
const written = [/^docs\/screenshots\//, /^public\/(?:media|generated)\//];

const documents = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(join(repoRoot, 'docs/decisions')).map((name) => `docs/decisions/${name}`),
];

/** Pure: the repository paths named in backticks in a text. */
export function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [, inside = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const token of inside.split(/\s+/)) {
      const path = token.replace(/^[("']+|[)"',.:;]+$/g, '');
      if (!folders.some((folder) => path.startsWith(`${folder}/`))) continue;
      if (/[*<>{}…]|\.\.\./.test(path) || written.some((pattern) => pattern.test(path))) continue;
      found.add(path.replace(/#.*$/, ''));
    }
  }
  return [...found];
}

describe('the paths the docs name', () => {
  it('finds paths in backticks and leaves patterns alone', () => {
    expect(namedPaths('see `server/http/app.ts` and `npx tsx scripts/smoke-start.ts visit`, not `src/pages/*.page.tsx` or `tests/e2e/<name>.spec.ts`')).toEqual(
      ['server/http/app.ts', 'scripts/smoke-start.ts'],
    );
  });

  it('all exist', () => {
    const missing = documents.flatMap((document) =>
      namedPaths(readFileSync(join(repoRoot, document), 'utf8'))
        .filter((path) => !existsSync(join(repoRoot, path)))
        .map((path) => `${document}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
