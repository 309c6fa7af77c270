import { type DbOrTx, schema } from '@tally/db';
import { asc, eq } from 'drizzle-orm';

/** A day entry with its accounting-system state (the syncs page, S-019). */
export interface IntegrationTask {
  id: string;
  date: string;
  hours: number;
  projectName: string;
  deliverableName: string;
  sourceId: string | null;
  syncStatus: string | null;
  error: string | null;
}

export async function listIntegrationTasks(db: DbOrTx, timesheetId: string): Promise<IntegrationTask[]> {
  const rows = await db
    .select({
      id: schema.timesheetEntries.id,
      date: schema.timesheetEntries.date,
      hours: schema.timesheetEntries.hours,
      projectName: schema.projects.name,
      deliverableName: schema.deliverables.name,
      sourceId: schema.timesheetEntries.sourceId,
      syncStatus: schema.timesheetEntries.syncStatus,
      error: schema.timesheetEntries.syncError,
    })
    .from(schema.timesheetEntries)
    .innerJoin(
      schema.timesheetLineItems,
      eq(schema.timesheetLineItems.id, schema.timesheetEntries.lineItemId),
    )
    .innerJoin(schema.projects, eq(schema.projects.id, schema.timesheetEntries.projectId))
    .innerJoin(schema.deliverables, eq(schema.deliverables.id, schema.timesheetEntries.deliverableId))
    .where(eq(schema.timesheetEntries.timesheetId, timesheetId))
    .orderBy(asc(schema.timesheetEntries.date), asc(schema.timesheetLineItems.position));
  return rows.map((row) => ({ ...row, hours: Number(row.hours) }));
}
