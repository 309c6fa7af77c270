/**
 * The finance reports (part 3 §2, F-010..F-037): which cards the landing page offers, and the figures of the
 * simpler reports (payroll allocation, projects report, accounting-software export). Pure: the API computes
 * the rows with these rules and the web app formats and exports the same values.
 */
import { estimatedHours, isOverBudget, remainingBudget } from '../projects/budget.ts';
import { roundCents } from '../projects/cost.ts';
import { type IsoDate, isoToDisplay } from '../shared/dates.ts';
import { matchesQuery } from '../shared/search.ts';

/** The values of configuration finance-reports (F-010). */
export const FINANCE_REPORT_KEYS = [
  'weeklyTimesheetSnapshots',
  'dailyTimesheetSnapshots',
  'payrollAllocation',
  'timeOffReport',
  'quickbooksExport',
  'missingTimesheetsByWeek',
  'projects',
  'customReports',
] as const;
export type FinanceReportKey = (typeof FINANCE_REPORT_KEYS)[number];

export interface FinanceReportCard {
  key: FinanceReportKey;
  title: string;
  description: string;
  /** The report's route (F-011). */
  path: string;
}

const BASE = '/finance/reports';

export const FINANCE_REPORT_CARDS: Readonly<Record<FinanceReportKey, FinanceReportCard>> = {
  weeklyTimesheetSnapshots: {
    key: 'weeklyTimesheetSnapshots',
    title: 'Timesheet Snapshot',
    description: 'Every task of the timesheets of a week or range, with cost',
    path: `${BASE}/weekly-snapshot`,
  },
  dailyTimesheetSnapshots: {
    key: 'dailyTimesheetSnapshots',
    title: 'Timesheet Daily Snapshot',
    description: 'One row per task day, with overrides',
    path: `${BASE}/daily-snapshot`,
  },
  payrollAllocation: {
    key: 'payrollAllocation',
    title: 'Payroll Allocation',
    description: "Each project's share of a person's approved hours",
    path: `${BASE}/payroll-allocation`,
  },
  timeOffReport: {
    key: 'timeOffReport',
    title: 'Time Off Report',
    description: 'Time-off taken per person and type',
    path: `${BASE}/timeoff`,
  },
  quickbooksExport: {
    key: 'quickbooksExport',
    title: 'Accounting Export',
    description: 'Approved hours of a week for the accounting software',
    path: `${BASE}/quickbooks-export`,
  },
  missingTimesheetsByWeek: {
    key: 'missingTimesheetsByWeek',
    title: 'Missing Timesheets',
    description: 'Team members who have not submitted a week',
    path: `${BASE}/missing-timesheets`,
  },
  projects: {
    key: 'projects',
    title: 'Projects',
    description: 'Budget, budget used and estimated hours of every project',
    path: `${BASE}/projects`,
  },
  customReports: {
    key: 'customReports',
    title: 'Custom Reports',
    description: 'Build, filter, group and save your own views',
    path: `${BASE}/custom`,
  },
};

/**
 * The cards of the configured values, in the configured order (F-010): unknown values are left out and a
 * value listed twice shows once.
 */
export function financeReportCards(configured: readonly string[]): FinanceReportCard[] {
  const seen = new Set<string>();
  const cards: FinanceReportCard[] = [];
  for (const value of configured) {
    const key = value.trim();
    if (seen.has(key) || !Object.hasOwn(FINANCE_REPORT_CARDS, key)) continue;
    seen.add(key);
    cards.push(FINANCE_REPORT_CARDS[key as FinanceReportKey]);
  }
  return cards;
}

// ---------------------------------------------------------------- payroll allocation (F-027, F-028)

/** A person's hours on one project in the range. */
export interface ProjectHours {
  userId: string;
  projectId: string;
  hours: number;
}

export interface Allocation extends ProjectHours {
  /** The person's hours on every project in the range. */
  totalHours: number;
  /** hours ÷ totalHours as a percentage with 2 decimals (F-027). */
  percent: number;
}

/** A share as a percentage rounded to 2 decimals; 0 when there is nothing to share. */
export function allocationPercent(hours: number, totalHours: number): number {
  if (!(totalHours > 0)) return 0;
  return Math.round((hours / totalHours) * 10000) / 100;
}

/**
 * Payroll allocation (F-027): each project's hours divided by the person's total hours for the range. Rows keep
 * their order; hours of one person and project given in several rows are added up first.
 */
export function payrollAllocations(rows: readonly ProjectHours[]): Allocation[] {
  const merged = new Map<string, ProjectHours>();
  const totals = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.userId}|${row.projectId}`;
    const seen = merged.get(key);
    if (seen) seen.hours += row.hours;
    else merged.set(key, { ...row });
    totals.set(row.userId, (totals.get(row.userId) ?? 0) + row.hours);
  }
  return [...merged.values()].map((row) => {
    const totalHours = roundHours(totals.get(row.userId) ?? 0);
    const hours = roundHours(row.hours);
    return { ...row, hours, totalHours, percent: allocationPercent(hours, totalHours) };
  });
}

const roundHours = (hours: number) => Math.round(hours * 100) / 100;

// ---------------------------------------------------------------- projects report (F-029..F-032)

export interface ProjectBudgetFacts {
  budget: number;
  /** Fraction of the budget used (1 = 100 %). */
  budgetUsed: number;
}

export interface ProjectReportFigures {
  budgetRemaining: number;
  overBudget: 'Yes' | 'No';
  /** Budget ÷ blended rate; null (blank) without a positive blended rate. */
  estimatedHours: number | null;
}

/** The computed columns of the projects report (F-030..F-032, C-027); the rules live in budget.ts. */
export function projectReportFigures(
  project: ProjectBudgetFacts,
  blendedRate: number | null,
): ProjectReportFigures {
  return {
    budgetRemaining: remainingBudget(project.budget, project.budgetUsed),
    overBudget: isOverBudget(project.budgetUsed) ? 'Yes' : 'No',
    estimatedHours: estimatedHours(project.budget, blendedRate),
  };
}

// ---------------------------------------------------------------- accounting-software export (F-033..F-037)

/** The configured constant columns of the export (F-036). */
export interface AccountingExportSettings {
  billableStatus: string;
  serviceItem: string;
}

/** One Approved line of a week: a person's hours on one deliverable. */
export interface AccountingLine {
  userId: string;
  /** quickbooks.employeeName, else 'first last'. */
  employeeName: string;
  /** quickbooks.payrollItem (Salary, Hourly...). */
  payrollItem: string | null;
  deliverableId: string;
  milestone: string;
  deliverable: string;
  clientName: string | null;
  /** client.quickbooks.customerName. */
  customerName: string | null;
  projectName: string;
  /** The project's job name in the accounting software. */
  jobName: string | null;
  /** The sheet's week end. */
  endDate: IsoDate;
  hours: number;
  comment: string | null;
}

export interface AccountingExportRow {
  /** user+deliverable (F-034). */
  key: string;
  employeeName: string;
  customerJob: string;
  payrollItem: string;
  billableStatus: string;
  serviceItem: string;
  /** MM/DD/YYYY. */
  date: string;
  /** Hours as H:MM, the duration format of the accounting software's time activities. */
  duration: string;
  hours: number;
  notes: string;
}

/**
 * customerJob (F-037, unspecified): the project's job name when it has one (the accounting software's
 * 'Customer:Job'); otherwise the client's accounting customer name (else its name) and the project name
 * joined by ':'; the project name alone without a client.
 */
export function customerJob(
  line: Pick<AccountingLine, 'jobName' | 'customerName' | 'clientName' | 'projectName'>,
) {
  const job = line.jobName?.trim();
  if (job) return job;
  const customer = line.customerName?.trim() || line.clientName?.trim();
  return customer ? `${customer}:${line.projectName}` : line.projectName;
}

/** Notes (F-035): 'milestone - deliverable', then ': ' and the comment when there is one. */
export function accountingNotes(milestone: string, deliverable: string, comment: string | null): string {
  const label = milestone ? `${milestone} - ${deliverable}` : deliverable;
  const text = comment?.trim();
  return text ? `${label}: ${text}` : label;
}

/** 7.5 → '7:30'. */
export function formatDuration(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The export rows (F-034): one per person and deliverable of the week, their hours added up and their comments
 * joined with '; ' in line order. Rows keep the order of the first line of each key.
 */
export function accountingExportRows(
  lines: readonly AccountingLine[],
  settings: AccountingExportSettings,
): AccountingExportRow[] {
  const groups = new Map<string, { line: AccountingLine; hours: number; comments: string[] }>();
  for (const line of lines) {
    const key = `${line.userId}|${line.deliverableId}`;
    const group = groups.get(key) ?? { line, hours: 0, comments: [] };
    group.hours += line.hours;
    const comment = line.comment?.trim();
    if (comment && !group.comments.includes(comment)) group.comments.push(comment);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, { line, hours, comments }]) => {
    const total = roundCents(hours);
    return {
      key,
      employeeName: line.employeeName,
      customerJob: customerJob(line),
      payrollItem: line.payrollItem?.trim() ?? '',
      billableStatus: settings.billableStatus,
      serviceItem: settings.serviceItem,
      date: isoToDisplay(line.endDate),
      duration: formatDuration(total),
      hours: total,
      notes: accountingNotes(line.milestone, line.deliverable, comments.length ? comments.join('; ') : null),
    };
  });
}

/** Projects-report rows whose name, code, client or status holds the text (any case); all when it is blank. */
export function filterProjectsReport<
  Row extends { name: string; projectCode: string | null; clientName: string | null; status: string | null },
>(rows: readonly Row[], text: string): Row[] {
  return rows.filter((row) => matchesQuery([row.name, row.projectCode, row.clientName, row.status], text));
}
