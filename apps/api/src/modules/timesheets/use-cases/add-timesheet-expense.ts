import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { assertAttachmentsWritable } from '../guards.ts';
import { insertExpense } from '../queries/attachments.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet } from './change-sheet.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function addTimesheetExpense(
  deps: Deps,
  viewer: Viewer,
  input: { timeSheetId: string; url: string | null; description: string | null; amount: number },
): Promise<TimesheetRecord> {
  return changeSheet(deps, viewer, input.timeSheetId, 'status', async ({ tx, sheet }) => {
    assertAttachmentsWritable(sheet);
    await insertExpense(tx, { timesheetId: sheet.id, ...input });
  });
}
