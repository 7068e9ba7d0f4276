// @ts-check
// Finds Debian's nginx for the smoke test of the generated server block (tests/build/nginx.test.ts).
import { ensureDebianProgram } from './debian.mjs';

/** @returns {string} the nginx binary's path */
export function ensureNginx() {
  return ensureDebianProgram({
    name: 'nginx (for the smoke test of hosting/nginx.conf)',
    packageName: 'nginx',
    candidates: () => [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'],
    hint: 'or point NGINX_PATH at an nginx binary, then run npm test again.',
  });
}
