/** The custom report's export file (F-051, C-047); the server streams its rows (apps/api/src/exports). */

import { SNAPSHOT_REPORT } from '../finance/snapshots.ts';
import { exportStamp } from '../shared/csv.ts';

/** 'TimesheetSnapshot-{YYYYMMDD-HHmm}', the file name before its .csv or .xlsx extension. */
export function customReportFileStem(now: Date, timezoneOffset?: number): string {
  return `${SNAPSHOT_REPORT}-${exportStamp(now, timezoneOffset)}`;
}
