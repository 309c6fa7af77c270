import { canDelete } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../graphql/errors.ts';
import { assertMayEdit, loadActionContext } from '../access.ts';
import { assertAllowed } from '../guards.ts';
import { deleteSheet } from '../queries/edit.ts';
import { lockSheet } from '../queries/sheets.ts';

/** Delete (L-012, C-007): the sheet with its lines, entries, steps and timeline. */
export async function deleteTimesheet(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  timesheetId: string,
): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const sheet = await lockSheet(tx, timesheetId);
    if (!sheet) throw notFound('Timesheet');
    assertMayEdit(viewer, sheet);
    assertAllowed(canDelete(await loadActionContext(tx, viewer, sheet)));
    await deleteSheet(tx, sheet.id);
  });
  return timesheetId;
}
