import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { UpdateTimesheetTaskCommentDocument } from '../../../graphql/generated/week/graphql.ts';
import type { NewEdit } from '../offline/queueModel.ts';
import { isConnectionLost, useQueueEdit } from '../offline/useQueueEdit.ts';
import { useLineEditing } from './LineEditingContext.tsx';
import { EDIT_KEPT_OFFLINE, ERROR_TOAST_SECONDS } from './messages.ts';
import type { HoursTarget } from './useSaveHours.ts';

/**
 * updateTimesheetTaskComment (T-041); resolves true when saved. Without a connection the comment of one's own
 * sheet waits on this device, with the version of the entry it was written on (issue #18).
 */
export function useSaveComment() {
  const { timesheet, onChanged, run, notify } = useLineEditing();
  const [update, { loading }] = useMutation(UpdateTimesheetTaskCommentDocument);
  const offline = useQueueEdit(timesheet);
  const save = useCallback(
    async ({ line, date, task }: HoursTarget, comment: string): Promise<boolean> => {
      if (!task) return false;
      const taskId = task._id;
      const edit: NewEdit = {
        kind: 'comment',
        timesheetId: timesheet._id,
        userId: timesheet.userId,
        lineItemId: line._id,
        projectId: line.projectId,
        deliverableId: line.deliverableId ?? line.deliverable?._id ?? '',
        date,
        taskId,
        expectedVersion: task.version,
        comment: comment.trim() || null,
      };
      const keep = async () => {
        await offline?.queue(edit);
        void notify.info(EDIT_KEPT_OFFLINE);
        return true;
      };
      if (offline?.mustQueue(edit)) return keep();
      try {
        const { data } = await run(() => update({ variables: { taskId, comment: comment.trim() || null } }));
        if (data) onChanged(data.updateTimesheetTaskComment);
        void notify.success('Comment saved');
        return true;
      } catch (error) {
        if (offline && isConnectionLost(error)) return keep();
        const text = readInputErrors(error).message ?? 'The comment could not be saved.';
        void notify.error({ content: text, duration: ERROR_TOAST_SECONDS });
        return false;
      }
    },
    [update, run, onChanged, notify, offline, timesheet._id, timesheet.userId],
  );
  return { save, saving: loading };
}
