import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailFolderOfRun } from './site-api';

/**
 * Names a folder for the second build when the run did not bring one (npm test makes it before
 * the journeys and passes E2E_NEXT_BUILD_DIR). Nothing is built here: the first journey that
 * needs the build makes it (tests/support/next-build.ts), so a run of other specs pays nothing.
 * The returned function removes the folders of the run afterwards: that one, and the folder the
 * site API's e-mails were written to.
 */
export default function globalSetup(): () => void {
  const mailFolder = mailFolderOfRun();
  const removeMail = () => rmSync(mailFolder, { recursive: true, force: true, maxRetries: 3 });
  if (process.env.E2E_NEXT_BUILD_DIR) return removeMail;
  const root = mkdtempSync(join(tmpdir(), 'lumi-next-build-'));
  // Workers inherit the environment of the run.
  process.env.E2E_NEXT_BUILD_DIR = join(root, 'dist');
  process.env.E2E_NEXT_BUILD_LAZY = '1';
  return () => {
    rmSync(root, { recursive: true, force: true });
    removeMail();
  };
}
