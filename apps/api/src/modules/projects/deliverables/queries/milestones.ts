import { type DbOrTx, schema } from '@tally/db';
import { and, eq, sql } from 'drizzle-orm';
import { conflict } from '../../../../graphql/errors.ts';

/** The milestone named so on the project, created at the end when new. */
export async function milestoneFor(
  tx: DbOrTx,
  projectId: string,
  name: string,
): Promise<{ id: string; name: string }> {
  const m = schema.milestones;
  const [existing] = await tx
    .select({ id: m.id, name: m.name })
    .from(m)
    .where(and(eq(m.projectId, projectId), eq(m.name, name)));
  if (existing) return existing;
  const [created] = await tx
    .insert(m)
    .values({
      projectId,
      name,
      position: sql`(SELECT coalesce(max(position), -1) + 1 FROM milestones WHERE project_id = ${projectId})`,
    })
    .onConflictDoNothing()
    .returning({ id: m.id, name: m.name });
  if (created) return created;
  const [raced] = await tx
    .select({ id: m.id, name: m.name })
    .from(m)
    .where(and(eq(m.projectId, projectId), eq(m.name, name)));
  if (!raced) throw conflict('The category could not be created; try again.');
  return raced;
}

export async function nameTaken(
  tx: DbOrTx,
  milestoneId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const d = schema.deliverables;
  const rows = await tx
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.milestoneId, milestoneId), sql`lower(${d.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

/** Removes a category once its last deliverable is gone. */
export async function dropEmptyMilestone(db: DbOrTx, milestoneId: string | null): Promise<void> {
  if (!milestoneId) return;
  await db.execute(sql`
    DELETE FROM milestones m WHERE m.id = ${milestoneId}
      AND NOT EXISTS (SELECT 1 FROM deliverables d WHERE d.milestone_id = m.id)`);
}

/** The id of the project's milestone (category) of this name, if any. */
export async function findMilestoneId(db: DbOrTx, projectId: string, name: string): Promise<string | null> {
  const m = schema.milestones;
  const [milestone] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.projectId, projectId), eq(m.name, name)));
  return milestone?.id ?? null;
}
