import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { deleteTimer } from '../queries.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Throws the running timer away without saving its time; false when none ran. */
export function discardTimer(deps: Deps, viewer: Viewer): Promise<boolean> {
  return deleteTimer(deps.db, viewer.userId);
}
