import { mayActForUser } from '@tally/domain/policies/timesheets';
import { type IsoDate, isoDateOf } from '@tally/domain/shared/dates';
import { requestedWeekEnd, weekStart } from '@tally/domain/timesheets/week';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { conflict, forbidden, notFound } from '../../../graphql/errors.ts';
import { findUser } from '../../auth/index.ts';
import { TIMESHEET_MESSAGES } from '../messages.ts';
import { addTimelineEvent, insertSheet } from '../queries/edit.ts';
import { loadTimesheetSettings } from '../queries/settings.ts';
import type { TimesheetRecord } from '../records.ts';
import { getTimesheetById } from './get-timesheet-by-id.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** One sheet per user and week end; on behalf of another user only for finance and admin (T-008, Gap 31). */
export async function createTimesheet(
  deps: Deps,
  viewer: Viewer,
  input: { endDate: IsoDate; user?: string | null },
): Promise<TimesheetRecord> {
  const userId = input.user ?? viewer.userId;
  if (!mayActForUser(viewer, userId)) throw forbidden();
  if (!(await findUser(deps.db, userId))) throw notFound('User');
  const { weekEndDay } = await loadTimesheetSettings(deps.db);
  const endDate = requestedWeekEnd(input.endDate, isoDateOf(deps.clock()), weekEndDay);
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertSheet(tx, { userId, startDate: weekStart(endDate), endDate });
    if (!created) throw conflict(TIMESHEET_MESSAGES.exists);
    const metadata = userId === viewer.userId ? {} : { onBehalfOf: userId };
    await addTimelineEvent(tx, {
      timesheetId: created,
      userId: viewer.userId,
      type: 'Created',
      date: deps.clock(),
      metadata,
    });
    return created;
  });
  return getTimesheetById(deps, id);
}
