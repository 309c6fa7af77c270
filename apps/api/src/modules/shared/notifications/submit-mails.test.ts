import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { isoToDisplay } from '@tally/domain/shared/dates';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '../../../../test/harness.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../../test/smtp-catcher.ts';
import { notificationsSettled } from '../../../jobs/background-tasks.ts';
import { createMailer } from '../../../mail/mailer.ts';
import { submittedSheet } from '../../approvals/approvals.fixtures.ts';
import {
  buildWorld,
  call,
  clearTimesheets,
  compact,
  ignoreErrorsOfClosingConnections,
  signInAll,
  type World,
} from '../../timesheets/timesheets.fixtures.ts';
import { drainMailOutbox } from './use-cases/drain-mail-outbox.ts';

const SETTINGS = `mutation($id: ID!, $input: UserSettingsInput!) {
  updateUserSettings(id: $id, input: $input) { settings { emailNotifications } } }`;

/**
 * Submit mails (approvers told of a submitted sheet) go through the outbox: written by the submit's
 * transaction, sent by the worker to a real SMTP server (smtp-server) that can hold or refuse recipients.
 */
describe.each(testDatabases())('submit mails through the outbox on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<'employee' | 'pm', TestBrowser>;
  let smtp: SmtpCatcher;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db, { PUBLIC_URL: 'https://tally.example.com', SMTP_URL: smtp.url });
    world = await buildWorld(db, app);
    as = await signInAll(app, ['employee', 'pm']);
  });
  afterAll(async () => {
    await notificationsSettled();
    await app.close();
    await smtp.stop();
    await close();
  });
  beforeEach(async () => {
    await clearTimesheets(db);
    await db.execute(sql`delete from mail_outbox`);
    smtp.received.length = 0;
  });

  const outboxRows = async () =>
    (
      await db.execute<{ to: string; kind: string; attempts: number; last_error: string | null }>(
        sql`select payload ->> 'to' as to, kind, attempts, last_error from mail_outbox order by payload ->> 'to'`,
      )
    ).rows;
  const sentTo = () => smtp.received.flatMap((mail) => mail.to).sort();

  it('answers the submit while the SMTP server hangs; the approvers get their mail once it answers', async () => {
    let release = () => {};
    smtp.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      // The submit answers although no mail can get through (the old path waited for the SMTP server here).
      await submittedSheet(as.employee, world);
      expect((await outboxRows()).map((row) => [row.to, row.kind])).toEqual([
        ['admin@example.com', 'timesheet-submitted'],
        ['pm@example.com', 'timesheet-submitted'],
      ]);
      expect(smtp.received).toHaveLength(0);
    } finally {
      smtp.held = null;
      release();
    }
    await notificationsSettled();
    expect(sentTo()).toEqual(['admin@example.com', 'pm@example.com']);
    // Headers unfolded, quoted-printable undone.
    const mail = (smtp.received.find((m) => m.to[0] === 'pm@example.com')?.data ?? '')
      .replace(/\r?\n[ \t]+/g, ' ')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(mail).toContain(
      `Subject: Timesheet submitted for approval: Erin Employee, week ending ${isoToDisplay(world.weekEnd)}`,
    );
    expect(mail).toContain('Hello Pat,');
    expect(mail).toContain('https://tally.example.com/project-management/timesheets?view=pending');
    expect(await outboxRows()).toEqual([]);
  });

  it('writes no mail for an approver who turned mail off', async () => {
    const off = await call(as.pm, SETTINGS, { id: world.ids.pm, input: { emailNotifications: false } });
    expect(off.error).toBeUndefined();
    smtp.refusing = true;
    try {
      await submittedSheet(as.employee, world);
      expect((await outboxRows()).map((row) => row.to)).toEqual(['admin@example.com']);
      await notificationsSettled();
    } finally {
      smtp.refusing = false;
      await call(as.pm, SETTINGS, { id: world.ids.pm, input: { emailNotifications: true } });
    }
    // Refused: the row stays (tried once, the error kept) until a later drain gets it through.
    const [kept] = await outboxRows();
    expect(kept).toMatchObject({ to: 'admin@example.com', attempts: 1 });
    expect(kept?.last_error).toContain('mailbox busy');
    expect(smtp.received).toHaveLength(0);

    await db.execute(sql`update mail_outbox set next_attempt_at = now()`);
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
      from: app.config.mailFrom,
      logger,
    });
    try {
      expect(await drainMailOutbox({ db, config: app.config, mailer, logger })).toBe(1);
    } finally {
      mailer.close();
    }
    expect(sentTo()).toEqual(['admin@example.com']);
    expect(await outboxRows()).toEqual([]);
  });

  it('writes no mail when the submit is refused', async () => {
    const empty = await call<{ _id: string }>(
      as.employee,
      `mutation($endDate: String!) { createTimesheet(endDate: $endDate) { _id } }`,
      { endDate: compact(world.weekEnd) },
    );
    const refused = await call(
      as.employee,
      `mutation($id: ID!) { submitTimesheet(timesheetId: $id) { _id } }`,
      {
        id: empty.data?._id,
      },
    );
    expect(refused.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await outboxRows()).toEqual([]);
  });
});
