import type { DbOrTx } from '@tally/db';
import {
  type AccountingExportRow,
  type AccountingExportSettings,
  accountingExportRows,
  payrollAllocations,
  projectReportFigures,
} from '@tally/domain/finance/finance-reports';
import type { IsoDate } from '@tally/domain/shared/dates';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { toWeekEnd } from '@tally/domain/timesheets/week';
import { refreshStaleBudgetUsed } from '../../projects/index.ts';
import { cachedConfiguration, listConfigurationRows } from '../../super-admin/index.ts';
import { cachedTimesheetSettings } from '../../timesheets/index.ts';
import {
  findApprovedHoursByPersonAndProject,
  findApprovedWeekEntries,
  findMissingTimesheets,
  findProjectBudgets,
  type MissingTimesheetRecord,
  type PersonProjectHours,
  type ProjectBudgetRecord,
} from './finance-reports.queries.ts';

interface ReportSettings extends AccountingExportSettings {
  /** Configuration blended-rate; null when it is blank, 0 or not a number (F-032). */
  blendedRate: number | null;
}

function loadReportSettings(db: DbOrTx): Promise<ReportSettings> {
  return cachedConfiguration(db, 'finance-report-settings', async () => {
    const values = toConfigurationValues(await listConfigurationRows(db));
    const rate = Number(readString(values, 'blended-rate'));
    return {
      billableStatus: readString(values, 'accounting-export-billable-status'),
      serviceItem: readString(values, 'accounting-export-service-item'),
      blendedRate:
        readString(values, 'blended-rate') !== '' && Number.isFinite(rate) && rate > 0 ? rate : null,
    };
  });
}

/** Any date of a week names that week: it moves forward to the configured week-end day (F-012). */
async function weekEndOf(db: DbOrTx, date: IsoDate): Promise<IsoDate> {
  const { weekEndDay } = await cachedTimesheetSettings(db);
  return toWeekEnd(date, weekEndDay);
}

export interface MissingTimesheetsReport {
  endDate: IsoDate;
  rows: MissingTimesheetRecord[];
}

/** Missing timesheets by week (F-025, F-026). */
export async function missingTimesheetsReport(db: DbOrTx, date: IsoDate): Promise<MissingTimesheetsReport> {
  const endDate = await weekEndOf(db, date);
  return { endDate, rows: await findMissingTimesheets(db, endDate) };
}

export interface PayrollAllocationRecord extends PersonProjectHours {
  totalHours: number;
  percent: number;
}

/**
 * Payroll allocation (F-027, F-028): each person's approved hours per project over the range and that project's
 * share of the person's total. Approved hours only: payroll is allocated on hours that are final, the same hours
 * that cost the projects (ARCHITECTURE 'Where a project's money comes from').
 */
export async function payrollAllocationReport(
  db: DbOrTx,
  from: IsoDate,
  to: IsoDate,
): Promise<PayrollAllocationRecord[]> {
  const rows = await findApprovedHoursByPersonAndProject(db, from, to);
  const shares = payrollAllocations(rows);
  return rows.map((row, index) => ({
    ...row,
    totalHours: shares[index]!.totalHours,
    percent: shares[index]!.percent,
  }));
}

export interface ProjectsReport {
  blendedRate: number | null;
  projects: (ProjectBudgetRecord & ReturnType<typeof projectReportFigures>)[];
}

/** Projects report (F-029..F-032). */
export async function projectsReport(db: DbOrTx): Promise<ProjectsReport> {
  await refreshStaleBudgetUsed(db);
  const [{ blendedRate }, projects] = await Promise.all([loadReportSettings(db), findProjectBudgets(db)]);
  return {
    blendedRate,
    projects: projects.map((project) => ({ ...project, ...projectReportFigures(project, blendedRate) })),
  };
}

export interface AccountingExport {
  endDate: IsoDate;
  rows: AccountingExportRow[];
}

/** Accounting-software export of a week (F-033..F-037): the Approved sheets only. */
export async function accountingExport(db: DbOrTx, date: IsoDate): Promise<AccountingExport> {
  const [endDate, settings] = await Promise.all([weekEndOf(db, date), loadReportSettings(db)]);
  const lines = await findApprovedWeekEntries(db, endDate);
  return { endDate, rows: accountingExportRows(lines, settings) };
}
