/**
 * A real SMTP server in the test process (smtp-server): the app's mailer talks SMTP to it, and
 * tests read what arrived. `onMessage` may refuse a message (throw) or hold it (a promise that
 * does not settle) to stage delivery faults.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Header values by lower-case name, unfolded. */
  headers: Map<string, string>;
}

export type MessageHook = (mail: ReceivedMail, index: number) => Promise<void> | void;

export interface SmtpSink {
  url: string;
  /** Runs before a message is accepted; throwing refuses it, a pending promise holds it. */
  onMessage: MessageHook | undefined;
  /** Messages the server has seen, accepted or not. */
  attempts: () => number;
  received: ReceivedMail[];
  /** Resolves once `count` messages were accepted. */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
}

function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export async function startSmtpSink(onMessage?: MessageHook): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, headers: parseHeaders(raw) };
        const index = attempts++;
        Promise.resolve()
          .then(() => sink.onMessage?.(mail, index))
          .then(
            () => {
              received.push(mail);
              for (const wake of waiters) wake();
              callback();
            },
            (err: Error) => callback(err),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    onMessage,
    attempts: () => attempts,
    received,
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (received.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} emails, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
