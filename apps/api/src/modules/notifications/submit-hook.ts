import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { submitTimesheet as submit } from '../timesheets/status.service.ts';
import type { TimesheetRecord } from '../timesheets/timesheet.records.ts';
import { notifyTimesheetSubmitted } from './notifications.service.ts';

/** submitTimesheet of the timesheets module, then the approvers' e-mails (after the commit). */
export async function submitTimesheet(
  deps: AppDeps,
  viewer: Viewer,
  timesheetId: string,
): Promise<TimesheetRecord> {
  const record = await submit(deps, viewer, timesheetId);
  await notifyTimesheetSubmitted(deps, record);
  return record;
}
