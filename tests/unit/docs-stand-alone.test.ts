import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs must make sense to someone who has only this repository: they state a rule
 * or a reason themselves instead of pointing at a product document, design notes or a style
 * guide kept elsewhere. The patterns are put together from pieces, so this file passes its own
 * check.
 */
const repoRoot = process.cwd();

const roots = ['src', 'scripts', 'tests', 'mocks', 'docs', 'experiments', 'server', 'tools', 'README.md', 'eslint.config.js', 'vite.config.ts'];
const skippedFolders = new Set(['node_modules', 'dist', '.git', 'test-results', '.lighthouseci']);
const binaryExtension = /\.(png|jpe?g|gif|webp|avif|ico|mp4|webm|mp3|woff2?|ttf|otf|pdf|zip|gz)$/i;

const word = (...parts: string[]) => parts.join('');
const outsideDocuments: readonly RegExp[] = [
  // the product document and its numbered sections ("… section 4", "… sections 3 and 9")
  new RegExp(word('seed', '-', 'spec'), 'i'),
  new RegExp(`\\b${word('sp', 'ec')}(?:'s)? sections?\\b`, 'i'),
  new RegExp(`\\b${word('product', ' ', 'sp', 'ec')}\\b`, 'i'),
  new RegExp(`\\b${word('sp', 'ec')}\\W{0,3}§`, 'i'),
  // a bare section sign with a number and no law after it, closed by a bracket or a stop;
  // legal citations such as "§ 25 TDDDG" or "§ 18(2) MStV" name their law and pass
  /§\s?\d+[a-z]?(?=\s*(?:[).,;:]|$))/,
  // the design notes and the style guide
  new RegExp(`\\b${word('DES', 'IGN')}\\.md\\b`, 'i'),
  new RegExp(`\\b${word('DES', 'IGN')}\\b`),
  new RegExp(`\\b${word('STY', 'LE')}\\.md\\b`, 'i'),
  new RegExp(`\\b${word('sty', 'le')} conventions? \\d`, 'i'),
  new RegExp(`\\b${word('STY', 'LE')}\\b`),
];

/** The first pattern a line trips, if any. */
function outsideReference(line: string): RegExp | undefined {
  return outsideDocuments.find((pattern) => pattern.test(line));
}

function walk(path: string, into: string[]): void {
  const full = join(repoRoot, path);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    into.push(path);
    return;
  }
  for (const entry of readdirSync(full)) {
    if (!skippedFolders.has(entry)) walk(join(path, entry), into);
  }
}

/** Tracked files under the roots (and new ones git does not ignore); a plain walk without git. */
function filesToCheck(): string[] {
  let files: string[];
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...roots], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    files = listed.split('\0').filter(Boolean);
  } catch {
    files = [];
    for (const root of roots) walk(root, files);
  }
  return files
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !file.split('/').some((part) => skippedFolders.has(part)))
    .filter((file) => !binaryExtension.test(file) && existsSync(join(repoRoot, file)));
}

describe('comments and docs', () => {
  it('state their rules themselves instead of pointing at documents outside the repository', () => {
    const files = filesToCheck();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const bytes = readFileSync(join(repoRoot, file));
      if (bytes.subarray(0, 8000).includes(0)) continue;
      bytes
        .toString('utf8')
        .split('\n')
        .forEach((line, index) => {
          if (outsideReference(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found, 'Say what the rule is, not where it was written down').toEqual([]);
  });

  it('catches such references and lets ordinary uses of the words pass', () => {
    const caught = [
      `// ${word('Sp', 'ec')} section 7: the CRM expects the title`,
      ` * (${word('sp', 'ec')} sections 3 and 9)`,
      `/** Defaults fixed by the ${word('product', ' ', 'sp', 'ec')}. */`,
      `see ${word('seed', '-', 'spec')}.md`,
      `Budget (${word('DES', 'IGN')}.md): 150 KB`,
      `as ${word('DES', 'IGN')} says`,
      `(${word('STY', 'LE')} convention 4)`,
      `see ${word('Sty', 'le')}.md`,
      `the rule (${'§'} 7).`,
    ];
    const passed = [
      '§ 25 TDDDG',
      '§ 25 Abs. 2 Nr. 2 TDDDG',
      '§ 18(2) Medienstaatsvertrag',
      '§ 27a Umsatzsteuergesetz',
      'tests/e2e/outbox.spec.ts',
      'Journeys meet a visitor unless a spec asks for another `consent`',
      'the OpenAPI contract in docs/api/openapi.yaml',
      'Wir sind ein Team aus Pflege, Design und Technik.',
      "The shop's control design: a light hero",
      'list-style: none;',
      'font-style="italic"',
    ];
    expect(caught.filter((line) => !outsideReference(line))).toEqual([]);
    expect(passed.filter((line) => outsideReference(line))).toEqual([]);
  });
});
