import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../graphql/errors.ts';
import { loadTimesheetById } from '../queries/loader.ts';
import type { TimesheetRecord } from '../records.ts';

/** The sheet as the week page shows it (with the owner's time-off transactions), NOT_FOUND when missing: one statement. */
export async function getTimesheetById(deps: Pick<AppDeps, 'db'>, id: string): Promise<TimesheetRecord> {
  const record = await loadTimesheetById(deps.db, id);
  if (!record) throw notFound('Timesheet');
  return record;
}
