/**
 * Outgoing mail through nodemailer. With no SMTP_URL the message is rendered exactly as it would
 * be sent and written to the development outbox (.eml plus a .json summary), so sign-up works on
 * a fresh machine and the link is in the log.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Set for member emails: derived from the idempotency key (features/email/render-member-email.ts). */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the outbox file is written). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}

/**
 * Writes a file under a name no reader looks for, then renames it into place: whoever watches the
 * outbox (a developer, a browser test waiting for a link) sees a mail whole or not at all, never
 * half of it.
 */
async function writeWhole(file: string, content: string | Buffer): Promise<void> {
  const partial = `${file}.partial`;
  await fs.writeFile(partial, content);
  await fs.rename(partial, file);
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (m) => {
        await transport.sendMail({ from: options.from, ...m });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await transport.sendMail({ from: options.from, ...m });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const base = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}`);
      await writeWhole(`${base}.eml`, info.message as Buffer);
      await writeWhole(`${base}.json`, JSON.stringify({ from: options.from, ...m }, null, 2));
      options.log(
        `Mail to ${m.to} written to ${base}.eml — ${m.text.split('\n').find((l) => l.startsWith('http')) ?? ''}`,
      );
    },
    close: () => transport.close(),
  };
}
