import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { parseEnv, parseHostingEnv } from '../../src/config/env.ts';
import { googleTagHosts } from '../hosting/google-tag-hosts.ts';
import {
  headerRules,
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  runningInlineScripts,
  scriptHash,
  styleElements,
  type HostingInput,
} from '../hosting/headers.ts';
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

/**
 * The configured outside systems as the policy names them. With a tag manager, the hosts Google
 * documents for GA4 and Google Ads, unless the operator's tags send only to a first-party tagging
 * server (`VITE_TAGGING_SERVER_ONLY`); without one, none of them.
 */
export function hostingInputFor(rawEnv: Record<string, unknown>, scriptHashes: string[], styleHashes: string[] = []): HostingInput {
  const env = parseEnv(rawEnv, () => undefined);
  const hosting = parseHostingEnv(rawEnv, () => undefined);
  const tagManager = env.gtmId ? env.gtmOrigin : undefined;
  const google = env.gtmId && !hosting.taggingServerOnly ? googleTagHosts : { script: [], img: [], connect: [], frame: [] };
  return {
    scriptHashes,
    styleHashes,
    connectOrigins: present([originOf(env.crmFormUrl), originOf(env.apiBaseUrl), originOf(env.growthbookApiHost), tagManager, ...google.connect]),
    scriptOrigins: present([tagManager, ...google.script]),
    imgOrigins: present([tagManager, ...google.img]),
    frameOrigins: [...google.frame],
    formOrigins: present([originOf(env.crmFormUrl), originOf(env.apiBaseUrl)]),
    ...(hosting.cspReportUrl ? { reportUrl: hosting.cspReportUrl } : {}),
  };
}

/** An attribute that runs code (`onclick=…`): no hash can allow it without `'unsafe-hashes'`. */
const eventHandlerAttribute = /<[a-z][^<>]*?\s(on[a-z]+)\s*=/gi;

/** A style attribute (`style="…"`): the policy allows none, so the look must come from classes. */
const styleAttribute = /<[a-z][^<>]*?\sstyle\s*=/gi;

/**
 * Every piece of inline code in a page that the policy would block: an inline script or a
 * `<style>` element whose hash is not allowed, every inline event handler and every style
 * attribute. Independent of how the hashes were made, so something the hashing missed fails the
 * build instead of failing silently in the browser.
 */
export function auditInlineCode(html: string, allowed: { scripts: readonly string[]; styles: readonly string[] }): string[] {
  const scriptHashes = new Set(allowed.scripts);
  const styleHashes = new Set(allowed.styles);
  const scripts = runningInlineScripts(html)
    .filter((body) => !scriptHashes.has(scriptHash(body)))
    .map((body) => `inline script not hashed: ${body.slice(0, 60)}`);
  const styles = styleElements(html)
    .filter((body) => !styleHashes.has(scriptHash(body)))
    .map((body) => `<style> element not hashed: ${body.trim().slice(0, 60)}`);
  const handlers = [...html.matchAll(eventHandlerAttribute)].map((match) => `inline event handler ${match[1] ?? ''}: ${match[0].slice(0, 60)}`);
  const styleAttributes = [...html.matchAll(styleAttribute)].map((match) => `style attribute: ${match[0].slice(0, 60)}`);
  return [...scripts, ...styles, ...handlers, ...styleAttributes];
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
        const pages = htmlFiles(outDir).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
        const hashes = [...new Set(pages.flatMap(({ html }) => inlineScriptHashes(html)))].sort();
        const styleHashes = [...new Set(pages.flatMap(({ html }) => inlineStyleHashes(html)))].sort();
        const problems = pages.flatMap(({ file, html }) =>
          auditInlineCode(html, { scripts: hashes, styles: styleHashes }).map((problem) => `${file.slice(outDir.length)}: ${problem}`),
        );
        if (problems.length > 0) throw new Error(`The Content-Security-Policy would block inline code:\n${problems.join('\n')}`);
        const input = hostingInputFor({ ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env }, hashes, styleHashes);
        writeFileSync(join(outDir, '_headers'), headersFile(headerRules(input)));
        const nginxFile = resolve(config.root, nginxConfigFile);
        mkdirSync(dirname(nginxFile), { recursive: true });
        writeFileSync(nginxFile, nginxServerBlock(input));
        rmSync(join(outDir, '.vite'), { recursive: true, force: true });
        config.logger.info(`hosting headers: ${hashes.length} inline script hashes, ${styleHashes.length} style hashes, dist/_headers, ${nginxConfigFile}`);
      },
    },
  };
}
