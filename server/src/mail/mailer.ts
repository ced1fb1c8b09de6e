import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string | string[];
  subject: string;
  html: string;
  text?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * How long one message may wait for the mail server. A server that accepts and then says nothing would
 * otherwise hold a job slot for nodemailer's defaults (2 min to connect, 10 min of silence); messages are sent
 * by the job kernel outside every transaction and retried, so giving up early costs one retry.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };
/**
 * Messages go over a few kept connections (a notice is thousands of messages: a connection and greeting each
 * cost more than the message), closed after a second without mail so an idle service holds none.
 */
const SMTP_POOL = { pool: true, maxConnections: 8, maxMessages: 1000, idleTimeout: 1000 } as const;

/**
 * Real e-mail through SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file in the service's outbox directory so a newcomer can open what would have been sent.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_POOL, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  if (!opts.smtpUrl) mkdirSync(opts.outboxDir, { recursive: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      if (!opts.smtpUrl) {
        const file = path.join(opts.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
      }
    },
  };
}
