import nodemailer from 'nodemailer';
import type { Result } from './result.ts';

/** The only module that sends e-mail: SMTP (SMTP_URL) through nodemailer. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<Result>;
  close(): void;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send({ to, subject, text }) {
      if (!transport) return { ok: false, error: 'SMTP_URL is not set' };
      try {
        await transport.sendMail({ from, to, subject, text });
        return { ok: true, value: undefined };
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        return { ok: false, error: `SMTP failed (${code ?? 'error'}${responseCode ? ` ${responseCode}` : ''})` };
      }
    },
    close: () => transport?.close(),
  };
}
