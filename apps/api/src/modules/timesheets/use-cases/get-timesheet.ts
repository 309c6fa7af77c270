import { type IsoDate, isoDateOf } from '@tally/domain/shared/dates';
import { requestedWeekEnd } from '@tally/domain/timesheets/week';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { assertMayRead } from '../access.ts';
import { loadTimesheetOfWeek } from '../queries/loader.ts';
import { loadTimesheetSettings, type TimesheetSettings } from '../queries/settings.ts';
import type { TimesheetRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The week's sheet of the viewer or of `user` (read-only view for owners' approvers, finance, admin). */
export async function getTimesheet(
  deps: Deps,
  viewer: Viewer,
  input: { endDate?: IsoDate | null; user?: string | null },
  settings?: TimesheetSettings,
): Promise<TimesheetRecord | null> {
  const userId = input.user ?? viewer.userId;
  const { weekEndDay } = settings ?? (await loadTimesheetSettings(deps.db));
  const endDate = requestedWeekEnd(input.endDate, isoDateOf(deps.clock()), weekEndDay);
  const record = await loadTimesheetOfWeek(deps.db, userId, endDate);
  if (!record) return null;
  await assertMayRead(deps.db, viewer, record);
  return record;
}
