import { addDays, daysBetween } from '@tally/domain/shared/dates';
import { bookingRefusal } from '@tally/domain/timesheets/booking';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, notFound } from '../../../graphql/errors.ts';
import { assertMayRead } from '../access.ts';
import { TIMESHEET_MESSAGES } from '../messages.ts';
import { findBookingTargets } from '../queries/booking.ts';
import { insertLineItem, upsertEntry } from '../queries/edit.ts';
import { listEntries, listLineItems } from '../queries/lines.ts';
import { loadTimesheet } from '../queries/loader.ts';
import { findSheetsByIds } from '../queries/sheets.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet } from './change-sheet.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Copies the lines of an earlier sheet the viewer may read into a sheet the viewer may edit (T-057): lines
 * already present or no longer bookable are skipped; hours move to the same weekday, comments only with hours.
 */
export async function prefillAddTimesheetLineItem(
  deps: Deps,
  viewer: Viewer,
  input: { originalTimesheetId: string; newTimesheetId: string; hours: boolean; comments: boolean },
): Promise<TimesheetRecord> {
  if (input.comments && !input.hours)
    throw badUserInput({ 'includeOptions.comments': TIMESHEET_MESSAGES.commentsNeedHours });
  if (input.originalTimesheetId === input.newTimesheetId) {
    throw badUserInput({ originalTimesheetId: TIMESHEET_MESSAGES.sameTimesheet });
  }
  const [original] = await findSheetsByIds(deps.db, [input.originalTimesheetId]);
  if (!original) throw notFound('Timesheet');
  await assertMayRead(deps.db, viewer, await loadTimesheet(deps.db, original));
  return changeSheet(deps, viewer, input.newTimesheetId, 'content', async ({ tx, sheet }) => {
    // One after the other: a transaction's connection runs one query at a time.
    const sourceLines = await listLineItems(tx, [original.id]);
    const sourceEntries = input.hours ? await listEntries(tx, [original.id]) : [];
    const presentLines = await listLineItems(tx, [sheet.id]);
    const lines = sourceLines.filter((line) => line.deliverableId !== null);
    const targets = await findBookingTargets(tx, {
      userId: sheet.userId,
      projectIds: lines.map((line) => line.projectId),
      deliverableIds: lines.map((line) => line.deliverableId!),
    });
    const present = new Set(presentLines.map((line) => `${line.projectId}/${line.deliverableId}`));
    const shift = daysBetween(original.endDate, sheet.endDate);
    for (const line of lines) {
      const key = `${line.projectId}/${line.deliverableId}`;
      const project = targets.projects.get(line.projectId);
      const deliverable = targets.deliverables.get(line.deliverableId!);
      if (present.has(key) || !project || !deliverable) continue;
      const resources = targets.resources.get(project.id) ?? [];
      if (bookingRefusal({ project, deliverable, resources }, sheet.startDate, sheet.endDate)) continue;
      present.add(key);
      const target = { projectId: line.projectId, deliverableId: deliverable.id };
      const lineItemId = await insertLineItem(tx, { timesheetId: sheet.id, ...target });
      for (const entry of sourceEntries.filter((candidate) => candidate.lineItemId === line.id)) {
        await upsertEntry(
          tx,
          {
            timesheetId: sheet.id,
            lineItemId,
            userId: sheet.userId,
            ...target,
            date: addDays(entry.date, shift),
          },
          { hours: entry.hours, startTime: entry.startTime, comment: input.comments ? entry.comment : null },
        );
      }
    }
  });
}
