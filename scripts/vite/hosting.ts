import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { parseEnv } from '../../src/config/env.ts';
import { headerRules, headersFile, inlineScriptHashes, type HostingInput } from '../hosting/headers.ts';
import { nginxServerBlock } from '../hosting/nginx.ts';

/** Where the nginx server block is written: beside `dist/`, not inside what is deployed. */
export const nginxConfigFile = 'hosting/nginx.conf';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);
const present = (values: Array<string | undefined>) => values.filter((value): value is string => value !== undefined);

/** The configured outside systems as the policy names them. */
export function hostingInputFor(rawEnv: Record<string, unknown>, scriptHashes: string[]): HostingInput {
  const env = parseEnv(rawEnv, () => undefined);
  const tagManager = env.gtmId ? env.gtmOrigin : undefined;
  return {
    scriptHashes,
    connectOrigins: present([originOf(env.crmFormUrl), originOf(env.apiBaseUrl), originOf(env.growthbookApiHost), tagManager]),
    scriptOrigins: present([tagManager]),
    formOrigins: present([originOf(env.crmFormUrl), originOf(env.apiBaseUrl)]),
  };
}

/**
 * After the pages are written: hashes every inline script of every page into the CSP, writes
 * `dist/_headers` and the nginx block, and removes Vite's build manifest, which only the build
 * needs. Runs after the prerender (its closeBundle is `pre`).
 */
export function hostingHeaders(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lumi:hosting-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const hashes = [...new Set(htmlFiles(outDir).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))))].sort();
        const input = hostingInputFor({ ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env }, hashes);
        writeFileSync(join(outDir, '_headers'), headersFile(headerRules(input)));
        const nginxFile = resolve(config.root, nginxConfigFile);
        mkdirSync(dirname(nginxFile), { recursive: true });
        writeFileSync(nginxFile, nginxServerBlock(input));
        rmSync(join(outDir, '.vite'), { recursive: true, force: true });
        config.logger.info(`hosting headers: ${hashes.length} inline script hashes, dist/_headers, ${nginxConfigFile}`);
      },
    },
  };
}
