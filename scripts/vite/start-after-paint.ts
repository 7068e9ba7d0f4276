/**
 * The app's modules start after the page's first paint. A prerendered page can be read without
 * them, and on a slow line every module fetched alongside the stylesheet and the fonts delays
 * that first paint: here the page names its modules in a JSON island, and a small inline script
 * asks for them (the entry, then the module preloads) once the browser has painted.
 */

export interface AppModules {
  /** Module entry scripts, in order. */
  modules: string[];
  /** Modules they import, fetched in parallel with the entry. */
  preloads: string[];
}

const islandId = 'lumi-modules';

/** Elements added per task. */
export const batchSize = 6;

/** How long the modules wait at most for the first contentful paint. */
export const paintWaitMs = 3000;

const moduleScript = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/** Takes the module scripts and preloads Vite wrote into the HTML template out of it. */
export function extractAppModules(template: string): { html: string; modules: AppModules } {
  const modules = [...template.matchAll(moduleScript)].map((match) => match[1] as string);
  const preloads = [...template.matchAll(modulePreload)].map((match) => match[1] as string);
  const html = template.replace(moduleScript, '').replace(modulePreload, '');
  return { html, modules: { modules, preloads } };
}

// Runs in the page; plain ES5 so it is tiny and never needs a transform. The entry goes first
// (the largest file), then the preloads, a few per task: each new request costs the main thread
// a few milliseconds on a slow phone, and 30 of them at once would be one long task. A hidden
// tab paints nothing, so it starts at once there. Where the browser reports its first contentful
// paint, the modules wait for that report (a frame callback can run before the paint is on
// screen); elsewhere for the first frame. A page that never paints starts after a few seconds.
const bootstrap = `(function(){var d=document,i=JSON.parse(d.getElementById('${islandId}').textContent),q=[];i.modules.forEach(function(s){q.push(['script',{type:'module',src:s}])});i.preloads.forEach(function(h){q.push(['link',{rel:'modulepreload',href:h}])});function step(){var f=d.createDocumentFragment();q.splice(0,${batchSize}).forEach(function(x){var e=d.createElement(x[0]);for(var k in x[1])e[k]=x[1][k];e.crossOrigin='';f.appendChild(e)});d.head.appendChild(f);if(q.length)setTimeout(step,0)}var P=window.PerformanceObserver,done=0;function go(){if(!done){done=1;setTimeout(step,0)}}if(d.visibilityState==='hidden')go();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});setTimeout(go,${paintWaitMs})}else requestAnimationFrame(go)})();`;

/** The markup that starts the page's modules after the first paint (goes at the end of the body). */
export function startAfterPaintMarkup(modules: AppModules): string {
  // `<` is escaped so no path can close the script element early.
  const json = JSON.stringify({ modules: modules.modules, preloads: [...new Set(modules.preloads)] }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${islandId}">${json}</script><script>${bootstrap}</script>`;
}

/** Reads the island back (the size report and the tests use it). */
export function readAppModules(html: string): AppModules | undefined {
  const match = new RegExp(`<script type="application/json" id="${islandId}">([^<]*)</script>`).exec(html);
  if (!match?.[1]) return undefined;
  return JSON.parse(match[1]) as AppModules;
}
