import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrictedImports = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

/**
 * Imports flow one way: the start-up code (app, entries, pre-paint, service worker) → layouts and
 * pages → features → platform → adapters, ui, config, i18n. Features are product areas: what two
 * of them need lives in the platform, so no feature imports another.
 *
 * The app's shell (`src/app/shell/`: navigation, PWA, preferences, the experiments runtime, the
 * document head) is start-up code that the layouts frame every page with, so layouts and pages may
 * import the shell but nothing else of the app, and the shell imports no page, layout or other
 * start-up code. Features and the platform import none of it, like the rest of the start-up code.
 */
const shell = './src/app/shell';
const entries = ['./src/main.tsx', './src/entry-client.tsx', './src/entry-server.tsx', './src/sw'];
const startUp = ['./src/app', ...entries];
const composing = [...startUp, './src/layouts', './src/pages'];

/**
 * The pre-paint runtime (`src/pre-paint/`) is start-up code too, inlined into every page's <head>
 * and run before the first paint: every byte it imports is render-blocking. It imports only these
 * pure modules (plain data and functions, no I/O, nothing that imports further), and no package at
 * all. Nothing of the site imports the runtime: both meet in the hand-off contract of the base
 * (`src/config/hand-off.ts`), and the experiments' rules they share are in `experiments/rules/`.
 */
export const prePaintPureImports = [
  './src/adapters/storage-keys.ts',
  './src/config/consent-categories.ts',
  './src/config/hand-off.ts',
  './src/platform/consent/model/consent-record.ts',
  './experiments/rules/assignment.ts',
  './experiments/rules/condition.ts',
  './experiments/rules/decision-features.ts',
  './experiments/rules/evaluate.ts',
  './experiments/rules/page-marks.ts',
  './experiments/rules/redirect.ts',
  './experiments/rules/url-targeting.ts',
  './experiments/rules/visitor-attributes.ts',
  './experiments/rules/visitor-state.ts',
  './src/ui/replay-on-live.ts',
];
const prePaintZones = [
  {
    // Its tests may use the test tools and the app's components.
    target: './src/pre-paint/!(*.test).ts',
    from: '.',
    except: ['./src/pre-paint', ...prePaintPureImports],
    message:
      'The pre-paint runtime runs before the first paint: no package (React, i18next, Mantine, …), only its own modules and the pure ones named in eslint.config.js (prePaintPureImports).',
  },
  {
    target: ['./src/app', './src/layouts', './src/pages', './src/features', './src/platform'],
    from: './src/pre-paint',
    message: 'The app and the pre-paint runtime meet in the hand-off contract (src/config/hand-off.ts): nothing imports the runtime.',
  },
  {
    // Their tests may hold them against the site's own code.
    target: ['./experiments/!(*.test).ts', './experiments/rules/!(*.test).ts'],
    from: './src',
    message: "The experiments' rules are shared by the pre-paint runtime, the app and the build: they import nothing of the site.",
  },
  {
    target: ['./src/adapters', './src/ui', './src/config', './src/i18n'],
    from: './src/pre-paint',
    message: 'Adapters, ui, config and i18n are the base: they import nothing above them.',
  },
];
const featureFolders = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
export const layerZones = [
  ...featureFolders.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other: move what both need into src/platform.',
  })),
  {
    target: ['./src/layouts', './src/pages'],
    from: './src/app',
    except: ['./shell'],
    message: "Layouts and pages do not import the start-up code (the app's shell, src/app/shell, they may).",
  },
  {
    target: ['./src/layouts', './src/pages'],
    from: entries,
    message: "Layouts and pages do not import the start-up code (the app's shell, src/app/shell, they may).",
  },
  { target: shell, from: './src/app', except: ['./shell'], message: "The app's shell frames every page: it imports no page, layout or other start-up code." },
  {
    target: shell,
    from: [...entries, './src/layouts', './src/pages'],
    message: "The app's shell frames every page: it imports no page, layout or other start-up code.",
  },
  { target: './src/features', from: composing, message: 'Features do not import pages, layouts or the start-up code.' },
  {
    target: './src/platform',
    from: [...composing, './src/features'],
    message: 'The platform serves features: it imports no feature, page, layout or start-up code.',
  },
  {
    target: ['./src/adapters', './src/ui', './src/config', './src/i18n'],
    from: [...composing, './src/features', './src/platform'],
    message: 'Adapters, ui, config and i18n are the base: they import nothing above them.',
  },
  { target: './src/ui', from: './src/adapters', message: 'ui is presentational: it reaches no outside system.' },
  {
    target: './src',
    from: './server',
    except: ['./contract/kinds.generated.ts', './contract/kind-entry.ts', './contract/openapi.generated.ts', './contract/compile.ts'],
    message: 'The site reaches the service only through its contract: the kinds table and the types generated from it (server/contract).',
  },
  ...prePaintZones,
];

/**
 * The site API (`server/`) by concern, imports flowing one way: `http/` (routes and the door) →
 * `domain/` (submissions, effects, staff, retention) → `db/` and `adapters/` (one per outside
 * system) → `contract/` (the contract compiled, the kinds generated from it). The entry, the
 * composition root and the config (`main.ts`, `service.ts`, `config.ts`) put them together.
 */
const serverRoot = ['./server/main.ts', './server/service.ts'];
export const serverZones = [
  {
    target: './server/domain',
    from: ['./server/http', ...serverRoot],
    message: 'The domain serves the routes: it imports no route and not the composition root.',
  },
  {
    target: ['./server/db', './server/adapters'],
    from: ['./server/http', './server/domain', ...serverRoot],
    message: 'db/ and adapters/ are the base of the service: they import no route and no domain code.',
  },
  { target: './server/adapters', from: './server/db', message: 'An adapter reaches one outside system: it does not use the database.' },
  {
    target: './server/contract',
    from: ['./server/http', './server/domain', './server/db', './server/adapters', ...serverRoot, './server/config.ts'],
    message: 'The contract is the base of everything: it imports nothing of the service.',
  },
  {
    target: './server/config.ts',
    from: ['./server/http', './server/domain', './server/db', './server/adapters', ...serverRoot],
    message: 'The config is read by all: it imports none of them.',
  },
];

export default tseslint.config(
  // tests/lint/fixtures hold deliberate violations that the lint test feeds to ESLint on purpose.
  { ignores: ['dist', 'node_modules', 'public', 'coverage', 'test-results', 'playwright-report', '.lighthouseci', 'hosting', 'tests/lint/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'experiments/**/*.ts', 'tests/lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset tells the cycle check which files to parse, and with which parser.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/features/*/model/**', 'src/platform/**/model/**', 'src/app/shell/*/model/**', 'experiments/rules/**'],
    ignores: ['**/*.test.*'],
    rules: restrictedImports(['react', 'react-dom', '@/adapters/*', '@mantine/*'], 'Model code is plain TypeScript: no React, DOM adapters or UI.'),
  },
  {
    // The site API runs in production without the mocks: its code imports nothing from mocks/.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**'],
    rules: restrictedImports(['**/mocks/**'], 'Production code imports nothing from mocks/: share pure code through server/ (the mocks may import it).'),
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests name the shared folders by alias (@/, @mocks/, @tests/, @scripts/, @server/, @experiments/): a path that
    // climbs three folders or more breaks as soon as the test or its target moves.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: 'Import through an alias (@/, @mocks/, @tests/, @scripts/, @server/, @experiments/) instead of climbing three folders or more.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
