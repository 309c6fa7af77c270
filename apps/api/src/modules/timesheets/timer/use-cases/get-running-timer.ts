import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { findTimer } from '../queries.ts';
import type { TimerRecord } from '../records.ts';
import { describeTimer } from './describe-timer.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function runningTimer(deps: Deps, viewer: Viewer): Promise<TimerRecord | null> {
  const row = await findTimer(deps.db, viewer.userId);
  return row ? describeTimer(deps, row) : null;
}
