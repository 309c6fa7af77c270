import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddHoursDocument,
  MoveTimesheetTaskDocument,
  UpdateHoursDocument,
  UpdateTimesheetTaskCommentDocument,
} from '../../../graphql/generated/graphql.ts';
import { useLineEditing } from '../lines/LineEditingContext.tsx';
import { taskOn } from '../lines/lineDays.ts';
import type { Timesheet, TimesheetLineItem, TimesheetTask } from '../shared/view-props.ts';

/** Where a calendar task should be: its line, day (YYYYMMDD), start (decimal hours) and duration. */
export interface TaskPlacement {
  line: TimesheetLineItem;
  date: string;
  start: number;
  hours: number;
}

/** Thrown when the target line already has a task on the target day (one task per line and day). */
export class DayTakenError extends Error {}

/**
 * Saves calendar tasks with their start time (T-022): updateHours for the same line and day, moveTimesheetTask for
 * another day of the same line, addHours for a new task; moving to another line adds the task there (with its
 * comment) and removes the original.
 * Resolves to the sheet the server answered; the caller shows the toasts.
 */
export function useCalendarSave() {
  const { timesheet, onChanged, run } = useLineEditing();
  const [addHours] = useMutation(AddHoursDocument);
  const [updateHours] = useMutation(UpdateHoursDocument);
  const [updateComment] = useMutation(UpdateTimesheetTaskCommentDocument);
  const [moveTask] = useMutation(MoveTimesheetTaskDocument);

  const add = useCallback(
    async ({ line, date, start, hours }: TaskPlacement): Promise<Timesheet> => {
      const variables = {
        timesheetId: timesheet._id,
        user: timesheet.userId,
        projectId: line.projectId,
        deliverableId: line.deliverableId ?? line.deliverable?._id ?? '',
        date,
        hours,
        startTime: start,
      };
      const { data } = await addHours({ variables });
      if (!data?.addHours) throw new Error('No timesheet in the answer');
      return data.addHours;
    },
    [addHours, timesheet._id, timesheet.userId],
  );

  const update = useCallback(
    async (taskId: string, hours: number, startTime?: number): Promise<Timesheet> => {
      const { data } = await updateHours({ variables: { taskId, hours, startTime } });
      if (!data?.updateHours) throw new Error('No timesheet in the answer');
      return data.updateHours;
    },
    [updateHours],
  );

  return useCallback(
    async (task: TimesheetTask | null, target: TaskPlacement): Promise<Timesheet> => {
      const sameLine = task !== null && task.lineItemId === target.line._id;
      const updated = await run(async () => {
        if (task && sameLine && task.date === target.date)
          return update(task._id, target.hours, target.start);
        if (taskOn(target.line, target.date))
          throw new DayTakenError('The line already has a task on that day');
        if (task && sameLine) {
          // Another day of the same line: one atomic move keeps the entry (and its comment).
          const { data } = await moveTask({
            variables: { taskId: task._id, date: target.date, startTime: target.start },
          });
          if (!data?.moveTimesheetTask) throw new Error('No timesheet in the answer');
          if (task.hours === target.hours) return data.moveTimesheetTask;
          return update(task._id, target.hours, target.start);
        }
        let sheet = await add(target);
        if (!task) return sheet;
        sheet = await update(task._id, 0);
        const moved = findTask(sheet, target.line, target.date);
        if (task.comment && moved) {
          const { data } = await updateComment({ variables: { taskId: moved._id, comment: task.comment } });
          if (data?.updateTimesheetTaskComment) sheet = data.updateTimesheetTaskComment;
        }
        return sheet;
      });
      onChanged(updated);
      return updated;
    },
    [run, add, update, updateComment, moveTask, onChanged],
  );
}

function findTask(sheet: Timesheet, line: TimesheetLineItem, date: string): TimesheetTask | null {
  const current = sheet.lineItems.find(
    (candidate) => candidate._id === line._id || candidate.deliverableId === line.deliverableId,
  );
  return current ? taskOn(current, date) : null;
}
