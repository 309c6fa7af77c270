import {
  type DateRange,
  defaultUtilizationRange,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  type UtilizationFilter,
  validateReportRange,
} from '@tally/domain/performance/utilization';
import { isoToCompact, tryCompactToIso } from '@tally/domain/shared/dates';

/** The report's state in the URL: ?start=&end= (YYYYMMDD), ?filter=under|over, ?page=. */
export interface UtilizationState {
  range: DateRange;
  filter: UtilizationFilter;
  page: number;
}

const FILTERS: Record<string, UtilizationFilter> = { under: 'UNDERUTILIZED', over: 'OVERUTILIZED' };

export function readState(search: URLSearchParams, today: string): UtilizationState {
  const start = tryCompactToIso(search.get('start') ?? '');
  const end = tryCompactToIso(search.get('end') ?? '');
  const range =
    start && end && Object.keys(validateReportRange({ start, end })).length === 0
      ? { start, end }
      : defaultUtilizationRange(today);
  const page = Number(search.get('page'));
  return {
    range,
    filter: FILTERS[search.get('filter') ?? ''] ?? 'ALL',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeState(state: UtilizationState): URLSearchParams {
  const params = new URLSearchParams({
    start: isoToCompact(state.range.start),
    end: isoToCompact(state.range.end),
  });
  if (state.filter === 'UNDERUTILIZED') params.set('filter', 'under');
  if (state.filter === 'OVERUTILIZED') params.set('filter', 'over');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The preset the range is, if any (shown selected). */
export function presetOf(range: DateRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.start === range.start && candidate.end === range.end;
    }) ?? null
  );
}
