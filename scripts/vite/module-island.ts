/**
 * The app's modules are not named as `<script type="module">` in a prerendered page: the page
 * lists them in a JSON island at the end of the body, and the pre-paint runtime
 * (`src/pre-paint/start-modules.ts`) fetches them at low priority and runs the entry after the
 * first paint. This module moves them from Vite's HTML into the island, and reads the island back.
 */
import { islandId, type AppModules } from '../../src/pre-paint/start-modules.ts';

export type { AppModules };

const moduleScript = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/** Takes the module scripts and preloads Vite wrote into the HTML template out of it. */
export function extractAppModules(template: string): { html: string; modules: AppModules } {
  const modules = [...template.matchAll(moduleScript)].map((match) => match[1] as string);
  const preloads = [...template.matchAll(modulePreload)].map((match) => match[1] as string);
  const html = template.replace(moduleScript, '').replace(modulePreload, '');
  return { html, modules: { modules, preloads } };
}

/** The island naming the page's modules (goes at the end of the body). */
export function moduleIslandMarkup(modules: AppModules): string {
  // `<` is escaped so no path can close the script element early.
  const json = JSON.stringify({ modules: modules.modules, preloads: [...new Set(modules.preloads)] }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${islandId}">${json}</script>`;
}

/** Reads the island back (the size report and the tests use it). */
export function readAppModules(html: string): AppModules | undefined {
  const match = new RegExp(`<script type="application/json" id="${islandId}">([^<]*)</script>`).exec(html);
  if (!match?.[1]) return undefined;
  return JSON.parse(match[1]) as AppModules;
}
