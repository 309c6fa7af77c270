import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AddHoursDocument, UpdateHoursDocument } from '../../../graphql/generated/week/graphql.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { type ImportRow, planImport } from './drafts.ts';

/** Saves the ticked rows with addHours (updateHours tops up a day that has hours), one call after another. */
export function useImportRows(timesheet: Timesheet, onChanged: (updated: Timesheet) => void) {
  const [addHours] = useMutation(AddHoursDocument);
  const [updateHours] = useMutation(UpdateHoursDocument);

  return useCallback(
    async (rows: readonly ImportRow[]): Promise<void> => {
      let sheet: Timesheet | null = null;
      try {
        for (const step of planImport(rows, timesheet.lineItems)) {
          if (step.taskId) {
            const { data } = await updateHours({
              variables: { taskId: step.taskId, hours: step.hours, startTime: step.startTime },
            });
            sheet = data?.updateHours ?? sheet;
          } else {
            const { data } = await addHours({
              variables: {
                timesheetId: timesheet._id,
                user: timesheet.userId,
                projectId: step.line.projectId,
                deliverableId: step.line.deliverableId ?? step.line.deliverable?._id ?? '',
                date: step.date,
                hours: step.hours,
                startTime: step.startTime,
              },
            });
            sheet = data?.addHours ?? sheet;
          }
        }
      } finally {
        if (sheet) onChanged(sheet);
      }
    },
    [addHours, updateHours, timesheet, onChanged],
  );
}
