import { type DbOrTx, schema } from '@tally/db';
import { and, eq } from 'drizzle-orm';
import type { TimerRow } from './records.ts';

const { runningTimers, timesheetLineItems, timesheets, projects, deliverables } = schema;

export async function findTimer(db: DbOrTx, userId: string): Promise<TimerRow | null> {
  const [row] = await db
    .select({
      userId: runningTimers.userId,
      lineItemId: runningTimers.lineItemId,
      startedAt: runningTimers.startedAt,
      timesheetId: timesheets.id,
      startDate: timesheets.startDate,
      endDate: timesheets.endDate,
      projectId: projects.id,
      projectName: projects.name,
      deliverableId: deliverables.id,
      deliverableName: deliverables.name,
    })
    .from(runningTimers)
    .innerJoin(timesheetLineItems, eq(timesheetLineItems.id, runningTimers.lineItemId))
    .innerJoin(timesheets, eq(timesheets.id, timesheetLineItems.timesheetId))
    .innerJoin(projects, eq(projects.id, timesheetLineItems.projectId))
    .leftJoin(deliverables, eq(deliverables.id, timesheetLineItems.deliverableId))
    .where(eq(runningTimers.userId, userId));
  return row ?? null;
}

/** The sheet a line belongs to, to check a timer may start on it. */
export async function findSheetOfLine(db: DbOrTx, lineItemId: string): Promise<string | null> {
  const [row] = await db
    .select({ timesheetId: timesheetLineItems.timesheetId })
    .from(timesheetLineItems)
    .where(eq(timesheetLineItems.id, lineItemId));
  return row?.timesheetId ?? null;
}

/** Starts the person's timer, replacing the one they ran (one per person). */
export async function putTimer(db: DbOrTx, timer: { userId: string; lineItemId: string; startedAt: Date }) {
  await db
    .insert(runningTimers)
    .values(timer)
    .onConflictDoUpdate({
      target: runningTimers.userId,
      set: { lineItemId: timer.lineItemId, startedAt: timer.startedAt },
    });
}

/** Removes the timer; with `startedAt`, only that run of it (a timer restarted meanwhile stays). */
export async function deleteTimer(db: DbOrTx, userId: string, startedAt?: Date): Promise<boolean> {
  const removed = await db
    .delete(runningTimers)
    .where(
      startedAt
        ? and(eq(runningTimers.userId, userId), eq(runningTimers.startedAt, startedAt))
        : eq(runningTimers.userId, userId),
    )
    .returning({ userId: runningTimers.userId });
  return removed.length > 0;
}
