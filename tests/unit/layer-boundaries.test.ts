// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import direction is a lint rule, so it must fire: each case lints a deliberate violation as
 * if it were a file in that layer, and expects the boundary rule to name it.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('layer boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await boundaryMessages(
      'src/features/home/deliberate-violation.ts',
      "import type { ShopNamespace } from '@/features/shop/namespace';\nexport type Borrowed = ShopNamespace;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('refuses the same through a relative path', async () => {
    const messages = await boundaryMessages(
      'src/features/home/deliberate-violation.ts',
      "import type { ShopNamespace } from '../shop/namespace';\nexport type Borrowed = ShopNamespace;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('refuses the platform importing a feature', async () => {
    const messages = await boundaryMessages(
      'src/platform/forms/deliberate-violation.ts',
      "import type { ShopNamespace } from '@/features/shop/namespace';\nexport type Borrowed = ShopNamespace;\n",
    );
    expect(messages).toEqual([expect.stringContaining('The platform serves features')]);
  });

  it('refuses ui importing the platform or an adapter', async () => {
    const code = "export { track } from '@/platform/analytics/track';\nexport { readString } from '@/adapters/storage';\n";
    const messages = await boundaryMessages('src/ui/deliberate-violation.ts', code);
    expect(messages).toEqual([expect.stringContaining('import nothing above them'), expect.stringContaining('ui is presentational')]);
  });

  it("refuses the platform and features the app's shell", async () => {
    const code = "export { languageAtom } from '@/app/shell/preferences/atoms';\n";
    expect(await boundaryMessages('src/platform/forms/deliberate-violation.ts', code)).toEqual([expect.stringContaining('The platform serves features')]);
    expect(await boundaryMessages('src/features/home/deliberate-violation.ts', code)).toEqual([
      expect.stringContaining('Features do not import pages, layouts or the start-up code'),
    ]);
  });

  it("lets layouts and pages use the app's shell but no other start-up code", async () => {
    const shellImport = "export { InstallOffer } from '@/app/shell/pwa/components/install-offer';\n";
    expect(await boundaryMessages('src/layouts/allowed.ts', shellImport)).toEqual([]);
    expect(await boundaryMessages('src/pages/allowed.ts', shellImport)).toEqual([]);
    const startUpImport = "export { appStore } from '@/app/store';\n";
    expect(await boundaryMessages('src/layouts/deliberate-violation.ts', startUpImport)).toEqual([
      expect.stringContaining('Layouts and pages do not import the start-up code'),
    ]);
  });

  it("refuses the app's shell a layout, a page or other start-up code", async () => {
    const code = "export { appStore } from '@/app/store';\nexport { SiteFrame } from '@/layouts/site-frame';\nexport { HomePage } from '@/pages/home.page';\n";
    const messages = await boundaryMessages('src/app/shell/navigation/deliberate-violation.ts', code);
    expect(messages).toEqual(Array(3).fill(expect.stringContaining("The app's shell frames every page")));
  });

  it('lets a feature use the platform, ui and config', async () => {
    const code =
      "export { track } from '@/platform/analytics/track';\nexport { StepList } from '@/ui/sections/step-list';\nexport { paths } from '@/config/routes';\n";
    expect(await boundaryMessages('src/features/home/allowed.ts', code)).toEqual([]);
  });

  it('refuses the pre-paint runtime an adapter or a package, and lets it use the pure modules it names', async () => {
    const code =
      "export { readString } from '@/adapters/storage';\nexport { useState } from 'react';\nexport { parseConsentRecord } from '@/platform/consent/model/consent-record';\n";
    const messages = await boundaryMessages('src/pre-paint/deliberate-violation.ts', code);
    expect(messages).toEqual([
      expect.stringContaining('The pre-paint runtime runs before the first paint'),
      expect.stringContaining('The pre-paint runtime runs before the first paint'),
    ]);
  });

  it('lets the app meet the pre-paint runtime in the hand-off contract only, never import it', async () => {
    const code = "export { takeEarlyInput } from '@/config/hand-off';\nexport { replayEarlyTaps } from '@/pre-paint/tap-replay';\n";
    expect(await boundaryMessages('src/platform/forms/deliberate-violation.ts', code)).toEqual([expect.stringContaining('meet in the hand-off contract')]);
    expect(await boundaryMessages('src/app/deliberate-violation.ts', code)).toEqual([expect.stringContaining('meet in the hand-off contract')]);
  });

  it("keeps the experiments' rules free of the site, and lets the pre-paint runtime use them", async () => {
    expect(await boundaryMessages('experiments/rules/deliberate-violation.ts', "export { paths } from '@/config/routes';\n")).toEqual([
      expect.stringContaining('import nothing of the site'),
    ]);
    expect(await boundaryMessages('src/pre-paint/allowed.ts', "export { evalCondition } from '@experiments/rules/condition';\n")).toEqual([]);
  });

  it('keeps the site API by concern: the domain no route, the base no domain, the contract nothing', async () => {
    expect(await boundaryMessages('server/domain/deliberate-violation.ts', "export { createApp } from '../http/app.ts';\n")).toEqual([
      expect.stringContaining('The domain serves the routes'),
    ]);
    expect(await boundaryMessages('server/db/deliberate-violation.ts', "export { takeSubmission } from '../domain/submissions.ts';\n")).toEqual([
      expect.stringContaining('base of the service'),
    ]);
    expect(await boundaryMessages('server/adapters/deliberate-violation.ts', "export { openDatabase } from '../db/database.ts';\n")).toEqual([
      expect.stringContaining('does not use the database'),
    ]);
    expect(await boundaryMessages('server/contract/deliberate-violation.ts', "export { parseConfig } from '../config.ts';\n")).toEqual([
      expect.stringContaining('imports nothing of the service'),
    ]);
    expect(
      await boundaryMessages(
        'server/http/allowed.ts',
        "export { takeSubmission } from '../domain/submissions.ts';\nexport { openDatabase } from '../db/database.ts';\n",
      ),
    ).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const eslint = new ESLint({ cwd: root, ignore: false });
    const results = await eslint.lintFiles(['tests/lint/fixtures/cycle/first.ts']);
    expect(results.flatMap((result) => result.messages.map((message) => message.ruleId))).toContain('import-x/no-cycle');
  });
});

describe('test imports', () => {
  async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
  }

  it('refuses a test climbing three folders to reach the test tools', async () => {
    const code = "export { renderWithProviders } from '../../../../tests/utils/render';\n";
    expect(await restrictedImportMessages('src/features/home/components/deliberate-violation.test.tsx', code)).toEqual([
      expect.stringContaining('Import through an alias'),
    ]);
  });

  it('lets a test reach them through the alias, and a near file by a short relative path', async () => {
    const code = "export { renderWithProviders } from '@tests/utils/render';\nexport { BenefitCard } from './benefit-card';\n";
    expect(await restrictedImportMessages('src/features/home/components/allowed.test.tsx', code)).toEqual([]);
  });
});
