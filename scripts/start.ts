#!/usr/bin/env node
// `npm start`: build the site so that its forms post to the site API, then serve dist/ like
// production next to the site API (server/, on PGlite in .data/api), a local SMTP catcher that
// writes each e-mail to .data/mail, and the mock server that stands in for the systems of others
// (the CRM, PayPal, GrowthBook and the tag manager). Everything listens on loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { startStaticServer } from './serve.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';
import { untilAnswering } from './until-answering.ts';

const sitePort = Number(process.env.PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 4318);
const apiPort = Number(process.env.API_PORT ?? 4319);
const smtpPort = Number(process.env.SMTP_PORT ?? 4320);
const mockOrigin = `http://127.0.0.1:${mockPort}`;
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const siteOrigin = `http://127.0.0.1:${sitePort}`;

/** Local secrets, made once and kept in .data/ so a restart finds its data readable. */
function localSecrets(): { staffToken: string; encryptionKey: string } {
  const file = '.data/local-secrets.json';
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { staffToken: string; encryptionKey: string };
  mkdirSync('.data', { recursive: true });
  const secrets = { staffToken: randomBytes(18).toString('base64url'), encryptionKey: randomBytes(32).toString('base64') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'mock'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: apiOrigin, VITE_CRM_FORM_URL: `${mockOrigin}/crm/form`, VITE_GTM_ORIGIN: mockOrigin },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const mock = spawn('npx', ['tsx', 'mocks/server.ts'], { stdio: 'inherit', env: { ...process.env, MOCK_PORT: String(mockPort) } });
const mail = await startSmtpCatcher({ port: smtpPort, dir: process.env.SMTP_CATCHER_DIR ?? '.data/mail' });
const { staffToken, encryptionKey } = localSecrets();
const api = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    SITE_ORIGIN: siteOrigin,
    API_PORT: String(apiPort),
    API_PUBLIC_URL: apiOrigin,
    STAFF_TOKEN: staffToken,
    API_ENCRYPTION_KEY: encryptionKey,
    SMTP_URL: mail.url,
    CRM_FORM_URL: `${mockOrigin}/crm/form`,
    PAYPAL_BASE_URL: mockOrigin,
    PAYPAL_CLIENT_ID: 'local',
    PAYPAL_CLIENT_SECRET: 'local',
    ...process.env,
  },
});
for (const [name, child] of [
  ['mock server', mock],
  ['site API', api],
] as const) {
  child.on('exit', (code) => {
    console.error(`The ${name} stopped (exit code ${code}).`);
    process.exit(code ?? 1);
  });
}

const site = await startStaticServer({ port: sitePort });
// The addresses are printed once they answer and the site API is ready (its database opened,
// migrated and taking writes): an address printed is one that works.
await Promise.all([untilAnswering([`${apiOrigin}/health/ready`], { okOnly: true }), untilAnswering([`${mockOrigin}/__mock/crm/submissions`])]);
console.info(`\n  Site:         ${site.url}/`);
console.info(`  Site API:     ${apiOrigin}  (data in ${process.env.DATABASE_URL ? 'DATABASE_URL' : (process.env.API_DATA_DIR ?? '.data/api')})`);
console.info(`  Staff token:  ${staffToken}`);
console.info(`                curl -H "Authorization: Bearer ${staffToken}" ${apiOrigin}/staff/submissions`);
console.info(`  E-mails:      ${mail.dir}  (SMTP ${mail.url})`);
console.info(`  Mock server:  ${mockOrigin}  (CRM, PayPal, GrowthBook, tag manager; see docs/testing.md)\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    mock.kill('SIGTERM');
    api.kill('SIGTERM');
    await Promise.all([site.close(), mail.close()]);
    process.exit(0);
  });
}
