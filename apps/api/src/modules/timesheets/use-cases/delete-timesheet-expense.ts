import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../graphql/errors.ts';
import { assertAttachmentsWritable } from '../guards.ts';
import { deleteExpense } from '../queries/attachments.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet } from './change-sheet.ts';
import { deleteSheetBlobs } from './delete-sheet-blobs.ts';

type DeleteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

export async function deleteTimesheetExpense(
  deps: DeleteDeps,
  viewer: Viewer,
  input: { timeSheetId: string; id: string },
): Promise<TimesheetRecord> {
  let removed: (string | null)[] = [];
  const record = await changeSheet(deps, viewer, input.timeSheetId, 'status', async ({ tx, sheet }) => {
    assertAttachmentsWritable(sheet);
    const deleted = await deleteExpense(tx, sheet.id, input.id);
    if (!deleted) throw notFound('Expense');
    removed = deleted.urls;
  });
  await deleteSheetBlobs(deps, input.timeSheetId, removed);
  return record;
}
