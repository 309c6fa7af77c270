import { schema } from '@tally/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, notFound } from '../../graphql/errors.ts';
import { refusingDuplicate } from '../../graphql/unique-violation.ts';
import { manageableProject } from './access.ts';
import { EDITING_MESSAGES } from './editing.messages.ts';
import type { ProjectRecord } from './records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface RoleInput {
  projectId: string;
  name: string;
  rate: number;
}

/** Writes a role; the unique index refuses a duplicate name that slipped past refuseDuplicate. */
const uniqueName = <T>(write: () => Promise<T>) =>
  refusingDuplicate(
    'project_roles_project_id_lower_name_key',
    { name: EDITING_MESSAGES.duplicateRole },
    write,
  );

async function refuseDuplicate(deps: Deps, projectId: string, name: string, exceptId?: string) {
  const [existing] = await deps.db
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
  if (existing) throw badUserInput({ name: EDITING_MESSAGES.duplicateRole });
}

async function findRole(deps: Deps, projectId: string, roleId: string) {
  const [role] = await deps.db
    .select()
    .from(schema.projectRoles)
    .where(and(eq(schema.projectRoles.id, roleId), eq(schema.projectRoles.projectId, projectId)));
  if (!role) throw notFound('Role');
  return role;
}

/** addProjectRole (M-055); allowed while editing is locked (only removal is locked, M-042). */
export async function addProjectRole(deps: Deps, viewer: Viewer, input: RoleInput): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, input.projectId, { allowWhenLocked: true });
  await refuseDuplicate(deps, input.projectId, input.name);
  await uniqueName(() =>
    deps.db
      .insert(schema.projectRoles)
      .values({ projectId: input.projectId, name: input.name, rate: input.rate.toFixed(2) }),
  );
  return { project: record.project, canManage: record.canManage };
}

/**
 * updateProjectRole (M-055): indexId is the role's _id. A renamed role is renamed on the team as well, so
 * that the people keep their rate.
 */
export async function updateProjectRole(
  deps: Deps,
  viewer: Viewer,
  input: RoleInput & { indexId: string },
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, input.projectId, { allowWhenLocked: true });
  const role = await findRole(deps, input.projectId, input.indexId);
  await refuseDuplicate(deps, input.projectId, input.name, role.id);
  await uniqueName(() => updateRole(deps, input, role));
  return { project: record.project, canManage: record.canManage };
}

/** Renames and re-rates a role, and the team entries that name it, together. */
function updateRole(deps: Deps, input: RoleInput, role: { id: string; name: string }): Promise<void> {
  return deps.db.transaction(async (tx) => {
    await tx
      .update(schema.projectRoles)
      .set({ name: input.name, rate: input.rate.toFixed(2) })
      .where(eq(schema.projectRoles.id, role.id));
    if (role.name !== input.name) {
      await tx
        .update(schema.projectResources)
        .set({ role: input.name })
        .where(
          and(
            eq(schema.projectResources.projectId, input.projectId),
            eq(schema.projectResources.role, role.name),
          ),
        );
    }
  });
}

/** removeProjectRole (M-056): refused while editing is locked. */
export async function removeProjectRole(
  deps: Deps,
  viewer: Viewer,
  input: { projectId: string; indexId: string },
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, input.projectId);
  const role = await findRole(deps, input.projectId, input.indexId);
  await deps.db.delete(schema.projectRoles).where(eq(schema.projectRoles.id, role.id));
  return { project: record.project, canManage: record.canManage };
}
