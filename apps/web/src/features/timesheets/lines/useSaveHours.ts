import { useMutation } from '@apollo/client/react';
import type { HoursChange } from '@tally/domain/timesheets/hours';
import { EMPTY_CELL_VERSION } from '@tally/domain/timesheets/hours';
import { useCallback } from 'react';
import { AddHoursDocument, UpdateHoursDocument } from '../../../graphql/generated/week/graphql.ts';
import type { NewEdit } from '../offline/queueModel.ts';
import { isConnectionLost, useQueueEdit } from '../offline/useQueueEdit.ts';
import type { TimesheetLineItem, TimesheetTask } from '../shared/view-props.ts';
import { useLineEditing } from './LineEditingContext.tsx';
import { EDIT_KEPT_OFFLINE, ERROR_TOAST_SECONDS, HOURS_ADDED, HOURS_UPDATED } from './messages.ts';
import { hoursSaveFailedText } from './saveError.ts';

export interface HoursTarget {
  line: TimesheetLineItem;
  /** YYYYMMDD */
  date: string;
  /** The day's existing entry, if any. */
  task: TimesheetTask | null;
}

/** Resolves once saved (the cell shows its quiet saved mark); rejects on failure. */
export type SaveHours = (target: HoursTarget, change: HoursChange) => Promise<void>;

/**
 * Saves a changed hours cell (T-029..T-033): addHours for a day without an entry, updateHours for an existing
 * one (0 removes it). Success is confirmed quietly (the cell's saved mark and the spec's words in the polite
 * live region, issue #14); only a failure toasts the spec's message, and rejects so the cell turns red.
 * Without a connection (or while the cell has edits waiting) the edit of one's own sheet is kept on this
 * device with the version of the cell it was made on, and sent once back online (issue #18).
 */
export function useSaveHours(): SaveHours {
  const { timesheet, onChanged, run, notify, announce } = useLineEditing();
  const [addHours] = useMutation(AddHoursDocument);
  const [updateHours] = useMutation(UpdateHoursDocument);
  const timesheetId = timesheet._id;
  const userId = timesheet.userId;
  const offline = useQueueEdit(timesheet);

  return useCallback(
    async ({ line, date, task }, change) => {
      if (change.kind === 'unchanged' || change.kind === 'invalid') return;
      const hours = change.kind === 'remove' ? 0 : change.hours;
      const deliverableId = line.deliverableId ?? line.deliverable?._id ?? '';
      const edit: NewEdit = {
        kind: 'hours',
        timesheetId,
        userId,
        lineItemId: line._id,
        projectId: line.projectId,
        deliverableId,
        date,
        taskId: task?._id ?? null,
        expectedVersion: task?.version ?? EMPTY_CELL_VERSION,
        hours,
      };
      const keep = async () => {
        await offline?.queue(edit);
        announce(EDIT_KEPT_OFFLINE);
      };
      if (offline?.mustQueue(edit)) return keep();
      try {
        const updated = await run(async () => {
          if (task) {
            const { data } = await updateHours({ variables: { taskId: task._id, hours } });
            return data?.updateHours;
          }
          const variables = {
            timesheetId,
            user: userId,
            projectId: line.projectId,
            deliverableId,
            date,
            hours,
          };
          const { data } = await addHours({ variables });
          return data?.addHours;
        });
        if (!updated) throw new Error('No timesheet in the answer');
        onChanged(updated);
        announce(task ? HOURS_UPDATED : HOURS_ADDED);
      } catch (error) {
        if (offline && isConnectionLost(error)) return keep();
        void notify.error({ content: hoursSaveFailedText(error), duration: ERROR_TOAST_SECONDS });
        throw error;
      }
    },
    [addHours, updateHours, run, onChanged, notify, announce, timesheetId, userId, offline],
  );
}
