import { addDays, dayOfWeek, type IsoDate } from '../shared/dates.ts';

export const HOURLY_COST_MESSAGES = {
  hourlyCostRequired: 'Hourly rate is required',
  positive: 'Provide a positive value',
  startDateRequired: 'Start date is required',
  endBeforeStart: 'End date needs to be after the start date',
} as const;

export const DELETE_FINANCIAL_CONFIRM = 'Are you sure you want to delete this record?';

export interface HourlyCostValues {
  hourlyCost: number | null;
  /** YYYY-MM-DD, or null when not chosen. */
  startDate: IsoDate | null;
  endDate: IsoDate | null;
}

export type HourlyCostErrors = Partial<Record<keyof HourlyCostValues, string>>;

/** The financial form's rules: cost required and not negative, start required, end (if any) not before start. */
export function hourlyCostErrors(values: HourlyCostValues): HourlyCostErrors {
  const errors: HourlyCostErrors = {};
  if (values.hourlyCost === null || Number.isNaN(values.hourlyCost)) {
    errors.hourlyCost = HOURLY_COST_MESSAGES.hourlyCostRequired;
  } else if (values.hourlyCost < 0) {
    errors.hourlyCost = HOURLY_COST_MESSAGES.positive;
  }
  if (!values.startDate) errors.startDate = HOURLY_COST_MESSAGES.startDateRequired;
  else if (values.endDate && values.endDate < values.startDate) {
    errors.endDate = HOURLY_COST_MESSAGES.endBeforeStart;
  }
  return errors;
}

/** Records sorted ascending by start date (H-002); equal starts keep their order. */
export function sortFinancials<T extends { startDate: string }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}

/** The current ISO week, Monday to Sunday, of a day (the rollups' default range, H-018). */
export function isoWeekOf(day: IsoDate): { start: IsoDate; end: IsoDate } {
  const weekday = dayOfWeek(day);
  const start = addDays(day, weekday === 0 ? -6 : 1 - weekday);
  return { start, end: addDays(start, 6) };
}

export const ROLLUPS_EMPTY = 'No data for given date range';

export interface RollupRow {
  name: string;
  project: string;
  deliverable: string;
  milestone: string;
  hours: number;
}

/** The rows left by the two dropdown filters (H-021); null means not filtered. */
export function filterRollups<T extends RollupRow>(
  rows: readonly T[],
  filters: { project: string | null; employee: string | null },
): T[] {
  return rows.filter(
    (row) =>
      (filters.project === null || row.project === filters.project) &&
      (filters.employee === null || row.name === filters.employee),
  );
}

/** Sorted distinct values of one column, the options of a filter dropdown. */
export function rollupOptions(rows: readonly RollupRow[], column: 'project' | 'name'): string[] {
  return [...new Set(rows.map((row) => row[column]))].sort((a, b) => a.localeCompare(b));
}

/** Report name of the export file: '{report}-WeekEnding({end})-ExportedOn({stamp}).csv' (spec part 3 §9). */
export const ROLLUPS_REPORT = 'EmployeeRollupsByTask';
