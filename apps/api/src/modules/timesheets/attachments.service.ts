import { readBoolean, toConfigurationValues } from '@tally/domain/super-admin/config';
import { areAttachmentsReadOnly, canDeleteAttachment } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../graphql/errors.ts';
import { deleteSheetBlobs } from '../shared/uploads/files.ts';
import { listConfigurationRows } from '../super-admin/index.ts';
import { deleteAttachment, deleteExpense, insertAttachment, insertExpense } from './attachments.queries.ts';
import { TIMESHEET_MESSAGES } from './timesheet.messages.ts';
import type { SheetRecord, TimesheetRecord } from './timesheet.records.ts';
import { changeSheet } from './timesheet.unit.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type DeleteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

/** Attachments and expenses (T-062..T-071): owner, finance or admin; read-only at Submitted-Pending or Approved. */
async function assertAttachmentsOn(deps: Deps): Promise<void> {
  const values = toConfigurationValues(await listConfigurationRows(deps.db));
  if (!readBoolean(values, 'timesheet-attachments')) throw conflict(TIMESHEET_MESSAGES.attachmentsOff);
}

function assertWritable(sheet: SheetRecord): void {
  if (areAttachmentsReadOnly(sheet.status)) throw conflict(TIMESHEET_MESSAGES.attachmentsReadOnly);
}

export async function addTimesheetAttachment(
  deps: Deps,
  viewer: Viewer,
  input: { timeSheetId: string; url: string; description: string | null },
): Promise<TimesheetRecord> {
  await assertAttachmentsOn(deps);
  return changeSheet(deps, viewer, input.timeSheetId, 'status', async ({ tx, sheet }) => {
    assertWritable(sheet);
    await insertAttachment(tx, { timesheetId: sheet.id, url: input.url, description: input.description });
  });
}

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

export async function addTimesheetExpense(
  deps: Deps,
  viewer: Viewer,
  input: { timeSheetId: string; url: string | null; description: string | null; amount: number },
): Promise<TimesheetRecord> {
  return changeSheet(deps, viewer, input.timeSheetId, 'status', async ({ tx, sheet }) => {
    assertWritable(sheet);
    await insertExpense(tx, { timesheetId: sheet.id, ...input });
  });
}

export async function deleteTimesheetExpense(
  deps: DeleteDeps,
  viewer: Viewer,
  input: { timeSheetId: string; id: string },
): Promise<TimesheetRecord> {
  let removed: (string | null)[] = [];
  const record = await changeSheet(deps, viewer, input.timeSheetId, 'status', async ({ tx, sheet }) => {
    assertWritable(sheet);
    const deleted = await deleteExpense(tx, sheet.id, input.id);
    if (!deleted) throw notFound('Expense');
    removed = deleted.urls;
  });
  await deleteSheetBlobs(deps, input.timeSheetId, removed);
  return record;
}
