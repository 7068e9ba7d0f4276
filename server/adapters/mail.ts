import nodemailer from 'nodemailer';
import type { Result } from './result.ts';

/** The only module that sends e-mail: SMTP (SMTP_URL) through nodemailer. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same on every attempt of one mail, so a receiving server can recognise a repeat. */
  messageId: string;
}

export interface Mailer {
  /** Gives up when `signal` aborts; the connection then closes after `timeoutMs` without an answer. */
  send(message: MailMessage, signal?: AbortSignal): Promise<Result>;
  close(): void;
}

/** Pure: a Message-ID for `key` on the sender's domain (RFC 5322: `<left@right>`). */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${key.replace(/[^A-Za-z0-9._-]/g, '-')}@${domain}>`;
}

const aborted = (signal: AbortSignal) =>
  new Promise<Result>((resolve) => {
    const answer = () => resolve({ ok: false, error: 'SMTP gave no answer in time' });
    if (signal.aborted) answer();
    else signal.addEventListener('abort', answer, { once: true });
  });

export function createMailer(smtpUrl: string | undefined, from: string, { timeoutMs, connections }: { timeoutMs: number; connections: number }): Mailer {
  // nodemailer waits two minutes for a connection and ten for an idle socket by default: a mail
  // server that takes a message and never answers would hold the receipt that long. Connections
  // are kept and reused (one per mail sent at once): after an outage the receipts that waited go
  // out in a few seconds instead of one connection and greeting each.
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: connections,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
      })
    : undefined;
  return {
    async send({ to, subject, text, messageId }, signal) {
      if (!transport) return { ok: false, error: 'SMTP_URL is not set' };
      const sending = transport.sendMail({ from, to, subject, text, messageId }).then(
        (): Result => ({ ok: true, value: undefined }),
        (error: unknown): Result => {
          const { code, responseCode } = error as { code?: string; responseCode?: number };
          return { ok: false, error: `SMTP failed (${code ?? 'error'}${responseCode ? ` ${responseCode}` : ''})` };
        },
      );
      return signal ? Promise.race([sending, aborted(signal)]) : sending;
    },
    close: () => transport?.close(),
  };
}
