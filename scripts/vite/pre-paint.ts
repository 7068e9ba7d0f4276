/**
 * Builds the pre-paint runtime (`src/pre-paint/`): everything that must run before the first
 * paint (colour scheme, consent state, experiment decision, the record of early input, the start
 * of the app's modules) as one minified inline script for the <head> of every page. The hosting
 * headers hash every inline script of the built pages into the Content-Security-Policy, so this
 * script runs under a CSP without 'unsafe-inline'.
 */
import { join } from 'node:path';
import { minify } from 'terser';
import { build } from 'vite';
import { assessPayload } from '../../experiments/schema.ts';
import { decisionIsland } from '../../experiments/rules/reduce-features.ts';
import { allPagePaths } from '../../src/config/routes.ts';
import { readCheckedPayload } from './experiments.ts';

export const prePaintEntry = 'src/pre-paint/pre-paint.ts';

/** One TypeScript entry in, one self-contained script out (no imports left, no module scope). */
export async function buildInlineScript(root: string, alias: Record<string, string>, entry: string): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(root, entry), formats: ['iife'], name: 'lumiPrePaint' },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunk = outputs.flatMap((result) => ('output' in result ? result.output : [])).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${entry} did not build into a script`);
  // Terser over the minified bundle, in three passes that turn function expressions into arrows
  // (none of them is a constructor or reads `this`): about 4 % smaller than the bundler's
  // minifier alone, which is what keeps this render-blocking script within its 8 KB.
  const { code } = await minify(chunk.code, { ecma: 2020, compress: { ecma: 2020, passes: 3, unsafe_arrows: true }, mangle: true });
  if (code === undefined) throw new Error(`${entry} came out of terser empty`);
  // `</script` inside the code would end the inline element early.
  return code.trim().replaceAll('</script', '<\\/script');
}

/**
 * The head of every page: the bundled payload as a JSON island, cut to what the decision reads,
 * with the site's own definitions (variation pages, banners, flags, its pages), then the pre-paint
 * runtime.
 */
export async function prePaintHead(root: string, alias: Record<string, string>): Promise<string> {
  const assessed = assessPayload(readCheckedPayload(root), { pagePaths: allPagePaths(), origins: [] });
  if (!assessed.ok) throw new Error(assessed.error);
  // `<` escaped, so the JSON can never close its script element.
  const features = JSON.stringify(decisionIsland(assessed.assessment, allPagePaths())).replaceAll('<', '\\u003c');
  const script = await buildInlineScript(root, alias, prePaintEntry);
  return `<script type="application/json" id="lumi-experiments">${features}</script><script>${script}</script>`;
}
