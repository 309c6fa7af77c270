import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createApproval, createTimesheet, createUser } from '../../test/factories/index.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { CONFIGURATION_CACHE_MS } from '../modules/super-admin/configurations/configurations.cache.ts';
import { insertMissingConfigurationDefaults } from '../modules/super-admin/configurations/configurations.queries.ts';
import { notificationsSettled } from './background-tasks.ts';
import {
  REMINDERS_LOCK_KEY,
  RESCHEDULE_CHECK_MS,
  runReminders,
  scheduleReminders,
  validateReminderSetting,
  watchReminderSchedule,
} from './reminders.ts';

// Tuesday; weeks end on Sunday (default), so the last completed week ends 2026-03-08.
const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

/** A mailer keeping what it sends; `refuse` addresses fail (an SMTP server refusing them). */
function testMailer(refuse: string[] = []): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const send = async (m: MailMessage) => {
    if (refuse.includes(m.to)) throw new Error(`550 refused ${m.to}`);
    sent.push(m);
  };
  return { kind: 'outbox', sent, send, close: () => {} };
}

async function outboxRows(db: Db) {
  const result = await db.execute<{ kind: string; to: string; last_error: string | null }>(
    sql`select kind, payload ->> 'to' as "to", last_error from mail_outbox order by payload ->> 'to'`,
  );
  return result.rows;
}

async function setConfig(db: Db, key: string, value: string) {
  await db.update(schema.configurations).set({ value }).where(eq(schema.configurations.key, key));
}

async function sheet(db: Db, userId: string, endDate: string, status: string, submittedAt?: Date) {
  return createTimesheet(db, { userId, endDate, status: status as 'Approved', submittedAt });
}

async function step(db: Db, timesheetId: string, status: string, emails: string[]) {
  await createApproval(db, { timesheetId, status: status as 'Approved', approvers: emails });
}

async function craft(db: Db) {
  await insertMissingConfigurationDefaults(db);
  await setConfig(db, 'reminder-email-enabled', 'true');
  await createUser(db, { email: 'ann@example.com', firstName: 'Ann' }); // no sheet
  const bob = await createUser(db, { email: 'bob@example.com', firstName: 'Bob' });
  await db.insert(schema.userEmails).values({ userId: bob, address: 'bob2@example.com', verified: true });
  const cat = await createUser(db, { email: 'cat@example.com', firstName: 'Cat' });
  const dan = await createUser(db, { email: 'dan@example.com', firstName: 'Dan' });
  await createUser(db, { email: 'eve@example.com', accountActive: false }); // inactive
  const fay = await createUser(db, { email: 'fay@example.com' });
  await db
    .update(schema.users)
    .set({ settings: sql`${schema.users.settings} || '{"emailNotifications": false}'::jsonb` })
    .where(eq(schema.users.id, fay));
  const pam = await createUser(db, { email: 'pam@example.com', firstName: 'Pam' });
  await sheet(db, pam, '2026-03-08', 'Approved', ago(5));
  const bobSheet = await sheet(db, bob, '2026-03-08', 'Submitted-Pending', ago(3));
  await step(db, bobSheet, 'Approval Pending', ['pam@example.com', 'Backup@Example.com']);
  await step(db, bobSheet, 'Approved', ['done@example.com']);
  await sheet(db, cat, '2026-03-08', 'Declined', ago(4));
  await sheet(db, dan, '2026-03-08', 'Approved', ago(2));
  const danOld = await sheet(db, dan, '2026-03-01', 'Submitted-Pending', ago(8));
  await step(db, danOld, 'Approval Pending', ['pam@example.com']);
  await step(db, danOld, 'Approval Pending', ['PAM@example.com', 'fay@example.com']);
  const catNext = await sheet(db, cat, '2026-03-15', 'Submitted-Pending', ago(1));
  await step(db, catNext, 'Approval Pending', ['fresh@example.com']);
}

const logger = pino({ level: 'silent' });
const deps = (db: Db, kind: 'pglite' | 'postgres', mailer: Mailer) => ({
  db,
  databaseKind: kind,
  config: { publicUrl: 'https://tally.test' },
  mailer,
  logger,
});

describe.each(testDatabases())('reminders on $name', (database) => {
  it('mails missing or unsubmitted sheets and waiting approvers, each once', async () => {
    const { db, close } = await database.open();
    try {
      await craft(db);
      const mailer = testMailer();
      const outcome = await runReminders(deps(db, database.name, mailer), NOW);
      expect(outcome).toMatchObject({ ran: true, weekEnd: '2026-03-08', employees: 2, approvers: 2 });
      await notificationsSettled();
      expect(await outboxRows(db)).toEqual([]);
      const to = mailer.sent.map((m) => m.to);
      expect(to.sort()).toEqual([
        'ann@example.com',
        'backup@example.com',
        'cat@example.com',
        'pam@example.com',
      ]);
      const ann = mailer.sent.find((m) => m.to === 'ann@example.com')!;
      expect(ann.text).toContain('https://tally.test/user/timesheets/20260308');
      expect(ann.subject).toContain('03/08/2026');
      const pam = mailer.sent.find((m) => m.to === 'pam@example.com')!;
      expect(pam.text).toContain('2 timesheets have');
      expect(pam.text).toContain('https://tally.test/project-management/timesheets?view=pending');
      expect(mailer.sent.find((m) => m.to === 'backup@example.com')!.text).toContain('1 timesheet has');
    } finally {
      await close();
    }
  });

  it('keeps a reminder the mail server refused in the outbox, to send again later', async () => {
    const { db, close } = await database.open();
    try {
      await craft(db);
      const mailer = testMailer(['cat@example.com']);
      await runReminders(deps(db, database.name, mailer), NOW);
      await notificationsSettled();
      expect(mailer.sent.map((m) => m.to).sort()).toEqual([
        'ann@example.com',
        'backup@example.com',
        'pam@example.com',
      ]);
      expect(await outboxRows(db)).toEqual([
        {
          kind: 'reminder-missing-sheet',
          to: 'cat@example.com',
          last_error: 'Error: 550 refused cat@example.com',
        },
      ]);
    } finally {
      await close();
    }
  });

  it('sends nothing while reminder-email-enabled is false (the default)', async () => {
    const { db, close } = await database.open();
    try {
      await craft(db);
      await setConfig(db, 'reminder-email-enabled', 'false');
      const mailer = testMailer();
      expect(await runReminders(deps(db, database.name, mailer), NOW)).toEqual({
        ran: false,
        reason: 'disabled',
      });
      expect(mailer.sent).toEqual([]);
    } finally {
      await close();
    }
  });

  it('schedules from the configured cron and refuses an invalid one', async () => {
    const { db, close } = await database.open();
    try {
      await insertMissingConfigurationDefaults(db);
      const job = await scheduleReminders(deps(db, database.name, testMailer()));
      expect(job?.nextRun()?.getDay()).toBeTypeOf('number');
      job?.stop();
      await setConfig(db, 'reminder-email-cron', 'not a cron');
      expect(await scheduleReminders(deps(db, database.name, testMailer()))).toBeNull();
    } finally {
      await close();
    }
  });

  it('reschedules when the configured cron changes, without a restart (reminderEmailJob, D-060)', async () => {
    // Every instance follows a change within the configuration cache's lifetime, like every other setting.
    expect(RESCHEDULE_CHECK_MS).toBeLessThanOrEqual(CONFIGURATION_CACHE_MS);
    const { db, close } = await database.open();
    try {
      await insertMissingConfigurationDefaults(db);
      const watch = await watchReminderSchedule(deps(db, database.name, testMailer()), 20);
      expect(watch.current()?.getPattern()).toBe('0 9 * * 1');
      await setConfig(db, 'reminder-email-cron', '0 16 * * 5');
      await expect.poll(() => watch.current()?.getPattern(), { timeout: 2000 }).toBe('0 16 * * 5');
      watch.stop();
      expect(watch.current()?.isRunning()).toBe(false);
    } finally {
      await close();
    }
  });

  it('follows REMINDER_CRON instead of the configured cron, in the configured time zone', async () => {
    const { db, close } = await database.open();
    try {
      await insertMissingConfigurationDefaults(db);
      const pinned = {
        ...deps(db, database.name, testMailer()),
        config: { publicUrl: 'https://tally.test', reminderCron: '*/5 * * * * *' },
      };
      const watch = await watchReminderSchedule(pinned, 20);
      expect(watch.current()?.getPattern()).toBe('*/5 * * * * *');
      const [first, second] = watch.current()?.nextRuns(2) ?? [];
      expect((second?.getTime() ?? 0) - (first?.getTime() ?? 0)).toBe(5000);
      // An admin's change of the configured cron does not move it; a change of the time zone reschedules it.
      await setConfig(db, 'reminder-email-cron', '0 16 * * 5');
      await setConfig(db, 'time-zone', 'Asia/Tokyo');
      await expect.poll(() => watch.current()?.options.timezone, { timeout: 2000 }).toBe('Asia/Tokyo');
      expect(watch.current()?.getPattern()).toBe('*/5 * * * * *');
      watch.stop();
    } finally {
      await close();
    }
  });

  it('runs once when every instance fires at the same moment (scheduled runs keep half a period apart)', async () => {
    const { db, close } = await database.open();
    try {
      await craft(db);
      const mailer = testMailer();
      // Two instances' crons (daily at noon: a gap of 12 h), together, then one a second late.
      const outcomes = await Promise.all([
        runReminders(deps(db, database.name, mailer), NOW, 43_200),
        runReminders(deps(db, database.name, mailer), NOW, 43_200),
      ]);
      const late = await runReminders(
        deps(db, database.name, mailer),
        new Date(NOW.getTime() + 1000),
        43_200,
      );
      expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
      expect(outcomes.find((outcome) => !outcome.ran)).toEqual({ ran: false, reason: 'locked' });
      expect(late).toEqual({ ran: false, reason: 'locked' });
      await notificationsSettled();
      expect(mailer.sent.map((m) => m.to).sort()).toEqual([
        'ann@example.com',
        'backup@example.com',
        'cat@example.com',
        'pam@example.com',
      ]);
      // The next day's run is taken again.
      const nextDay = await runReminders(
        deps(db, database.name, mailer),
        new Date(NOW.getTime() + DAY),
        43_200,
      );
      expect(nextDay.ran).toBe(true);
      await notificationsSettled();
      expect(mailer.sent).toHaveLength(8);
    } finally {
      await close();
    }
  });

  it.runIf(database.name === 'postgres')('does nothing while another instance holds the lock', async () => {
    const { db, close } = await database.open();
    try {
      await craft(db);
      const mailer = testMailer();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REMINDERS_LOCK_KEY})`);
        const outcome = await runReminders(deps(db, database.name, mailer), NOW);
        expect(outcome).toEqual({ ran: false, reason: 'locked' });
      });
      await notificationsSettled();
      expect(mailer.sent).toEqual([]);
      expect(await outboxRows(db)).toEqual([]);
      expect((await runReminders(deps(db, database.name, mailer), NOW)).ran).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('reminder configuration', () => {
  it('accepts the default cron and rejects an invalid one', () => {
    expect(validateReminderSetting('reminder-email-cron', '0 9 * * 1')).toBeNull();
    expect(validateReminderSetting('reminder-email-cron', 'every monday')).toMatch(/cron/);
    expect(validateReminderSetting('reminder-email-cron', '61 9 * * 1')).toMatch(/cron/);
    expect(validateReminderSetting('reminder-email-enabled', 'yes')).not.toBeNull();
  });
});
