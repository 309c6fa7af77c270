import type { SnapshotRange } from '@tally/domain/finance/snapshots';
import { addDays, isoToCompact, tryCompactToIso } from '@tally/domain/shared/dates';

/**
 * The range of a snapshot URL (F-012): /{endDate} (YYYYMMDD) is its end and ?start= (YYYYMMDD) its start, six
 * days before the end when absent; without a valid end, the screen's default range.
 */
export function rangeOf(
  endParam: string | undefined,
  startParam: string | null,
  fallback: SnapshotRange,
): SnapshotRange {
  const end = endParam ? tryCompactToIso(endParam) : null;
  if (!end) return fallback;
  const start = startParam ? tryCompactToIso(startParam) : null;
  return { start: start && start <= end ? start : addDays(end, -6), end };
}

/** The URL of a range: its end in the path, its start in the query unless it is the end minus six days. */
export function pathOf(base: string, range: SnapshotRange): string {
  const query = range.start === addDays(range.end, -6) ? '' : `?start=${isoToCompact(range.start)}`;
  return `${base}/${isoToCompact(range.end)}${query}`;
}
