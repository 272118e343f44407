// The development outbox (docs/operations.md): every email the API sends in browser tests is a JSON
// file there, read as a member's mailbox.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** The outbox's mails to `to` whose subject matches, waiting up to `timeoutMs` for at least one. */
export async function outboxMails(
  outboxDir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 30_000,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = existsSync(outboxDir)
      ? readdirSync(outboxDir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(readFileSync(join(outboxDir, f), 'utf8')) as OutboxMail)
          .filter((m) => m.to === to && subject.test(m.subject))
      : [];
    if (mails.length > 0 || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 250));
  }
}
