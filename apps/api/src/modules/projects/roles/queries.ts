import { type DbOrTx, schema } from '@tally/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { RoleRow } from '../records.ts';

/** Whether another role of the project has this name, ignoring case. */
export async function isRoleNameTaken(
  db: DbOrTx,
  projectId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: schema.projectRoles.id })
    .from(schema.projectRoles)
    .where(
      and(
        eq(schema.projectRoles.projectId, projectId),
        sql`lower(${schema.projectRoles.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(schema.projectRoles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return existing !== undefined;
}

export async function findRole(db: DbOrTx, projectId: string, roleId: string): Promise<RoleRow | undefined> {
  const [role] = await db
    .select()
    .from(schema.projectRoles)
    .where(and(eq(schema.projectRoles.id, roleId), eq(schema.projectRoles.projectId, projectId)));
  return role;
}

export async function insertRole(db: DbOrTx, role: { projectId: string; name: string; rate: string }) {
  await db.insert(schema.projectRoles).values(role);
}

/** Renames and re-rates a role, and the team entries that name it, together. */
export function updateRoleAndTeam(
  db: DbOrTx,
  projectId: string,
  role: { id: string; name: string },
  change: { name: string; rate: string },
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.update(schema.projectRoles).set(change).where(eq(schema.projectRoles.id, role.id));
    if (role.name !== change.name) {
      await tx
        .update(schema.projectResources)
        .set({ role: change.name })
        .where(
          and(eq(schema.projectResources.projectId, projectId), eq(schema.projectResources.role, role.name)),
        );
    }
  });
}

export async function deleteRole(db: DbOrTx, roleId: string): Promise<void> {
  await db.delete(schema.projectRoles).where(eq(schema.projectRoles.id, roleId));
}
