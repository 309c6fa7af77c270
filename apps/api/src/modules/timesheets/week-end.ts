import { type IsoDate, isoDateOf } from '@tally/domain/shared/dates';
import { defaultWeekEnd, toWeekEnd } from '@tally/domain/timesheets/week';
import type { AppDeps } from '../../deps.ts';
import { loadTimesheetSettings, type TimesheetSettings } from './queries/settings.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The week end a requested date belongs to (moved forward to the configured week-end day), today's by default. */
export async function resolveWeekEnd(
  deps: Deps,
  endDate: IsoDate | null | undefined,
  settings?: TimesheetSettings,
): Promise<IsoDate> {
  const { weekEndDay } = settings ?? (await loadTimesheetSettings(deps.db));
  return endDate ? toWeekEnd(endDate, weekEndDay) : defaultWeekEnd(isoDateOf(deps.clock()), weekEndDay);
}
