/**
 * The timesheet snapshot reports (F-015..F-024): their columns, the row as the grid and the file show it,
 * the CSV and its name, the default ranges.
 */

import { applyTokens } from '../custom-reports/report-tokens.ts';
import { isoWeekOf } from '../hr/hourly-cost.ts';
import { addDays, type IsoDate } from '../shared/dates.ts';
import { formatMoneyExact } from '../shared/money.ts';
import { applyOverridesToRow, type OverrideRule } from './overrides.ts';

/** The report name in the export file names (F-018, C-047). */
export const SNAPSHOT_REPORT = 'TimesheetSnapshot';

export interface SnapshotColumn {
  key: string;
  title: string;
  kind?: 'date' | 'money' | 'hours';
}

/** The daily snapshot's columns, in order (F-017). */
export const SNAPSHOT_COLUMNS: readonly SnapshotColumn[] = [
  { key: 'endDate', title: 'endDate', kind: 'date' },
  { key: 'status', title: 'status' },
  { key: 'lastName', title: 'lastName' },
  { key: 'firstName', title: 'firstName' },
  { key: 'payrollId', title: 'Payroll ID' },
  { key: 'department', title: 'department' },
  { key: 'email', title: 'email' },
  { key: 'clientName', title: 'clientName' },
  { key: 'project', title: 'project' },
  { key: 'projectCode', title: 'projectCode' },
  { key: 'milestone', title: 'milestone' },
  { key: 'deliverable', title: 'deliverable' },
  { key: 'taskdate', title: 'taskdate', kind: 'date' },
  { key: 'hours', title: 'hours', kind: 'hours' },
  { key: 'role', title: 'role' },
  { key: 'rate', title: 'rate', kind: 'money' },
  { key: 'name', title: 'name' },
  { key: 'totalCost', title: 'totalCost', kind: 'money' },
  { key: 'supervisor', title: 'supervisor' },
  { key: 'approvers', title: 'approvers' },
  { key: 'approvedOn', title: 'approvedOn', kind: 'date' },
  { key: 'comment', title: 'comment' },
  { key: 'classification', title: 'classification' },
];

/**
 * The fields a rule may test or override: the columns, then the other fields of a row (C-051, C-055) that a
 * condition may test.
 */
export const OVERRIDE_FIELDS: readonly string[] = [
  ...SNAPSHOT_COLUMNS.map((column) => column.key),
  'roles',
  'bu',
  'title',
  'employeeType',
];

/** A row as the API gives it (dates YYYYMMDD). */
export interface SnapshotSource {
  [field: string]: unknown;
  endDate: string;
  taskdate: string;
  approvedOn?: string | null;
  approvers?: readonly string[] | null;
}

/** A row as the grid and the rules see it: dates MM/DD/YYYY, approvers joined by ', '. */
export type SnapshotRecord = Record<string, string | number | null>;

/** YYYYMMDD → MM/DD/YYYY; anything else as it is. */
function displayDate(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** The row the grid shows and the rules test (F-068 compares these string forms). */
export function snapshotRecord(source: SnapshotSource): SnapshotRecord {
  const record: SnapshotRecord = {};
  for (const [field, value] of Object.entries(source)) {
    if (field === '__typename') continue;
    if (Array.isArray(value)) record[field] = value.join(', ');
    else if (typeof value === 'string' || typeof value === 'number') record[field] = value;
    else record[field] = value === null || value === undefined ? null : String(value);
  }
  for (const field of ['endDate', 'taskdate', 'approvedOn']) record[field] = displayDate(source[field]);
  return record;
}

/**
 * A row as the screens and files get it: the rules applied as the browser applied them (F-068/F-074: to the
 * row's shown form, dates MM/DD/YYYY and approvers joined, so a condition on a date matches what the user
 * sees; the overridden fields then hold the rule's text), then `<field>` tokens replaced (F-042, C-055).
 */
export function finishSnapshotRow<Row extends Record<string, unknown>>(
  row: Row,
  rules: readonly OverrideRule[],
): Row {
  let out = row;
  if (rules.length > 0) {
    const shown = snapshotRecord(row as unknown as SnapshotSource);
    const applied = applyOverridesToRow(shown, rules);
    if (applied !== shown) {
      out = { ...row };
      for (const [field, value] of Object.entries(applied))
        if (value !== shown[field]) (out as Record<string, unknown>)[field] = value;
    }
  }
  return applyTokens(out);
}

const moneyNumber = (value: string | number | null): number | null => {
  if (value === null || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value.replace(/[$,]/g, ''));
  return Number.isFinite(amount) ? amount : null;
};

/** A cell as the grid shows it (F-020): money with $ and 2 decimals; an overridden text as it is. */
export function displayCell(column: SnapshotColumn, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money') {
    const amount = moneyNumber(value);
    return amount === null ? String(value) : formatMoneyExact(amount);
  }
  return String(value);
}

export interface SnapshotRange {
  start: IsoDate;
  end: IsoDate;
}

/** The ISO week (Monday to Sunday) holding the day: the daily snapshot's default (F-015). */
export function currentIsoWeek(today: IsoDate): SnapshotRange {
  return isoWeekOf(today);
}

/** The ISO week before the one holding the day: the weekly snapshot's default (F-022). */
export function previousIsoWeek(today: IsoDate): SnapshotRange {
  const week = currentIsoWeek(today);
  return { start: addDays(week.start, -7), end: addDays(week.end, -7) };
}

/** The most days one snapshot range may cover (the API's cap). */
export const MAX_SNAPSHOT_DAYS = 366;
