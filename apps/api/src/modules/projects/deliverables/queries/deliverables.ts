import { type DbOrTx, schema } from '@tally/db';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type {
  AssignmentRecord,
  CategoryExpenseRow,
  DeliverableRecord,
  DeliverableRow,
  DeliverableTaskRow,
} from '../records.ts';

const d = schema.deliverables;
const m = schema.milestones;

const recordColumns = {
  deliverable: d,
  milestoneName: m.name,
  milestonePosition: m.position,
  projectBudget: sql<string>`(SELECT p.budget FROM projects p WHERE p.id = ${d.projectId})`,
};

const toRecord = (row: {
  deliverable: DeliverableRow;
  milestoneName: string | null;
  milestonePosition: number | null;
  projectBudget: string;
}): DeliverableRecord => ({ ...row, projectBudget: Number(row.projectBudget ?? 0) });

/**
 * The deliverables of each project, plus the deliverables shared by all projects (includeInAllProjects, shown
 * read-only elsewhere), in milestone order then deliverable order. One statement for any number of projects.
 */
export async function findDeliverablesByProject(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, DeliverableRecord[]>> {
  const result = new Map<string, DeliverableRecord[]>(projectIds.map((projectId) => [projectId, []]));
  if (projectIds.length === 0) return result;
  const rows = await db
    .select(recordColumns)
    .from(d)
    .leftJoin(m, eq(m.id, d.milestoneId))
    .where(or(inArray(d.projectId, [...projectIds]), eq(d.includeInAllProjects, true)))
    .orderBy(
      asc(sql`${m.position} IS NULL`),
      asc(m.position),
      asc(m.name),
      asc(sql`${d.name} <> coalesce(${m.name}, '')`),
      asc(d.position),
      asc(d.createdAt),
    );
  for (const row of rows) {
    const record = toRecord(row);
    const own = result.get(record.deliverable.projectId);
    if (own) own.push(record);
    if (record.deliverable.includeInAllProjects) {
      for (const [projectId, list] of result) {
        if (projectId !== record.deliverable.projectId) list.push(record);
      }
    }
  }
  return result;
}

export async function findDeliverable(db: DbOrTx, deliverableId: string): Promise<DeliverableRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(d)
    .leftJoin(m, eq(m.id, d.milestoneId))
    .where(eq(d.id, deliverableId));
  return row ? toRecord(row) : null;
}

/** The milestone-level row of a milestone (named like it), if any. */
export async function findMilestoneRow(db: DbOrTx, milestoneId: string): Promise<DeliverableRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(d)
    .innerJoin(m, eq(m.id, d.milestoneId))
    .where(and(eq(d.milestoneId, milestoneId), eq(d.name, m.name)))
    .limit(1);
  return row ? toRecord(row) : null;
}

/** Resource assignments of many deliverables, each with its resource and the account it matches. */
export async function findAssignments(
  db: DbOrTx,
  deliverableIds: readonly string[],
): Promise<Map<string, AssignmentRecord[]>> {
  const result = new Map<string, AssignmentRecord[]>();
  if (deliverableIds.length === 0) return result;
  const a = schema.deliverableResources;
  const r = schema.projectResources;
  const u = schema.users;
  const rows = await db
    .select({
      deliverableId: a.deliverableId,
      resourceId: a.resourceId,
      budgetedHours: a.budgetedHours,
      name: r.name,
      email: r.email,
      firstName: u.firstName,
      lastName: u.lastName,
    })
    .from(a)
    .innerJoin(r, eq(r.id, a.resourceId))
    .leftJoin(u, eq(u.id, r.userId))
    .where(inArray(a.deliverableId, [...deliverableIds]))
    .orderBy(asc(sql`lower(coalesce(${r.name}, ${u.firstName} || ' ' || ${u.lastName}, ${r.email}))`));
  for (const row of rows) {
    const record: AssignmentRecord = {
      deliverableId: row.deliverableId,
      resourceId: row.resourceId,
      budgetedHours: Number(row.budgetedHours),
      resource: {
        id: row.resourceId,
        name: row.name,
        email: row.email,
        user: row.firstName === null ? null : { firstName: row.firstName, lastName: row.lastName ?? '' },
      },
    };
    const list = result.get(row.deliverableId);
    if (list) list.push(record);
    else result.set(row.deliverableId, [record]);
  }
  return result;
}

/** Whether any timesheet entry (approved or not) references the deliverable, and whether any is approved. */
export async function findDeliverableUse(
  db: DbOrTx,
  deliverableId: string,
): Promise<{ entries: boolean; approved: boolean }> {
  const result = await db.execute<{ entries: boolean; approved: boolean }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM timesheet_entries e WHERE e.deliverable_id = ${deliverableId}) AS entries,
      EXISTS (SELECT 1 FROM timesheet_entries e JOIN timesheets ts ON ts.id = e.timesheet_id
              WHERE e.deliverable_id = ${deliverableId} AND ts.status = 'Approved' AND e.hours > 0) AS approved,
      EXISTS (SELECT 1 FROM timesheet_line_items li WHERE li.deliverable_id = ${deliverableId}) AS lines`);
  const row = result.rows[0] as { entries: boolean; approved: boolean; lines?: boolean } | undefined;
  return { entries: Boolean(row?.entries) || Boolean(row?.lines), approved: Boolean(row?.approved) };
}

/** The expense budgets of many categories (milestones), in expense order; one statement. */
export async function findCategoryExpenses(
  db: DbOrTx,
  milestoneIds: readonly string[],
): Promise<Map<string, CategoryExpenseRow[]>> {
  const result = new Map<string, CategoryExpenseRow[]>();
  if (milestoneIds.length === 0) return result;
  const me = schema.milestoneExpenses;
  const e = schema.projectExpenses;
  const rows = await db
    .select({ milestoneId: me.milestoneId, expenseId: me.expenseId, budget: me.budget })
    .from(me)
    .innerJoin(e, eq(e.id, me.expenseId))
    .where(inArray(me.milestoneId, [...milestoneIds]))
    .orderBy(asc(e.createdAt), asc(e.id));
  for (const row of rows) {
    const list = result.get(row.milestoneId) ?? [];
    list.push({ ...row, budget: Number(row.budget) });
    result.set(row.milestoneId, list);
  }
  return result;
}

/**
 * The timesheet tasks (day entries) booked on deliverables within given projects, keyed `projectId|deliverableId`;
 * one statement for every deliverable of a request.
 */
export async function findDeliverableTasks(
  db: DbOrTx,
  keys: readonly { projectId: string; deliverableId: string }[],
): Promise<Map<string, DeliverableTaskRow[]>> {
  const result = new Map<string, DeliverableTaskRow[]>();
  if (keys.length === 0) return result;
  const wanted = new Set(keys.map((key) => `${key.projectId}|${key.deliverableId}`));
  const t = schema.timesheetEntries;
  const rows = await db
    .select({ id: t.id, projectId: t.projectId, deliverableId: t.deliverableId, hours: t.hours })
    .from(t)
    .where(
      and(
        inArray(t.deliverableId, [...new Set(keys.map((key) => key.deliverableId))]),
        inArray(t.projectId, [...new Set(keys.map((key) => key.projectId))]),
      ),
    )
    .orderBy(asc(t.date), asc(t.id));
  for (const row of rows) {
    const key = `${row.projectId}|${row.deliverableId}`;
    if (!wanted.has(key)) continue;
    const list = result.get(key) ?? [];
    list.push({ id: row.id, hours: Number(row.hours) });
    result.set(key, list);
  }
  return result;
}

/** The position after the last deliverable of a milestone, for a new deliverable (an SQL expression). */
export const positionAfterLast = (milestoneId: string) =>
  sql`(SELECT coalesce(max(position), -1) + 1 FROM deliverables WHERE milestone_id = ${milestoneId})`;

export async function insertDeliverable(db: DbOrTx, row: PgInsertValue<typeof d>): Promise<string> {
  const [inserted] = await db.insert(d).values(row).returning({ id: d.id });
  return inserted!.id;
}

export async function updateDeliverableRow(
  db: DbOrTx,
  deliverableId: string,
  set: Partial<typeof d.$inferInsert>,
): Promise<void> {
  await db.update(d).set(set).where(eq(d.id, deliverableId));
}

export async function deleteDeliverable(db: DbOrTx, deliverableId: string): Promise<void> {
  await db.delete(d).where(eq(d.id, deliverableId));
}
