import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject } from '../../access.ts';
import type { ProjectRecord } from '../../records.ts';
import { checkResource, columns, existingResource, type ResourceInput, uniqueEmail } from '../guards.ts';
import { accountOf, updateResourceRow } from '../queries.ts';

/** updateResource (M-062): allowed while editing is locked; the e-mail is matched to an account again. */
export async function updateResource(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  id: string,
  input: ResourceInput,
): Promise<ProjectRecord> {
  const resource = await existingResource(deps.db, id);
  const record = await manageableProject(deps, viewer, resource.projectId, { allowWhenLocked: true });
  await checkResource(deps.db, resource.projectId, input, resource);
  const userId = await accountOf(deps.db, input.email);
  await uniqueEmail(() =>
    updateResourceRow(deps.db, id, {
      ...columns(input),
      note: input.note === undefined ? resource.note : input.note,
      userId,
    }),
  );
  return { project: record.project, canManage: record.canManage };
}
