import { type IsoDate, isoDateOf } from '@tally/domain/shared/dates';
import { defaultWeekEnd, toWeekEnd, weekStart } from '@tally/domain/timesheets/week';
import { mayActForUser } from '../../auth/policies/timesheets.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../graphql/errors.ts';
import { findUser } from '../auth/index.ts';
import { addTimelineEvent, insertSheet } from './edit.queries.ts';
import { assertMayRead } from './timesheet.access.ts';
import { loadTimesheetOfWeek, loadTimesheetsEndingBetween } from './timesheet.loader.ts';
import { TIMESHEET_MESSAGES } from './timesheet.messages.ts';
import type { TimesheetRecord } from './timesheet.records.ts';
import { loadTimesheetSettings, type TimesheetSettings } from './timesheet.settings.ts';
import { getTimesheetRecord } from './timesheet.unit.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The week end a requested date belongs to (moved forward to the configured week-end day), today's by default. */
async function resolveWeekEnd(
  deps: Deps,
  endDate: IsoDate | null | undefined,
  settings?: TimesheetSettings,
): Promise<IsoDate> {
  const { weekEndDay } = settings ?? (await loadTimesheetSettings(deps.db));
  return endDate ? toWeekEnd(endDate, weekEndDay) : defaultWeekEnd(isoDateOf(deps.clock()), weekEndDay);
}

/** The week's sheet of the viewer or of `user` (read-only view for owners' approvers, finance, admin). */
export async function getTimesheet(
  deps: Deps,
  viewer: Viewer,
  input: { endDate?: IsoDate | null; user?: string | null },
  settings?: TimesheetSettings,
): Promise<TimesheetRecord | null> {
  const userId = input.user ?? viewer.userId;
  const endDate = await resolveWeekEnd(deps, input.endDate, settings);
  const record = await loadTimesheetOfWeek(deps.db, userId, endDate);
  if (!record) return null;
  await assertMayRead(deps.db, viewer, record);
  return record;
}

/** The viewer's sheets whose week ends in [startDate, endDate] (the my-timesheets list), oldest first. */
export async function listMyTimesheets(
  deps: Deps,
  viewer: Viewer,
  input: { startDate: IsoDate; endDate: IsoDate },
): Promise<TimesheetRecord[]> {
  return loadTimesheetsEndingBetween(deps.db, viewer.userId, input.startDate, input.endDate);
}

/** One sheet per user and week end; on behalf of another user only for finance and admin (T-008, Gap 31). */
export async function createTimesheet(
  deps: Deps,
  viewer: Viewer,
  input: { endDate: IsoDate; user?: string | null },
): Promise<TimesheetRecord> {
  const userId = input.user ?? viewer.userId;
  if (!mayActForUser(viewer, userId)) throw forbidden();
  if (!(await findUser(deps.db, userId))) throw notFound('User');
  const endDate = await resolveWeekEnd(deps, input.endDate);
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
  return getTimesheetRecord(deps, id);
}
