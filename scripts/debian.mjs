// @ts-check
// Finds a program the gate needs from Debian's packages, installing the package with apt-get when
// we are root and it is missing; otherwise stops and says exactly what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * @param {{ name: string, packageName: string, candidates: () => (string | undefined)[], hint: string }} tool
 * @returns {string} the program's path
 */
export function ensureDebianProgram({ name, packageName, candidates, hint }) {
  const find = () => candidates().find((path) => path !== undefined && path !== '' && existsSync(path));
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info(`${name} not found: installing the Debian package "${packageName}" with apt-get …`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', packageName], { stdio: 'inherit', env });
    const installed = find();
    if (installed) return installed;
  }
  console.error([`No ${name} found.`, `Install it with:  sudo apt-get update && sudo apt-get install -y ${packageName}`, hint].filter(Boolean).join('\n'));
  process.exit(1);
}
