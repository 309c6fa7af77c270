import { bookingRefusal } from '@tally/domain/timesheets/booking';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, conflict, notFound } from '../../../graphql/errors.ts';
import { assertOwnerArgument } from '../access.ts';
import { TIMESHEET_MESSAGES } from '../messages.ts';
import { findBookingTargets } from '../queries/booking.ts';
import { findLineId, insertLineItem } from '../queries/edit.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet } from './change-sheet.ts';

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
