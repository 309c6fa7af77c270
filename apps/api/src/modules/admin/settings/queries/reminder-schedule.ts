import { type DbOrTx, schema } from '@tally/db';
import { eq, sql } from 'drizzle-orm';
import { REMINDER_JOB_NAME } from '../messages.ts';

const { configurations, scheduledJobs, users } = schema;

/** The reminders job's scheduled_jobs row: its wording, the cron it was saved with, who saved it and when. */
export async function findReminderJob(db: DbOrTx) {
  const [job] = await db
    .select({
      description: scheduledJobs.description,
      cron: scheduledJobs.cronExpression,
      updatedAt: scheduledJobs.updatedAt,
      updatedBy: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(scheduledJobs)
    .leftJoin(users, eq(users.id, scheduledJobs.updatedByUserId))
    .where(eq(scheduledJobs.name, REMINDER_JOB_NAME))
    .limit(1);
  return job;
}

/** The stored row of a configuration key, locked until the transaction ends; undefined when not stored. */
export async function lockStoredConfiguration(db: DbOrTx, key: string) {
  const [current] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, key))
    .for('update');
  return current;
}

export async function setConfigurationValue(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(configurations)
    .values({ key, value })
    .onConflictDoUpdate({ target: configurations.key, set: { value, updatedAt: new Date() } });
}

/** Writes a scheduled_jobs row (inserting it the first time). */
export async function saveScheduledJob(
  db: DbOrTx,
  name: string,
  job: { cronExpression: string; description: string; updatedByUserId: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(scheduledJobs)
    .values({ name, ...job })
    .onConflictDoUpdate({ target: scheduledJobs.name, set: job });
}
