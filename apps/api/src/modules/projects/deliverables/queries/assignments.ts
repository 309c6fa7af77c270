import { type DbOrTx, schema } from '@tally/db';
import { and, eq } from 'drizzle-orm';

/** The SQL of the deliverables' assignments (the team members booked on a deliverable). */

const a = schema.deliverableResources;

export async function isResourceOnProject(
  db: DbOrTx,
  resourceId: string,
  projectId: string,
): Promise<boolean> {
  const r = schema.projectResources;
  const [resource] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.id, resourceId), eq(r.projectId, projectId)));
  return resource !== undefined;
}

/** Assigns a team member to a deliverable; false when they already were. */
export async function insertAssignment(
  db: DbOrTx,
  assignment: { deliverableId: string; resourceId: string; budgetedHours: string },
): Promise<boolean> {
  const inserted = await db.insert(a).values(assignment).onConflictDoNothing().returning({ id: a.id });
  return inserted.length > 0;
}

/** Changes an assignment's hours; false when there is no such assignment. */
export async function updateAssignmentHours(
  db: DbOrTx,
  deliverableId: string,
  resourceId: string,
  budgetedHours: string,
): Promise<boolean> {
  const updated = await db
    .update(a)
    .set({ budgetedHours })
    .where(and(eq(a.deliverableId, deliverableId), eq(a.resourceId, resourceId)))
    .returning({ id: a.id });
  return updated.length > 0;
}

/** Removes an assignment; false when there was none. */
export async function deleteAssignment(
  db: DbOrTx,
  deliverableId: string,
  resourceId: string,
): Promise<boolean> {
  const removed = await db
    .delete(a)
    .where(and(eq(a.deliverableId, deliverableId), eq(a.resourceId, resourceId)))
    .returning({ id: a.id });
  return removed.length > 0;
}
