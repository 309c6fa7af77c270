import { type DbOrTx, schema } from '@tally/db';
import { PROJECT_CODE_TAKEN_MESSAGE } from '@tally/domain/projects/project-list';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { refusingDuplicate } from '../../../graphql/unique-violation.ts';
import { PROJECT_CODE_INDEX } from '../../projects/index.ts';
import type {
  EntryOutcome,
  PushEntry,
  PushSheet,
  ResourceFromJob,
  SyncLogRow,
  SyncProject,
  TaskAsDeliverable,
} from './records.ts';

export async function findPushSheet(db: DbOrTx, timesheetId: string): Promise<PushSheet | null> {
  const [row] = await db
    .select({
      id: schema.timesheets.id,
      status: schema.timesheets.status,
      userId: schema.users.id,
      userSourceId: schema.users.sourceId,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      email: sql<string | null>`(select e.address from user_emails e where e.user_id = ${schema.users.id}
        order by e.created_at, e.address limit 1)`,
    })
    .from(schema.timesheets)
    .innerJoin(schema.users, eq(schema.users.id, schema.timesheets.userId))
    .where(eq(schema.timesheets.id, timesheetId));
  return row ?? null;
}

/** The sheet's day entries with their project and deliverable, by date then line. */
export async function listPushEntries(db: DbOrTx, timesheetId: string): Promise<PushEntry[]> {
  const rows = await db
    .select({
      id: schema.timesheetEntries.id,
      date: schema.timesheetEntries.date,
      hours: schema.timesheetEntries.hours,
      comment: schema.timesheetEntries.comment,
      sourceId: schema.timesheetEntries.sourceId,
      syncStatus: schema.timesheetEntries.syncStatus,
      syncError: schema.timesheetEntries.syncError,
      projectName: schema.projects.name,
      projectSourceId: schema.projects.sourceId,
      deliverableName: schema.deliverables.name,
      deliverableSourceId: schema.deliverables.sourceId,
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

export async function setUserSourceId(db: DbOrTx, userId: string, sourceId: string): Promise<void> {
  await db.update(schema.users).set({ sourceId }).where(eq(schema.users.id, userId));
}

export async function markEntriesPending(db: DbOrTx, entryIds: string[]): Promise<void> {
  if (entryIds.length === 0) return;
  await db
    .update(schema.timesheetEntries)
    .set({
      syncStatus: sql`case when ${schema.timesheetEntries.sourceId} is null then 'PENDING_SYNC'
      else 'PENDING_CHANGES' end`,
    })
    .where(inArray(schema.timesheetEntries.id, entryIds));
}

export async function saveEntryOutcomes(db: DbOrTx, outcomes: EntryOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map((o) => sql`(${o.id}::uuid, ${o.sourceId}::text, ${o.status}::text, ${o.error}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update timesheet_entries e
       set source_id = coalesce(v.source_id, e.source_id), sync_status = v.status, sync_error = v.error
      from (values ${values}) as v(id, source_id, status, error)
     where e.id = v.id`);
}

export async function writeSyncLog(db: DbOrTx, rows: SyncLogRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(schema.integrationSyncLog).values(rows);
}

export async function findSyncProject(db: DbOrTx, projectId: string): Promise<SyncProject | null> {
  const [row] = await db
    .select({
      id: schema.projects.id,
      name: schema.projects.name,
      sourceId: schema.projects.sourceId,
      startDate: schema.projects.startDate,
    })
    .from(schema.projects)
    .where(and(eq(schema.projects.id, projectId), eq(schema.projects.isTemplate, false)));
  return row ?? null;
}

export async function updateProjectFromJob(
  db: DbOrTx,
  projectId: string,
  fields: { name?: string; projectCode?: string; startDate?: string; syncedAt: Date },
): Promise<void> {
  // A code NetSuite gives that another project holds is refused with the form's message, not a crash.
  await refusingDuplicate(PROJECT_CODE_INDEX, { projectCode: PROJECT_CODE_TAKEN_MESSAGE }, () =>
    db.update(schema.projects).set(fields).where(eq(schema.projects.id, projectId)),
  );
}

export async function touchProjectSynced(db: DbOrTx, projectId: string, syncedAt: Date): Promise<void> {
  await db.update(schema.projects).set({ syncedAt }).where(eq(schema.projects.id, projectId));
}

/** Upserts deliverables by source id in one insert and one update; returns how many were added and updated. */
export async function upsertDeliverables(
  db: DbOrTx,
  projectId: string,
  tasks: TaskAsDeliverable[],
): Promise<{ added: number; updated: number }> {
  if (tasks.length === 0) return { added: 0, updated: 0 };
  const existing = await db
    .select({ id: schema.deliverables.id, sourceId: schema.deliverables.sourceId })
    .from(schema.deliverables)
    .where(
      and(
        eq(schema.deliverables.projectId, projectId),
        inArray(
          schema.deliverables.sourceId,
          tasks.map((task) => task.sourceId),
        ),
      ),
    );
  const bySource = new Map(existing.map((row) => [row.sourceId, row.id]));
  const fresh = tasks.filter((task) => !bySource.has(task.sourceId));
  const known = tasks.filter((task) => bySource.has(task.sourceId));
  if (fresh.length > 0) {
    await db.insert(schema.deliverables).values(
      fresh.map((task, index) => ({
        projectId,
        name: task.name,
        sourceId: task.sourceId,
        budgetedHours: task.budgetedHours,
        position: 1000 + index,
      })),
    );
  }
  if (known.length > 0) {
    const values = sql.join(
      known.map(
        (task) =>
          sql`(${bySource.get(task.sourceId)}::uuid, ${task.name}::text, ${task.budgetedHours}::numeric)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update deliverables d
         set name = v.name, budgeted_hours = v.budgeted_hours
        from (values ${values}) as v(id, name, budgeted_hours)
       where d.id = v.id`);
  }
  return { added: fresh.length, updated: known.length };
}

/** Adds missing team members (by e-mail) and records the NetSuite id of the known ones. */
export async function upsertResources(
  db: DbOrTx,
  projectId: string,
  startDate: string,
  resources: ResourceFromJob[],
): Promise<{ added: number; updated: number }> {
  if (resources.length === 0) return { added: 0, updated: 0 };
  const emails = resources.map((resource) => resource.email.toLowerCase());
  const existing = await db
    .select({ id: schema.projectResources.id, email: sql<string>`lower(${schema.projectResources.email})` })
    .from(schema.projectResources)
    .where(
      and(
        eq(schema.projectResources.projectId, projectId),
        inArray(sql`lower(${schema.projectResources.email})`, emails),
      ),
    );
  const byEmail = new Map(existing.map((row) => [row.email, row.id]));
  const accounts = await db
    .select({ userId: schema.userEmails.userId, address: schema.userEmails.address })
    .from(schema.userEmails)
    .where(inArray(schema.userEmails.address, emails));
  const userOf = new Map(accounts.map((row) => [row.address, row.userId]));
  const fresh = resources.filter((resource) => !byEmail.has(resource.email.toLowerCase()));
  if (fresh.length > 0) {
    await db.insert(schema.projectResources).values(
      fresh.map((resource) => ({
        projectId,
        email: resource.email.toLowerCase(),
        name: resource.name,
        userId: userOf.get(resource.email.toLowerCase()) ?? null,
        startDate,
        sourceId: resource.sourceId,
      })),
    );
  }
  const known = resources.filter((resource) => byEmail.has(resource.email.toLowerCase()));
  if (known.length > 0) {
    const values = sql.join(
      known.map(
        (resource) => sql`(${byEmail.get(resource.email.toLowerCase())}::uuid, ${resource.sourceId}::text)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update project_resources r
         set source_id = v.source_id
        from (values ${values}) as v(id, source_id)
       where r.id = v.id`);
  }
  return { added: fresh.length, updated: known.length };
}
