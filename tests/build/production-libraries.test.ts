import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetFiles, assetsDir } from './dist';

/**
 * The browser gets each library's production build. React and React DOM pick theirs from the
 * mode; react-router's package exports name its development build in every mode, so the build
 * resolves its production files by path (`vite.config.ts`). The development build ships warnings
 * that build their messages on every render of the routes, and an error screen for developers.
 */
const developmentOnly = [
  // react-router: a warning of `useRoutes`, and its default error screen's note to developers.
  'You rendered descendant <Routes>',
  'Hey developer',
  // React DOM's development build points to the DevTools.
  'Download the React DevTools',
];

const scripts = () => assetFiles('.js').map((file) => ({ file, code: readFileSync(join(assetsDir, file), 'utf8') }));

describe('the libraries in dist/', () => {
  it('are their production builds: no development-only message in any script', () => {
    const all = scripts();
    expect(all.length).toBeGreaterThan(10);
    const found = all.flatMap(({ file, code }) => developmentOnly.filter((text) => code.includes(text)).map((text) => `${file}: ${text}`));
    expect(found).toEqual([]);
  });

  it('include react-router (the check above looks where it would be)', () => {
    // The router's own error text for a navigation outside the router: in both of its builds.
    expect(scripts().some(({ code }) => code.includes('useNavigate() may be used only in the context of a <Router> component.'))).toBe(true);
  });
});
