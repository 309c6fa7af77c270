import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import type { ProjectRecord } from '../../timesheets/index.ts';
import { listManagedProjectIds, listProjectsByIds } from '../queries/lists.ts';
import { viewerKey } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/** me.projectsThatIManage: the projects the viewer manages or approves, by name. */
export async function listProjectsThatIManage(deps: Deps, viewer: Viewer): Promise<ProjectRecord[]> {
  const ids = await listManagedProjectIds(deps.db, viewerKey(viewer));
  if (ids.length === 0) return [];
  return listProjectsByIds(deps.db, ids);
}
