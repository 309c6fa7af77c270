import type { DbOrTx } from '@tally/db';
import { delinquencyAgainst, delinquencyWeekEnds, submissionDeadline } from '@tally/domain/hr/hr-reports';
import { type IsoDate, isoToCompact } from '@tally/domain/shared/dates';
import { configuredTimeZone } from '../../super-admin/index.ts';
import { loadTimesheetSettings } from '../../timesheets/index.ts';
import { listStaffSheets } from '../queries.ts';
import type { DelinquentUser, DelinquentWeek } from '../records.ts';

/**
 * The delinquency report (H-013, H-014): per active user who keeps timesheets, the weeks ending in the range
 * (per week-end-day) whose sheet was submitted late (after the week end + 33 hours on the firm's clock) or is
 * missing once due.
 * A sheet counts as submitted when its status is past Not Submitted; users with nothing late are left out.
 */
export async function usersWithLateTimesheets(
  db: DbOrTx,
  range: { start: IsoDate; end: IsoDate },
  now: Date,
): Promise<DelinquentUser[]> {
  const [{ weekEndDay }, timeZone] = await Promise.all([loadTimesheetSettings(db), configuredTimeZone(db)]);
  const weekEnds = delinquencyWeekEnds(range, weekEndDay);
  if (weekEnds.length === 0) return [];
  const staff = await listStaffSheets(db, weekEnds[0]!, weekEnds.at(-1)!);
  const deadlines = new Map(weekEnds.map((weekEnd) => [weekEnd, submissionDeadline(weekEnd, timeZone)]));
  const users: DelinquentUser[] = [];
  for (const user of staff) {
    const byEnd = new Map(user.sheets.map((sheet) => [sheet.endDate, sheet]));
    const weeks: DelinquentWeek[] = [];
    for (const weekEnd of weekEnds) {
      const sheet = byEnd.get(weekEnd);
      const submitted = sheet && sheet.status !== 'Not Submitted';
      // A submitted sheet without a recorded moment (imported history) cannot be judged: not reported.
      if (submitted && !sheet.submittedAt) continue;
      const state = delinquencyAgainst(deadlines.get(weekEnd)!, submitted ? sheet.submittedAt : null, now);
      if (!state) continue;
      weeks.push({
        weekEnd: isoToCompact(weekEnd),
        kind: state.kind,
        status: sheet?.status ?? null,
        submittedDate: submitted ? (sheet.submittedAt?.toISOString() ?? null) : null,
        hoursLate: state.hoursLate,
      });
    }
    if (weeks.length > 0) users.push({ userId: user.userId, name: user.name, email: user.email, weeks });
  }
  return users;
}
