import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { outboxInsertSql } from './mail-outbox.queries.ts';
import { decidedMailRow, drainMailOutbox } from './mail-outbox.ts';

/** The outbox against a real SMTP server (smtp-server) that refuses recipients while `refusing`. */
describe.each(testDatabases())('mail outbox on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let server: SMTPServer;
  let mailer: Mailer;
  let refusing = false;
  const received: { to: string[]; data: string }[] = [];
  const logger = pino({ level: 'silent' });
  const config = loadConfig({ DATA_DIR: '/tmp', PUBLIC_URL: 'https://tally.example.com', APP_ENV: 'local' });

  beforeAll(async () => {
    ({ db, close } = await database.open());
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(refusing ? Object.assign(new Error('mailbox busy'), { responseCode: 450 }) : undefined);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: config.mailFrom,
      logger,
    });
  });
  afterAll(async () => {
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await close();
  });

  const outboxRows = async () =>
    (
      await db.execute<{ attempts: number; last_error: string | null; due: boolean }>(
        sql`select attempts, last_error, next_attempt_at <= now() as due from mail_outbox`,
      )
    ).rows;

  it('keeps a decision mail until the SMTP server takes it, then sends it once', async () => {
    const jane = await createUser(db, { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' });
    const boss = await createUser(db, { email: 'boss@example.com', firstName: 'Bo', lastName: 'Boss' });
    await db
      .insert(schema.timesheets)
      .values({ userId: jane, startDate: '2026-03-01', endDate: '2026-03-07', status: 'Declined' });
    const facts = {
      userId: jane,
      endDate: '2026-03-07',
      employeeName: 'Jane Doe',
      decision: 'Declined' as const,
      comments: 'Monday is a holiday',
      decidedBy: boss,
    };
    // As the decision's own statement writes it (a data-modifying CTE).
    const { kind, payloadJson } = decidedMailRow(facts);
    await db.execute(sql`with mail as (${outboxInsertSql(kind, payloadJson)}) select 1`);
    // A decision without a mail writes none.
    await db.execute(sql`with mail as (${outboxInsertSql(kind, null)}) select 1`);
    expect(await outboxRows()).toHaveLength(1);

    refusing = true;
    expect(await drainMailOutbox({ db, config, mailer, logger })).toBe(1);
    expect(received).toHaveLength(0);
    const [kept] = await outboxRows();
    expect(kept).toMatchObject({ attempts: 1, due: false });
    expect(kept?.last_error).toContain('mailbox busy');
    // Not due yet: a drain now takes nothing.
    expect(await drainMailOutbox({ db, config, mailer, logger })).toBe(0);

    refusing = false;
    await db.execute(sql`update mail_outbox set next_attempt_at = now()`);
    expect(await drainMailOutbox({ db, config, mailer, logger })).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['jane@example.com']);
    const text = received[0]?.data.replace(/=\r?\n/g, '') ?? '';
    expect(text).toContain('Subject: Timesheet declined: week ending 03/07/2026');
    expect(text).toContain('Bo Boss declined your timesheet');
    expect(text).toContain('Comments: Monday is a holiday');
    expect(text).toContain('https://tally.example.com/user/timesheets/20260307');
    expect(await outboxRows()).toHaveLength(0);
    expect(await drainMailOutbox({ db, config, mailer, logger })).toBe(0);
    expect(received).toHaveLength(1);
  });
});
