import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimesheet, createUser } from '../../../../../test/factories/index.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../../../test/smtp-catcher.ts';
import { loadConfig } from '../../../../config.ts';
import { createMailer, type Mailer } from '../../../../mail/mailer.ts';
import { outboxInsertSql } from '../queries.ts';
import { drainMailOutbox } from './drain-mail-outbox.ts';
import { decidedMailRow } from './write-decided-mail.ts';

/** The outbox against a real SMTP server (smtp-server) that refuses recipients while `smtp.refusing`. */
describe.each(testDatabases())('mail outbox on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let smtp: SmtpCatcher;
  let mailer: Mailer;
  const logger = pino({ level: 'silent' });
  const config = loadConfig({ DATA_DIR: '/tmp', PUBLIC_URL: 'https://tally.example.com', APP_ENV: 'local' });

  beforeAll(async () => {
    ({ db, close } = await database.open());
    smtp = await startSmtpCatcher();
    mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
      from: config.mailFrom,
      logger,
    });
  });
  afterAll(async () => {
    mailer.close();
    await smtp.stop();
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
    await createTimesheet(db, { userId: jane, startDate: '2026-03-01', status: 'Declined' });
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

    smtp.refusing = true;
    expect(await drainMailOutbox({ db, config, mailer, logger })).toBe(1);
    expect(smtp.received).toHaveLength(0);
    const [kept] = await outboxRows();
    expect(kept).toMatchObject({ attempts: 1, due: false });
    expect(kept?.last_error).toContain('mailbox busy');
    // Not due yet: a drain now takes nothing.
    expect(await drainMailOutbox({ db, config, mailer, logger })).toBe(0);

    smtp.refusing = false;
    await db.execute(sql`update mail_outbox set next_attempt_at = now()`);
    expect(await drainMailOutbox({ db, config, mailer, logger })).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['jane@example.com']);
    const text = smtp.received[0]?.data.replace(/=\r?\n/g, '') ?? '';
    expect(text).toContain('Subject: Timesheet declined: week ending 03/07/2026');
    expect(text).toContain('Bo Boss declined your timesheet');
    expect(text).toContain('Comments: Monday is a holiday');
    expect(text).toContain('https://tally.example.com/user/timesheets/20260307');
    expect(await outboxRows()).toHaveLength(0);
    expect(await drainMailOutbox({ db, config, mailer, logger })).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});
