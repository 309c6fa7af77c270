import { type DbOrTx, schema } from '@tally/db';
import { and, asc, eq } from 'drizzle-orm';

const { timesheets, timesheetApprovals } = schema;

/** The user's Submitted-Pending sheets, oldest week first. */
export function listSubmittedPendingSheetIds(db: DbOrTx, userId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(eq(timesheets.userId, userId), eq(timesheets.status, 'Submitted-Pending')))
    .orderBy(asc(timesheets.endDate));
}

/** The projects of the sheet's Approved steps (null: a step of no project). */
export async function listApprovedStepProjectIds(
  db: DbOrTx,
  timesheetId: string,
): Promise<(string | null)[]> {
  const approved = await db
    .select({ projectId: timesheetApprovals.projectId })
    .from(timesheetApprovals)
    .where(and(eq(timesheetApprovals.timesheetId, timesheetId), eq(timesheetApprovals.status, 'Approved')));
  return approved.map((row) => row.projectId);
}
