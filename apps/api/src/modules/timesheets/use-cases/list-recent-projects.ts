import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { findRecentProjects } from '../queries/picker.ts';

/** me.recentProjects: the projects the viewer booked most recently, newest first. */
export function listRecentProjects(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
): Promise<{ id: string; name: string }[]> {
  return findRecentProjects(deps.db, viewer.userId);
}
