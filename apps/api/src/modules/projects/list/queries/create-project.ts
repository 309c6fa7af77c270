import { type DbOrTx, schema } from '@tally/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectRow } from '../../records.ts';

/** The SQL of createProject: its client, the template it copies, the new rows. */

const c = schema.clients;
const p = schema.projects;

export async function findClientId(tx: DbOrTx, clientId: string): Promise<string | null> {
  const [client] = await tx.select({ id: c.id }).from(c).where(eq(c.id, clientId)).limit(1);
  return client?.id ?? null;
}

/** Whether a client has this name, ignoring case. */
export async function isClientNameTaken(tx: DbOrTx, name: string): Promise<boolean> {
  const [same] = await tx
    .select({ id: c.id })
    .from(c)
    .where(sql`lower(${c.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return same !== undefined;
}

export async function insertClient(tx: DbOrTx, client: { name: string; shortName: string }): Promise<string> {
  const [row] = await tx.insert(c).values(client).returning({ id: c.id });
  if (!row) throw new Error('client insert returned nothing');
  return row.id;
}

export async function findTemplate(tx: DbOrTx, templateId: string) {
  const [template] = await tx
    .select({ id: p.id, sectors: p.sectors })
    .from(p)
    .where(and(eq(p.id, templateId), eq(p.isTemplate, true)))
    .limit(1);
  return template ?? null;
}

export async function insertProject(tx: DbOrTx, project: typeof p.$inferInsert): Promise<ProjectRow> {
  const [created] = await tx.insert(p).values(project).returning();
  if (!created) throw new Error('project insert returned nothing');
  return created;
}

/** What a template gives a project made from it (D-052): roles, milestones, deliverables, team, assignments. */
export async function findTemplateParts(tx: DbOrTx, templateId: string) {
  const [roles, milestones, deliverables, resources] = await Promise.all([
    tx.select().from(schema.projectRoles).where(eq(schema.projectRoles.projectId, templateId)),
    tx
      .select()
      .from(schema.milestones)
      .where(eq(schema.milestones.projectId, templateId))
      .orderBy(asc(schema.milestones.position)),
    tx
      .select()
      .from(schema.deliverables)
      .where(eq(schema.deliverables.projectId, templateId))
      .orderBy(asc(schema.deliverables.position)),
    tx
      .select()
      .from(schema.projectResources)
      .where(eq(schema.projectResources.projectId, templateId))
      .orderBy(asc(schema.projectResources.createdAt), asc(schema.projectResources.id)),
  ]);
  const assignments =
    deliverables.length === 0 || resources.length === 0
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
  return { roles, milestones, deliverables, resources, assignments };
}

/** Inserts the copies of a template's parts (each list may be empty), in the order their references need. */
export async function insertTemplateCopies(
  tx: DbOrTx,
  copies: {
    roles: (typeof schema.projectRoles.$inferInsert)[];
    milestones: (typeof schema.milestones.$inferInsert)[];
    deliverables: (typeof schema.deliverables.$inferInsert)[];
    resources: (typeof schema.projectResources.$inferInsert)[];
    assignments: (typeof schema.deliverableResources.$inferInsert)[];
  },
): Promise<void> {
  if (copies.roles.length > 0) await tx.insert(schema.projectRoles).values(copies.roles);
  if (copies.milestones.length > 0) await tx.insert(schema.milestones).values(copies.milestones);
  if (copies.deliverables.length > 0) await tx.insert(schema.deliverables).values(copies.deliverables);
  if (copies.resources.length > 0) await tx.insert(schema.projectResources).values(copies.resources);
  if (copies.assignments.length > 0) await tx.insert(schema.deliverableResources).values(copies.assignments);
}
