#!/usr/bin/env node
// The local SMTP catcher of `npm start` and the service's tests: accepts every message on
// loopback and writes it, as it arrived, to a .eml file in a folder (SMTP_CATCHER_DIR,
// default .data/mail), printing where. Run alone with `npx tsx scripts/smtp-catcher.ts`.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

/**
 * How the catcher answers the end of a message, for the service's fault tests:
 * - `answer`: writes it and says 250 at once, as a healthy server does;
 * - `hang`: takes the message and says nothing. A message whose sender gives up (closes the
 *   connection) is dropped, as a real server must do with a message it never acknowledged; one
 *   whose sender still waits is delivered once the catcher answers again;
 * - `deliver-then-hang`: writes it, then says nothing: the message arrived, but its sender cannot
 *   know (an acknowledgement lost on the way).
 */
export type CatcherMode = 'answer' | 'hang' | 'deliver-then-hang';

export interface SmtpCatcher {
  url: string;
  dir: string;
  /** Changes how the end of each message is answered from now on; `answer` also answers the messages held. */
  setMode(mode: CatcherMode): void;
  close(): Promise<void>;
}

export function startSmtpCatcher({ port = 0, dir = '.data/mail', quiet = false }: { port?: number; dir?: string; quiet?: boolean } = {}): Promise<SmtpCatcher> {
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true });
  let count = 0;
  let mode: CatcherMode = 'answer';
  /** Messages taken but not answered, by session: delivered on `answer`, dropped when the sender leaves. */
  const held = new Map<string, () => void>();
  const deliver = (raw: Buffer, recipients: string) => {
    count += 1;
    const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${count}.eml`);
    writeFileSync(file, `X-Envelope-To: ${recipients}\r\n${raw.toString('utf8')}`);
    if (!quiet) console.info(`  ✉ mail written to ${file}`);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Lumi local SMTP catcher',
    // The fault tests' senders give up within seconds; a held connection must outlast them.
    socketTimeout: 600_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
        if (mode === 'answer') {
          deliver(raw, recipients);
          callback();
        } else if (mode === 'hang') {
          held.set(session.id, () => {
            deliver(raw, recipients);
            callback();
          });
        } else {
          deliver(raw, recipients);
          held.set(session.id, () => callback());
        }
      });
    },
    onClose(session) {
      held.delete(session.id);
    },
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.server.address() as AddressInfo;
      done({
        url: `smtp://127.0.0.1:${actual}`,
        dir: folder,
        setMode(next) {
          mode = next;
          if (next !== 'answer') return;
          for (const answer of held.values()) answer();
          held.clear();
        },
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      });
    });
  });
}

/** Pure: a caught message with its quoted-printable text read (soft line breaks joined, =XX as UTF-8): nodemailer wraps long lines, receipt ids among them. */
export const readableMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8'));

/** The messages the catcher wrote into `dir` for `address` (one of its envelope recipients), readable, oldest first. */
export function caughtMailsTo(dir: string, address: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((mail) => /^X-Envelope-To: (.*)\r\n/.exec(mail)?.[1]?.split(', ').includes(address))
    .map(readableMail);
}

/** The Message-ID of every message the catcher wrote into `dir`, in the order they arrived (a repeat appears twice). */
export function caughtMessageIds(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => /^Message-ID: (.*)$/im.exec(readFileSync(join(dir, file), 'utf8'))?.[1]?.trim() ?? '');
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const catcher = await startSmtpCatcher({ port: Number(process.env.SMTP_PORT ?? 4320), dir: process.env.SMTP_CATCHER_DIR ?? '.data/mail' });
  console.info(`SMTP catcher on ${catcher.url}, writing to ${catcher.dir}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void catcher.close().then(() => process.exit(0)));
}
