import { timerDay, timerNeedsReview } from '@tally/domain/timesheets/timer';
import type { AppDeps } from '../../../../deps.ts';
import { configuredTimeZone } from '../../../super-admin/index.ts';
import type { TimerRecord, TimerRow } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * A running timer as the API answers it: with the day its time goes to and whether the person must review
 * it, both in the firm's time zone. Shared by the timer's reads, starts and stops.
 */
export async function describeTimer(deps: Deps, row: TimerRow): Promise<TimerRecord> {
  const zone = await configuredTimeZone(deps.db);
  return {
    ...row,
    date: timerDay(row.startedAt, zone),
    needsReview: timerNeedsReview(row.startedAt, deps.clock(), zone),
  };
}
