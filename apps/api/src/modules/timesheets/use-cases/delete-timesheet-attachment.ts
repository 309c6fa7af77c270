import { canDeleteAttachment } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { conflict, notFound } from '../../../graphql/errors.ts';
import { TIMESHEET_MESSAGES } from '../messages.ts';
import { deleteAttachment } from '../queries/attachments.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet } from './change-sheet.ts';
import { deleteSheetBlobs } from './delete-sheet-blobs.ts';

type DeleteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

/** Only while the sheet is Not Submitted (T-068). */
export async function deleteTimesheetAttachment(
  deps: DeleteDeps,
  viewer: Viewer,
  input: { timeSheetId: string; id: string },
): Promise<TimesheetRecord> {
  let removed: (string | null)[] = [];
  const record = await changeSheet(deps, viewer, input.timeSheetId, 'status', async ({ tx, sheet }) => {
    if (!canDeleteAttachment(sheet.status)) throw conflict(TIMESHEET_MESSAGES.attachmentDeleteStatus);
    const deleted = await deleteAttachment(tx, sheet.id, input.id);
    if (!deleted) throw notFound('Attachment');
    removed = deleted.urls;
  });
  await deleteSheetBlobs(deps, input.timeSheetId, removed);
  return record;
}
