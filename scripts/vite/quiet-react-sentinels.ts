import type { Plugin } from 'vite';

/** The objects React DOM throws to itself (a suspended render, a hydration to restart) and compares by identity. */
export const reactDomSentinelNames = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

/** The file React DOM's client resolves to in builds, the one module this plugin rewrites. */
export const reactDomClientModule = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

const sentinelDefinition = new RegExp(`\\b(${reactDomSentinelNames.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');

// Appended, not prepended: a function declaration is hoisted, and every line of React's module
// stays where its source map says it is.
const errorWithoutStack = '\nfunction lumiErrorWithoutStack(message) { var error = Object.create(Error.prototype); error.message = message; return error; }\n';

/**
 * React DOM's production module with its sentinels made without the `Error` constructor. They
 * are created while the module loads. An `Error` records a stack trace when it is made, and with
 * DevTools attached (Lighthouse, the benchmarks, the browser tests) V8 then parses every function
 * on that stack again to find its source positions: React DOM's module and the top level of the
 * entry chunk, 30–45 ms each on the main thread before hydration can start. A visitor's browser
 * without DevTools records no positions, so this is about measuring the page rather than the
 * instruments. The sentinels are never shown to anyone and only compared by identity; they keep
 * their class and message.
 * Throws when React's source no longer has exactly these definitions, so an upgrade cannot
 * silently undo this.
 */
export function withQuietSentinels(source: string): string {
  const found: string[] = [];
  const code = source.replace(sentinelDefinition, (_match, name: string, message: string) => {
    found.push(name);
    return `${name} = lumiErrorWithoutStack(${message})`;
  });
  const missing = reactDomSentinelNames.filter((name) => !found.includes(name));
  if (missing.length > 0 || found.length !== reactDomSentinelNames.length) {
    throw new Error(
      `React DOM's sentinel errors changed: expected one definition each of ${reactDomSentinelNames.join(', ')}; missing ${missing.join(', ') || 'none'}, found ${found.join(', ')}`,
    );
  }
  return code + errorWithoutStack;
}

/** Applies `withQuietSentinels` to React DOM's client module in builds (dev keeps React's own file). */
export function quietReactSentinels(): Plugin {
  return {
    name: 'lumi:quiet-react-sentinels',
    apply: 'build',
    transform: {
      filter: { id: reactDomClientModule },
      handler(code) {
        // Only five expressions on their own lines change; no line moves.
        return { code: withQuietSentinels(code), map: null };
      },
    },
  };
}
