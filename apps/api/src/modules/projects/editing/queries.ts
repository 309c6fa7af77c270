import { type DbOrTx, schema } from '@tally/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { ProjectRow } from '../records.ts';

/** The SQL of editing a project (updateProject, archive, delete, clone, end client). */

/** The terms of a taxonomy by name, or null when the taxonomy is not set up (then any value is accepted). */
export async function findTaxonomyTerms(db: DbOrTx, name: string): Promise<Set<string> | null> {
  const rows = await db
    .select({ term: schema.taxonomyTerms.name })
    .from(schema.taxonomyTerms)
    .innerJoin(schema.taxonomies, eq(schema.taxonomies.id, schema.taxonomyTerms.taxonomyId))
    .where(eq(schema.taxonomies.name, name));
  return rows.length === 0 ? null : new Set(rows.map((row) => row.term));
}

export async function clientExists(db: DbOrTx, clientId: string): Promise<boolean> {
  const [client] = await db
    .select({ id: schema.clients.id })
    .from(schema.clients)
    .where(eq(schema.clients.id, clientId));
  return client !== undefined;
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return user !== undefined;
}

/** The project row, locked for the rest of the transaction. */
export async function lockProject(tx: DbOrTx, projectId: string): Promise<ProjectRow | undefined> {
  const [row] = await tx
    .select()
    .from(schema.projects)
    .where(eq(schema.projects.id, projectId))
    .for('update');
  return row;
}

/** Whether any timesheet line books time on the project. */
export async function hasBookedTime(db: DbOrTx, projectId: string): Promise<boolean> {
  const [booked] = await db
    .select({ id: schema.timesheetLineItems.id })
    .from(schema.timesheetLineItems)
    .where(eq(schema.timesheetLineItems.projectId, projectId))
    .limit(1);
  return booked !== undefined;
}

/** Deletes the project and its documents; the rest cascades. */
export async function deleteProjectRows(tx: DbOrTx, projectId: string): Promise<void> {
  await tx
    .delete(schema.documents)
    .where(
      and(
        eq(schema.documents.relatedModelName, schema.PROJECT_DOCUMENT_MODEL),
        eq(schema.documents.relatedId, projectId),
      ),
    );
  await tx.delete(schema.projects).where(eq(schema.projects.id, projectId));
}

/** Creates a client and returns its id. */
export async function insertClient(
  db: DbOrTx,
  client: { name: string; shortName: string; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(schema.clients)
    .values({ name: client.name, shortName: client.shortName, createdAt: client.now, updatedAt: client.now })
    .returning({ id: schema.clients.id });
  return row!.id;
}

/** What cloneProject copies of a project: its roles, team, milestones, deliverables and their assignments, expenses. */
export async function findProjectParts(tx: DbOrTx, projectId: string) {
  const [roles, resources, milestones, deliverables, expenses, categoryBudgets] = await Promise.all([
    tx.select().from(schema.projectRoles).where(eq(schema.projectRoles.projectId, projectId)),
    tx.select().from(schema.projectResources).where(eq(schema.projectResources.projectId, projectId)),
    tx.select().from(schema.milestones).where(eq(schema.milestones.projectId, projectId)),
    tx.select().from(schema.deliverables).where(eq(schema.deliverables.projectId, projectId)),
    tx.select().from(schema.projectExpenses).where(eq(schema.projectExpenses.projectId, projectId)),
    tx
      .select({
        milestoneId: schema.milestoneExpenses.milestoneId,
        expenseId: schema.milestoneExpenses.expenseId,
        budget: schema.milestoneExpenses.budget,
      })
      .from(schema.milestoneExpenses)
      .innerJoin(schema.milestones, eq(schema.milestones.id, schema.milestoneExpenses.milestoneId))
      .where(eq(schema.milestones.projectId, projectId)),
  ]);
  const assignments =
    deliverables.length === 0
      ? []
      : await tx
          .select()
          .from(schema.deliverableResources)
          .where(
            inArray(
              schema.deliverableResources.deliverableId,
              deliverables.map((d) => d.id),
            ),
          );
  return { roles, resources, milestones, deliverables, expenses, categoryBudgets, assignments };
}

export type ProjectParts = Awaited<ReturnType<typeof findProjectParts>>;

/** Inserts a project and its parts (each list may be empty), in the order their references need. */
export async function insertProjectWithParts(
  tx: DbOrTx,
  project: typeof schema.projects.$inferInsert,
  parts: {
    roles: (typeof schema.projectRoles.$inferInsert)[];
    resources: (typeof schema.projectResources.$inferInsert)[];
    milestones: (typeof schema.milestones.$inferInsert)[];
    expenses: (typeof schema.projectExpenses.$inferInsert)[];
    categoryBudgets: (typeof schema.milestoneExpenses.$inferInsert)[];
    deliverables: (typeof schema.deliverables.$inferInsert)[];
    assignments: (typeof schema.deliverableResources.$inferInsert)[];
  },
): Promise<void> {
  await tx.insert(schema.projects).values(project);
  if (parts.roles.length > 0) await tx.insert(schema.projectRoles).values(parts.roles);
  if (parts.resources.length > 0) await tx.insert(schema.projectResources).values(parts.resources);
  if (parts.milestones.length > 0) await tx.insert(schema.milestones).values(parts.milestones);
  if (parts.expenses.length > 0) await tx.insert(schema.projectExpenses).values(parts.expenses);
  if (parts.categoryBudgets.length > 0)
    await tx.insert(schema.milestoneExpenses).values(parts.categoryBudgets);
  if (parts.deliverables.length > 0) await tx.insert(schema.deliverables).values(parts.deliverables);
  if (parts.assignments.length > 0) await tx.insert(schema.deliverableResources).values(parts.assignments);
}
