import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: app → layouts/pages → features → adapters, ui, config. */
const layerRules = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public', 'coverage', 'test-results', 'playwright-report', '.lighthouseci'] },
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
  { files: ['src/adapters/**', 'src/config/**', 'src/ui/**'], rules: layerRules(['@/app/*', '@/pages/*', '@/layouts/*'], 'Lower layers must not import the app, pages or layouts.') },
  { files: ['src/features/**'], ignores: ['**/*.test.*'], rules: layerRules(['@/pages/*', '@/layouts/*'], 'Features must not import pages or layouts.') },
  { files: ['src/features/*/model/**'], ignores: ['**/*.test.*'], rules: layerRules(['react', 'react-dom', '@/adapters/*', '@mantine/*'], 'Model code is plain TypeScript: no React, DOM adapters or UI.') },
  { files: ['src/layouts/**'], rules: layerRules(['@/pages/*'], 'Layouts must not import pages.') },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
