import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import { AddTimesheetLineItemDocument } from '../../../graphql/generated/week-later/graphql.ts';
import { useLineEditing } from '../lines/LineEditingContext.tsx';
import { ERROR_TOAST_SECONDS } from '../lines/messages.ts';
import type { TaskChoice } from './TaskPickerColumns.tsx';

/** addTimesheetLineItem for a chosen task (T-051); resolves true when the line was added. */
export function useAddLineItem() {
  const { timesheet, onChanged, run, notify } = useLineEditing();
  const [addLineItem] = useMutation(AddTimesheetLineItemDocument);
  const [adding, setAdding] = useState(false);

  const add = useCallback(
    async ({ project, task }: TaskChoice): Promise<boolean> => {
      setAdding(true);
      try {
        const variables = {
          timesheetId: timesheet._id,
          projectId: project._id,
          deliverableId: task._id,
          user: timesheet.userId,
        };
        const { data } = await run(() => addLineItem({ variables }));
        if (data) onChanged(data.addTimesheetLineItem);
        return true;
      } catch (error) {
        const { fields, message: general } = readInputErrors(error);
        const text = Object.values(fields)[0] ?? general ?? 'The task could not be added.';
        void notify.error({ content: text, duration: ERROR_TOAST_SECONDS });
        return false;
      } finally {
        setAdding(false);
      }
    },
    [addLineItem, onChanged, run, notify, timesheet._id, timesheet.userId],
  );
  return { add, adding };
}
