import type { DbOrTx } from '@tally/db';
import { readBoolean, toConfigurationValues } from '@tally/domain/super-admin/config';
import { sql } from 'drizzle-orm';
import { mayReadTimesheetReport } from '../../auth/policies/approvals.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, notFound } from '../../graphql/errors.ts';
import { viewerKey } from '../approvals/approvals.lists.ts';
import { listManagedProjectIds } from '../approvals/approvals.queries.ts';
import { toSteps } from '../approvals/approvals.service.ts';
import { listConfigurationRows } from '../super-admin/configurations/configurations.queries.ts';
import {
  findSheetsByIds,
  listIndividualApproverEmails,
  loadTimesheet,
  type TimesheetRecord,
} from '../timesheets/index.ts';
import { buildTimesheetReport, type TimesheetReport } from './report.build.ts';

type Deps = Pick<AppDeps, 'db'>;

/** A sheet read for the report page, with the project filter it was asked with. */
export type ReportedTimesheet = TimesheetRecord & { reportProjectId?: string | null };

/**
 * reports.timesheet: the owner, the sheet's approvers, managers of a project on it, finance and admin
 * (policies/approvals.ts). NOT_FOUND for an unknown id, FORBIDDEN otherwise.
 */
export async function getReportTimesheet(
  deps: Deps,
  viewer: Viewer,
  input: { timesheetId: string; projectId: string | null },
): Promise<ReportedTimesheet> {
  const [sheet] = await findSheetsByIds(deps.db, [input.timesheetId]);
  if (!sheet) throw notFound('Timesheet');
  const record = await loadTimesheet(deps.db, sheet);
  const [settingEmails, managed] = await Promise.all([
    listIndividualApproverEmails(deps.db, sheet.userId),
    listManagedProjectIds(deps.db, viewerKey(viewer)),
  ]);
  const onSheet = new Set(record.lineItems.map((line) => line.projectId));
  const allowed = mayReadTimesheetReport(viewer, {
    ownerId: sheet.userId,
    steps: toSteps(record.approvals),
    approverSettingEmails: settingEmails,
    managedProjectIds: managed.filter((id) => onSheet.has(id)),
  });
  if (!allowed) throw forbidden();
  return { ...record, reportProjectId: input.projectId };
}

async function listClassifications(db: DbOrTx, projectIds: readonly string[]) {
  if (projectIds.length === 0) return new Map<string, string | null>();
  const ids = sql.join(
    projectIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ id: string; classification: string | null }>(
    sql`select id, classification from projects where id in (${ids})`,
  );
  return new Map(result.rows.map((row) => [row.id, row.classification]));
}

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
