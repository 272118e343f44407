/** A database that is not there: 503 quickly, not a hang or a 500. And the dev outbox mailer. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase } from '../src/platform/db/create-database';
import { createMailer } from '../src/platform/mailer';

describe('database outage', () => {
  it('answers 503 within the connect timeout', async () => {
    // Port 1 refuses connections: the same path as a Postgres that is down.
    const database = await createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp({ config: loadConfig({}), database });
    await app.ready();
    const started = Date.now();
    for (const url of ['/health', '/reviews', '/states']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: 'Service temporarily unavailable',
      });
    }
    expect(Date.now() - started).toBeLessThan(7000);
    await app.close();
    await database.close();
  });
});

describe('development outbox', () => {
  it('writes each mail as .eml and .json with the link', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const logged: string[] = [];
    const mailer = createMailer({ from: 'a@b.c', outboxDir: dir, log: (m) => logged.push(m) });
    await mailer.send({
      to: 'x@example.com',
      subject: 'Hi',
      text: 'Open:\nhttp://site/verify-email?token=abc\n',
      html: '<p>x</p>',
    });
    const files = fs.readdirSync(dir).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.eml', '.json']);
    expect(fs.readFileSync(path.join(dir, files[0] as string), 'utf8')).toContain('Subject: Hi');
    expect(logged[0]).toContain('http://site/verify-email?token=abc');
    fs.rmSync(dir, { recursive: true });
  });

  it('never shows a reader half a mail: each file is written aside and renamed into place', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'a@b.c', outboxDir: dir, log: () => {} });
    // A reader polling the folder looks for .eml and .json files: none may be open for writing.
    const written: string[] = [];
    const writeFile = fs.promises.writeFile;
    const spy = jest.spyOn(fs.promises, 'writeFile').mockImplementation((file, ...rest) => {
      written.push(path.basename(String(file)));
      return writeFile(file, ...rest);
    });
    try {
      await mailer.send({
        to: 'x@example.com',
        subject: 'Hi',
        text: 'Open:\nhttp://site/x\n',
        html: '<p>x</p>',
      });
    } finally {
      spy.mockRestore();
    }
    expect(written).toHaveLength(2);
    expect(written.filter((name) => /\.(eml|json)$/.test(name))).toEqual([]);
    const files = fs.readdirSync(dir).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.eml', '.json']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, files[1]!), 'utf8'))).toMatchObject({
      to: 'x@example.com',
    });
    fs.rmSync(dir, { recursive: true });
  });
});
