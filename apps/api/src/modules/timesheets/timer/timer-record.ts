import { timerDay, timerNeedsReview } from '@tally/domain/timesheets/timer';
import type { AppDeps } from '../../../deps.ts';
import { configuredTimeZone } from '../../super-admin/configurations/configurations.service.ts';
import type { TimerRecord, TimerRow } from './records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The timer with the day its time goes to and whether the person must review it (the firm's time zone). */
export async function toRecord(deps: Deps, row: TimerRow): Promise<TimerRecord> {
  const zone = await configuredTimeZone(deps.db);
  return {
    ...row,
    date: timerDay(row.startedAt, zone),
    needsReview: timerNeedsReview(row.startedAt, deps.clock(), zone),
  };
}
