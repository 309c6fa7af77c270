import { addDays, daysBetween } from '@tally/domain/shared/dates';
import { isLineItemLocked } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, conflict, notFound } from '../../graphql/errors.ts';
import { findBookingTargets } from './booking.queries.ts';
import { bookingRefusal } from './booking.ts';
import { deleteLineItem, findLineId, insertLineItem, upsertEntry } from './edit.queries.ts';
import { listEntries, listLineItems } from './lines.queries.ts';
import { findSheetsByIds } from './sheet.queries.ts';
import { assertMayRead, assertOwnerArgument } from './timesheet.access.ts';
import { loadTimesheet } from './timesheet.loader.ts';
import { TIMESHEET_MESSAGES } from './timesheet.messages.ts';
import type { TimesheetRecord } from './timesheet.records.ts';
import { changeSheet } from './timesheet.unit.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Adds a project + deliverable line the owner may book this week (T-051, T-052). */
export async function addTimesheetLineItem(
  deps: Deps,
  viewer: Viewer,
  input: { timesheetId: string; deliverableId: string; projectId: string; user?: string | null },
): Promise<TimesheetRecord> {
  return changeSheet(deps, viewer, input.timesheetId, 'content', async ({ tx, sheet }) => {
    assertOwnerArgument(sheet, input.user);
    const targets = await findBookingTargets(tx, {
      userId: sheet.userId,
      projectIds: [input.projectId],
      deliverableIds: [input.deliverableId],
    });
    const project = targets.projects.get(input.projectId);
    const deliverable = targets.deliverables.get(input.deliverableId);
    if (!project) throw notFound('Project');
    if (!deliverable) throw notFound('Deliverable');
    const resources = targets.resources.get(project.id) ?? [];
    const refusal = bookingRefusal({ project, deliverable, resources }, sheet.startDate, sheet.endDate);
    if (refusal) throw badUserInput({ [refusal.field]: refusal.message });
    if (await findLineId(tx, sheet.id, input)) throw conflict(TIMESHEET_MESSAGES.lineExists);
    await insertLineItem(tx, {
      timesheetId: sheet.id,
      projectId: input.projectId,
      deliverableId: input.deliverableId,
    });
  });
}

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
