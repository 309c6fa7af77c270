import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { createMailer } from './mailer.ts';

const logger = pino({ level: 'silent' });
const message = {
  to: 'jane@example.com',
  subject: 'Hello',
  text: 'Line one\nhttps://example.com/x?token=abc',
};

describe('outbox mailer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir: join(dir, 'outbox'),
      from: 'Tally <t@example.com>',
      logger,
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    await mailer.send({ ...message, to: 'john@example.com' });
    const files = await readdir(join(dir, 'outbox'));
    expect(files).toHaveLength(2);
    const emls = await Promise.all(files.map((file) => readFile(join(dir, 'outbox', file), 'utf8')));
    const eml = emls.find((text) => text.includes('To: jane@example.com')) ?? '';
    expect(emls.some((text) => text.includes('To: john@example.com'))).toBe(true);
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('token=abc');
    // The folder is made once; a mail finding it removed makes it again.
    await rm(join(dir, 'outbox'), { recursive: true });
    await mailer.send(message);
    expect(await readdir(join(dir, 'outbox'))).toHaveLength(1);
  });
});

describe('smtp mailer', () => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp.stop());

  it('delivers through SMTP_URL', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
      from: 'Tally <t@example.com>',
      logger,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toBe('t@example.com');
    expect(smtp.received[0]?.to).toEqual(['jane@example.com']);
    expect(smtp.received[0]?.data).toContain('Subject: Hello');
    expect(smtp.received[0]?.data).toContain('token=abc');
  });
});
