import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject } from '../../access.ts';
import type { ProjectRecord } from '../../records.ts';
import { checkResource, columns, type ResourceInput, uniqueEmail } from '../guards.ts';
import { accountOf, insertResource } from '../queries.ts';

/** addResource (M-060): refused while editing is locked (M-065). */
export async function addResource(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  projectId: string,
  input: ResourceInput,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId);
  await checkResource(deps.db, projectId, input);
  const userId = await accountOf(deps.db, input.email);
  await uniqueEmail(() =>
    insertResource(deps.db, {
      ...columns(input),
      note: input.note ?? null,
      projectId,
      userId,
      createdAt: deps.clock(),
    }),
  );
  return { project: record.project, canManage: record.canManage };
}
