import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Checkbox, MantineProvider, TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { act, Profiler, useId as useReactId, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * `patches/@mantine+hooks+<version>.patch` (applied by `patch-package` in `postinstall`) changes
 * one thing in Mantine: `useId` keeps the id it derives from React's `useId`. Upstream swaps it
 * for a random id in a layout effect after mount, which after hydration is a synchronous
 * re-render of every input, checkbox and radio on the page (about 90 ms of main thread on a slow
 * phone on /infopaket). React's id is already unique and the same on the server and the client.
 *
 * This file fails when the installed package is not the one the patch was made against, when
 * the patch is not applied, or when the patched behaviour is gone.
 */

const remake = (version: string) =>
  [
    `@mantine/hooks ${version} is not the source the useId patch was made against. To re-make the patch:`,
    `1. Read upstream's use-id: \`npm pack @mantine/hooks@${version}\`, then package/esm/use-id/use-id.mjs. If it no longer`,
    "   replaces React's id with a random one after mount, delete patches/@mantine+hooks+*.patch, the postinstall script",
    '   and this test.',
    '2. Otherwise copy package/esm/use-id/use-id.mjs and package/cjs/use-id/use-id.cjs over the same paths in',
    '   node_modules/@mantine/hooks, make the change the old patch makes (return `mantine-` + React\'s id: no state, no',
    '   effect), run `npx patch-package @mantine/hooks` and delete the old patch file.',
    '3. Put the sha256 of the two pristine files into `upstreamFingerprints` in tests/unit/mantine-use-id.test.tsx.',
  ].join('\n');

/** sha256 of the pristine upstream files the patch was made against (@mantine/hooks 9.7.4). */
const upstreamFingerprints: Record<string, string> = {
  'esm/use-id/use-id.mjs': '58068c8b5a3515a0ef0609b6f75c38e98a028afcb20f5c24a8643b62238dd49c',
  'cjs/use-id/use-id.cjs': 'd64c3698094a2210f4e46ea8fc5b7433454e5d485ca7c05b11f61cfadf04ac82',
};

const repoRoot = process.cwd();

interface InstalledHooks {
  root: string;
  version: string;
  /** The files the package's entry points load `useId` from, relative to `root`. */
  useIdFiles: string[];
}

/** The installed `@mantine/hooks`, found through the package's own entry points. */
function installedHooks(): InstalledHooks {
  const require = createRequire(join(repoRoot, 'package.json'));
  const cjsEntry = require.resolve('@mantine/hooks');
  let root = dirname(cjsEntry);
  while (!existsSync(join(root, 'package.json')) || JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name !== '@mantine/hooks') {
    const parent = dirname(root);
    if (parent === root) throw new Error(`no package.json of @mantine/hooks above ${cjsEntry}`);
    root = parent;
  }
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
    exports: { '.': { import: { default: string }; require: { default: string } } };
  };
  const useIdFiles = [manifest.exports['.'].import.default, manifest.exports['.'].require.default].map((entry) => {
    const source = readFileSync(join(root, entry), 'utf8');
    const from = /"\.\/(use-id\/use-id\.[cm]js)"/.exec(source)?.[1];
    if (!from) throw new Error(`${entry} no longer loads useId from ./use-id/: ${remake(manifest.version)}`);
    return join(dirname(entry), from).split('\\').join('/');
  });
  return { root, version: manifest.version, useIdFiles };
}

interface FilePatch {
  /** Path inside the package, e.g. `esm/use-id/use-id.mjs`. */
  file: string;
  hunks: { newStart: number; oldLines: string[]; newLines: string[] }[];
}

/** The unified diff patch-package wrote, per file. */
function parsePatch(text: string): FilePatch[] {
  const files: FilePatch[] = [];
  let hunk: FilePatch['hunks'][number] | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('diff ')) {
      hunk = undefined;
      continue;
    }
    const target = /^\+\+\+ b\/node_modules\/@mantine\/hooks\/(.+)$/.exec(line);
    if (target) {
      files.push({ file: target[1]!, hunks: [] });
      hunk = undefined;
      continue;
    }
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      hunk = { newStart: Number(header[1]), oldLines: [], newLines: [] };
      files.at(-1)!.hunks.push(hunk);
      continue;
    }
    if (!hunk) continue;
    if (line.startsWith(' ')) {
      hunk.oldLines.push(line.slice(1));
      hunk.newLines.push(line.slice(1));
    } else if (line.startsWith('-')) hunk.oldLines.push(line.slice(1));
    else if (line.startsWith('+')) hunk.newLines.push(line.slice(1));
  }
  return files;
}

/** The upstream file back from the patched one: every hunk undone, last first. */
function unpatch(patched: string, patch: FilePatch): string {
  const lines = patched.split('\n');
  for (const hunk of [...patch.hunks].reverse()) {
    const start = hunk.newStart - 1;
    const found = lines.slice(start, start + hunk.newLines.length);
    if (found.join('\n') !== hunk.newLines.join('\n')) {
      throw new Error(`${patch.file} does not have the patched lines at line ${hunk.newStart}: is the patch applied? Run \`npm ci\` or \`npx patch-package\`.`);
    }
    lines.splice(start, hunk.newLines.length, ...hunk.oldLines);
  }
  return lines.join('\n');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the @mantine/hooks useId patch', () => {
  const hooks = installedHooks();
  const patchFiles = readdirSync(join(repoRoot, 'patches')).filter((name) => name.startsWith('@mantine+hooks+'));

  it('was made for the installed version', () => {
    expect(patchFiles, remake(hooks.version)).toEqual([`@mantine+hooks+${hooks.version}.patch`]);
  });

  it('is applied to the files useId comes from, and they were the expected upstream source before', () => {
    const patches = parsePatch(readFileSync(join(repoRoot, 'patches', patchFiles[0]!), 'utf8'));
    expect(patches.map((patch) => patch.file).sort()).toEqual([...hooks.useIdFiles].sort());
    for (const patch of patches) {
      const installed = readFileSync(join(hooks.root, patch.file), 'utf8');
      expect(installed, `${patch.file} still sets a random id: the patch is not applied (run \`npm ci\`)`).not.toMatch(/randomId|useState/);
      expect(sha256(unpatch(installed, patch)), `${patch.file}\n${remake(hooks.version)}`).toBe(upstreamFingerprints[patch.file]);
    }
  });
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `element` on the "server", hydrates that HTML and reports what happened. */
async function serverThenHydrate(element: () => ReactNode) {
  const html = renderToString(element());
  const container = document.createElement('div');
  container.innerHTML = html;
  const recoverable: unknown[] = [];
  const commits: string[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <Profiler id="probe" onRender={(_id, phase) => commits.push(phase)}>
        {element()}
      </Profiler>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { html, container, commits, recoverable };
}

describe('Mantine useId, as patched', () => {
  it('gives the id React gives, the same on the server and the client, and sets no state after mount', async () => {
    function ReactProbe() {
      return <span id={useReactId()} />;
    }
    const reactId = /id="([^"]+)"/.exec(renderToString(<ReactProbe />))![1]!;
    const ids: string[] = [];
    function Probe() {
      const id = useId();
      ids.push(id);
      return <span id={id} />;
    }
    const { html, container, commits, recoverable } = await serverThenHydrate(() => <Probe />);
    const [server, client, ...later] = ids;
    expect(server, 'the id React gives the same place in the tree, with a prefix').toBe(`mantine-${reactId.replace(/:/g, '')}`);
    expect(html).toContain(`id="${server}"`);
    expect(client).toBe(server);
    expect(later, 'useId rendered again after mount').toEqual([]);
    expect(commits).toEqual(['mount']);
    expect(container.querySelector('span')!.id).toBe(server);
    expect(recoverable).toEqual([]);
  });

  it('returns a given static id', () => {
    function Probe() {
      return <span id={useId('fixed')} />;
    }
    expect(renderToString(<Probe />)).toBe('<span id="fixed"></span>');
  });

  it('hydrates Mantine inputs with the server ids in one commit', async () => {
    const form = () => (
      <MantineProvider>
        <TextInput label="Vorname" />
        <Checkbox label="Einverstanden" />
      </MantineProvider>
    );
    const { html, container, commits, recoverable } = await serverThenHydrate(form);
    const serverIds = [...html.matchAll(/<input[^>]* id="([^"]+)"/g)].map((match) => match[1]);
    expect(serverIds).toHaveLength(2);
    for (const id of serverIds) expect(id).toMatch(/^mantine-/);
    expect([...container.querySelectorAll('input')].map((input) => input.id)).toEqual(serverIds);
    expect(commits, 'the inputs re-rendered after hydration').toEqual(['mount']);
    expect(recoverable).toEqual([]);
  });
});
