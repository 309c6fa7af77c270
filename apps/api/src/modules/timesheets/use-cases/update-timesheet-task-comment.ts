import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { assertCellVersion } from '../guards.ts';
import { updateTask } from '../queries/edit.ts';
import { recordCommentChange } from '../queries/history.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeTask } from './change-task.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The comment of a day entry (T-041); an empty comment clears it. */
export async function updateTimesheetTaskComment(
  deps: Deps,
  viewer: Viewer,
  input: { taskId: string; comment: string | null; expectedVersion?: string | null },
): Promise<TimesheetRecord> {
  return changeTask(deps, viewer, input.taskId, async ({ tx, sheet, task }) => {
    assertCellVersion(input.expectedVersion, task);
    const comment = input.comment?.trim() ? input.comment : null;
    await updateTask(tx, task.id, { comment });
    await recordCommentChange(tx, {
      sheet,
      entry: task,
      from: task.comment,
      to: comment,
      byUserId: viewer.userId,
      now: deps.clock(),
    });
  });
}
