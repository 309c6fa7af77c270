/**
 * Saved custom reports (F-053..F-059): the grid state a user keeps under a name, its shape (checked by the
 * server and the browser alike), the name rules and the none / clean / modified states.
 */
import { z } from 'zod';
import {
  DEFAULT_VISIBLE_FIELDS,
  isReportField,
  REPORT_FIELDS,
  type ReportField,
  WIDTH_LIMITS,
} from './report-fields.ts';
import { type ColumnFilter, type ColumnSort, FILTER_OPERATOR_VALUES } from './report-grid.ts';

export const REPORT_NAME_MAX = 100;
export const MAX_SAVED_REPORTS = 200;
export const REPORT_NAME_REQUIRED = 'Report name is required';
export const REPORT_NAME_TOO_LONG = `Report name must be at most ${REPORT_NAME_MAX} characters`;
export const REPORT_NAME_EXISTS = 'Report Name Already Exists';
export const REPORT_NAME_TAKEN = 'Another report already has this name';

export interface ReportTableState {
  columnVisibility: Record<string, boolean>;
  columnOrder: string[];
  sorting: ColumnSort[];
  grouping: string[];
  columnSizing: Record<string, number>;
  columnFilters: ColumnFilter[];
}

export interface SavedReport {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  tableState: ReportTableState;
}

const fieldId = z.string().refine(isReportField, { message: 'Unknown report field' });
const fieldRecord = <T extends z.ZodType>(value: T) =>
  z.record(z.string(), value).refine((record) => Object.keys(record).every(isReportField), {
    message: 'Unknown report field',
  });

export const tableStateSchema = z.object({
  columnVisibility: fieldRecord(z.boolean()).default({}),
  columnOrder: z.array(fieldId).max(REPORT_FIELDS.length).default([]),
  sorting: z
    .array(z.object({ id: fieldId, desc: z.boolean() }))
    .max(REPORT_FIELDS.length)
    .default([]),
  grouping: z.array(fieldId).max(REPORT_FIELDS.length).default([]),
  columnSizing: fieldRecord(z.number().int().min(WIDTH_LIMITS.absoluteMin).max(WIDTH_LIMITS.max)).default({}),
  columnFilters: z
    .array(
      z.object({
        id: fieldId,
        value: z.object({ operator: z.enum(FILTER_OPERATOR_VALUES), value: z.string().max(500) }),
      }),
    )
    .max(REPORT_FIELDS.length)
    .default([]),
});

export const reportNameSchema = z
  .string()
  .trim()
  .min(1, REPORT_NAME_REQUIRED)
  .max(REPORT_NAME_MAX, REPORT_NAME_TOO_LONG);

export const savedReportSchema = z.object({
  id: z.string().min(1).max(64),
  name: reportNameSchema,
  createdAt: z.string().max(40).default(''),
  updatedAt: z.string().max(40).default(''),
  tableState: tableStateSchema,
});

/** The whole list of one user: at most 200, ids and (case-insensitive) names unique. */
export const savedReportsSchema = z
  .array(savedReportSchema)
  .max(MAX_SAVED_REPORTS)
  .superRefine((reports, context) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    reports.forEach((report, index) => {
      if (ids.has(report.id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Duplicate id' });
      const key = report.name.toLowerCase();
      if (names.has(key))
        context.addIssue({ code: 'custom', path: [index, 'name'], message: REPORT_NAME_TAKEN });
      ids.add(report.id);
      names.add(key);
    });
  });

/** Default columns, no sort, group, size or filter (F-041, F-059). */
export function defaultTableState(): ReportTableState {
  const visible = new Set<ReportField>(DEFAULT_VISIBLE_FIELDS);
  return {
    columnVisibility: Object.fromEntries(REPORT_FIELDS.map((field) => [field, visible.has(field)])),
    columnOrder: [...REPORT_FIELDS],
    sorting: [],
    grouping: [],
    columnSizing: {},
    columnFilters: [],
  };
}

/** A complete state from a partial one: every field has a visibility and a place in the order. */
export function normalizeTableState(state: Partial<ReportTableState>): ReportTableState {
  const base = defaultTableState();
  const order = (state.columnOrder ?? []).filter(isReportField);
  const seen = new Set(order);
  return {
    columnVisibility: { ...base.columnVisibility, ...(state.columnVisibility ?? {}) },
    columnOrder: [...order, ...REPORT_FIELDS.filter((field) => !seen.has(field))],
    sorting: state.sorting ?? [],
    grouping: state.grouping ?? [],
    columnSizing: state.columnSizing ?? {},
    columnFilters: state.columnFilters ?? [],
  };
}

const sortedEntries = (record: Record<string, unknown>) =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Whether two states show the same report (key order and omitted defaults do not count). */
export function sameTableState(a: Partial<ReportTableState>, b: Partial<ReportTableState>): boolean {
  const canonical = (state: Partial<ReportTableState>) => {
    const full = normalizeTableState(state);
    return JSON.stringify([
      sortedEntries(full.columnVisibility),
      full.columnOrder,
      full.sorting,
      full.grouping,
      sortedEntries(full.columnSizing),
      full.columnFilters.map((f) => [f.id, f.value.operator, f.value.value]),
    ]);
  };
  return canonical(a) === canonical(b);
}

/** Most recently updated first (F-053). */
export function sortReports(reports: readonly SavedReport[]): SavedReport[] {
  return [...reports].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
}

/**
 * The list from `me.settings.timesheetDailySnapshotReports`, newest first; text that is not a JSON list reads
 * as no reports and a report of an unknown shape is left out (the others still load).
 */
export function parseSavedReports(text: string | null | undefined): SavedReport[] {
  if (!text) return [];
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const reports = list.flatMap((item) => {
    const parsed = savedReportSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return sortReports(reports);
}

export const serializeSavedReports = (reports: readonly SavedReport[]) => JSON.stringify(reports);

export type NameCheck =
  | { kind: 'ok'; name: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'exists'; name: string; existing: SavedReport };

/** F-054: trimmed, non-empty; a name another report has asks before overwriting it. */
export function checkReportName(input: string, reports: readonly SavedReport[], ownId?: string): NameCheck {
  const parsed = reportNameSchema.safeParse(input);
  if (!parsed.success)
    return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? REPORT_NAME_REQUIRED };
  const name = parsed.data;
  const existing = reports.find(
    (report) => report.id !== ownId && report.name.toLowerCase() === name.toLowerCase(),
  );
  return existing ? { kind: 'exists', name, existing } : { kind: 'ok', name };
}

export type ReportStatus = 'none' | 'clean' | 'modified';

/** F-057: no report loaded, a loaded report as saved, or one changed since. */
export function reportStatus(loaded: SavedReport | null, state: ReportTableState): ReportStatus {
  if (!loaded) return 'none';
  return sameTableState(loaded.tableState, state) ? 'clean' : 'modified';
}

/** The list with a new report first (its timestamps are the client's until the server answers). */
export function addReport(
  reports: readonly SavedReport[],
  report: { id: string; name: string; tableState: ReportTableState },
  now: string,
): SavedReport[] {
  return [{ ...report, createdAt: now, updatedAt: now }, ...reports];
}

/** The list with one report's state (and, when given, name) replaced; a report it overwrites by name goes. */
export function updateReport(
  reports: readonly SavedReport[],
  id: string,
  change: { name?: string; tableState?: ReportTableState },
  now: string,
): SavedReport[] {
  const name = change.name?.toLowerCase();
  return reports
    .filter((report) => report.id === id || name === undefined || report.name.toLowerCase() !== name)
    .map((report) => (report.id === id ? { ...report, ...change, updatedAt: now } : report));
}

export const removeReport = (reports: readonly SavedReport[], id: string) =>
  reports.filter((report) => report.id !== id);
