import { isLineItemLocked } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, conflict } from '../../../graphql/errors.ts';
import { assertOwnerArgument } from '../access.ts';
import { TIMESHEET_MESSAGES } from '../messages.ts';
import { deleteLineItem } from '../queries/edit.ts';
import { listLineItems } from '../queries/lines.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet } from './change-sheet.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Removes the line at a 0-based index with its day entries; approved lines stay (T-053, T-087). */
export async function removeTimesheetLineItem(
  deps: Deps,
  viewer: Viewer,
  input: { timesheetId: string; lineItemIndex: number; user?: string | null },
): Promise<TimesheetRecord> {
  return changeSheet(deps, viewer, input.timesheetId, 'content', async ({ tx, sheet }) => {
    assertOwnerArgument(sheet, input.user);
    const line = (await listLineItems(tx, [sheet.id]))[input.lineItemIndex];
    if (!line) throw badUserInput({ lineItemIndex: TIMESHEET_MESSAGES.lineIndex });
    if (isLineItemLocked(line.status)) throw conflict(TIMESHEET_MESSAGES.lineLocked);
    await deleteLineItem(tx, sheet.id, line.id);
  });
}
