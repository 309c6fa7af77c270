// The back office's other reports for the bench (issue #12): each route's export beside the SQL of its figures.
import { type SQL, sql } from 'drizzle-orm';
import { FINANCE_REPORT_EXPORTS } from '../../apps/api/src/exports/reports/finance.ts';
import { HR_REPORT_EXPORTS } from '../../apps/api/src/exports/reports/hr.ts';
import { PERFORMANCE_REPORT_EXPORTS } from '../../apps/api/src/exports/reports/performance.ts';
import type { SNAPSHOT_REPORT_EXPORTS } from '../../apps/api/src/exports/reports/snapshots.ts';

/** A report's export, typed as the snapshot's (the bench only builds and streams it). */
export type Export = (typeof SNAPSHOT_REPORT_EXPORTS)['timesheet-snapshots'];

/** `[label, export, params, reference SQL]` of each report over the range (`range` is its SQL on `e.date`). */
export function otherReportExports({
  range,
  start,
  end,
  from,
  to,
}: {
  range: SQL;
  start: string;
  end: string;
  from: string;
  to: string;
}): [string, Export, Record<string, string>, SQL][] {
  return [
    [
      'payroll allocation CSV',
      FINANCE_REPORT_EXPORTS['payroll-allocation'] as unknown as Export,
      { startDate: start, endDate: end },
      sql`SELECT e.user_id, e.project_id, sum(e.hours) FROM timesheet_entries e JOIN timesheets ts ON ts.id = e.timesheet_id
      WHERE ${range} AND ts.status = 'Approved' GROUP BY 1, 2`,
    ],
    [
      'utilization CSV',
      PERFORMANCE_REPORT_EXPORTS.utilization as unknown as Export,
      { startDate: start, endDate: end },
      sql`SELECT e.user_id, sum(e.hours) FROM timesheet_entries e WHERE ${range} GROUP BY 1`,
    ],
    [
      'HR all users CSV',
      HR_REPORT_EXPORTS['hr-all-users'] as unknown as Export,
      {},
      sql`SELECT u.id, u.first_name, u.last_name, array_agg(DISTINCT pm.project_id) FROM users u
      LEFT JOIN timesheet_entries pm ON pm.user_id = u.id AND pm.date > current_date - 28 GROUP BY u.id`,
    ],
    [
      'HR delinquency CSV',
      HR_REPORT_EXPORTS['hr-delinquency'] as unknown as Export,
      { startDate: start, endDate: end },
      // listStaffSheets' statement: every active person's sheets of the range (the lateness is judged in JS).
      sql`SELECT u.id, u.first_name || ' ' || u.last_name AS name,
        (SELECT ue.address FROM user_emails ue WHERE ue.user_id = u.id ORDER BY ue.created_at, ue.address LIMIT 1),
        to_char(ts.end_date, 'YYYY-MM-DD'), ts.status, ts.submitted_at
      FROM users u LEFT JOIN timesheets ts ON ts.user_id = u.id AND ts.end_date BETWEEN ${from}::date AND ${to}::date
      WHERE u.account_active AND EXISTS (SELECT 1 FROM timesheets any_ts WHERE any_ts.user_id = u.id)
      ORDER BY lower(u.first_name), lower(u.last_name), u.id, ts.end_date`,
    ],
  ];
}
