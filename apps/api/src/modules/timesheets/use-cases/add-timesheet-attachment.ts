import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { assertAttachmentsOn, assertAttachmentsWritable } from '../guards.ts';
import { insertAttachment } from '../queries/attachments.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet } from './change-sheet.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function addTimesheetAttachment(
  deps: Deps,
  viewer: Viewer,
  input: { timeSheetId: string; url: string; description: string | null },
): Promise<TimesheetRecord> {
  await assertAttachmentsOn(deps);
  return changeSheet(deps, viewer, input.timeSheetId, 'status', async ({ tx, sheet }) => {
    assertAttachmentsWritable(sheet);
    await insertAttachment(tx, { timesheetId: sheet.id, url: input.url, description: input.description });
  });
}
