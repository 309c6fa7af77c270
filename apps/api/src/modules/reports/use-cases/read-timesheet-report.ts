import { buildTimesheetReport } from '@tally/domain/reports/timesheet-report';
import { readBoolean, toConfigurationValues } from '@tally/domain/super-admin/config';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { listManagedProjectIds, viewerKey } from '../../approvals/index.ts';
import { listConfigurationRows } from '../../super-admin/index.ts';
import { listClassifications } from '../queries.ts';
import type { ReportedTimesheet, TimesheetReport } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/** The report content of a sheet the viewer reads (flags, classifications and managed projects: 3 queries). */
export async function timesheetReport(
  deps: Deps,
  viewer: Viewer,
  record: ReportedTimesheet,
  projectId: string | null | undefined,
): Promise<TimesheetReport> {
  const projectIds = [...new Set(record.lineItems.map((line) => line.projectId))];
  const [rows, classifications, managed] = await Promise.all([
    listConfigurationRows(deps.db),
    listClassifications(deps.db, projectIds),
    listManagedProjectIds(deps.db, viewerKey(viewer)),
  ]);
  const configuration = toConfigurationValues(rows);
  return buildTimesheetReport({
    record,
    projectId: projectId ?? record.reportProjectId ?? null,
    classifications,
    showBillableHours: readBoolean(configuration, 'show-report-billable-hours'),
    showSummaryTable: readBoolean(configuration, 'show-report-summary-table'),
    managedProjectIds: managed,
  });
}
