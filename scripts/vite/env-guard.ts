import { loadEnv, type Plugin } from 'vite';
import { checkProductionEnv } from '../../src/config/env.ts';

/**
 * Stops a production build (`npm run build`) before anything is built when a required address
 * is missing or unsafe, naming every problem at once. Mock mode (`--mode mock`: `npm start`,
 * `npm test`, `npm run dev`) reads `.env.mock` and points everything at the local mock server.
 */
export function productionEnvGuard(): Plugin {
  return {
    name: 'lumi:production-env-guard',
    config(config, { command, mode }) {
      if (command !== 'build' || mode !== 'production') return;
      const fromFiles = loadEnv(mode, config.root ?? process.cwd(), 'VITE_');
      const problems = checkProductionEnv({ ...fromFiles, ...process.env });
      if (problems.length === 0) return;
      throw new Error(
        [
          'A production build needs the addresses of the live systems:',
          ...problems.map((problem) => `  - ${problem}`),
          'Set them in the environment or in .env.production.local (see docs/deploy.md),',
          'or build against the local mocks with `npx vite build --mode mock` (what `npm start` does).',
        ].join('\n'),
      );
    },
  };
}
