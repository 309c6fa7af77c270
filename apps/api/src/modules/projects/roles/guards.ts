import type { DbOrTx } from '@tally/db';
import { badUserInput, notFound } from '../../../graphql/errors.ts';
import { refusingDuplicate } from '../../../graphql/unique-violation.ts';
import { EDITING_MESSAGES } from '../messages.ts';
import type { RoleRow } from '../records.ts';
import { findRole, isRoleNameTaken } from './queries.ts';

/** The checks addProjectRole and updateProjectRole share. */

/** The role a project has under this id; NOT_FOUND otherwise. */
export async function existingRole(db: DbOrTx, projectId: string, roleId: string): Promise<RoleRow> {
  const role = await findRole(db, projectId, roleId);
  if (!role) throw notFound('Role');
  return role;
}

export async function refuseDuplicateName(db: DbOrTx, projectId: string, name: string, exceptId?: string) {
  if (await isRoleNameTaken(db, projectId, name, exceptId)) {
    throw badUserInput({ name: EDITING_MESSAGES.duplicateRole });
  }
}

/** Writes a role; the unique index refuses a duplicate name that slipped past refuseDuplicateName. */
export const uniqueName = <T>(write: () => Promise<T>) =>
  refusingDuplicate(
    'project_roles_project_id_lower_name_key',
    { name: EDITING_MESSAGES.duplicateRole },
    write,
  );
