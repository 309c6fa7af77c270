import { type DbOrTx, schema } from '@tally/db';
import { eq } from 'drizzle-orm';

/** The user's saved snapshot overrides (me.settings, F-071) as stored; null when none are saved. */
export async function findSavedOverrides(db: DbOrTx, userId: string): Promise<string | null> {
  const [user] = await db
    .select({ settings: schema.users.settings })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  const text = user?.settings.timesheetDailySnapshotOverrides;
  return typeof text === 'string' ? text : null;
}
