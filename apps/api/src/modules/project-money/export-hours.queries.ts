import type { DbOrTx } from '@tally/db';
import { taskCost } from '@tally/domain/cost';
import type { IsoDate } from '@tally/domain/dates';
import { formatMoneyExact } from '@tally/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import { findApprovedWork } from '../projects/approved-work.queries.ts';

/** The Export Hours file's columns (M-114: the daily-snapshot columns of C-051, restricted to the project). */
export const EXPORT_HOURS_COLUMNS = [
  'timesheetId',
  'status',
  'endDate',
  'lastName',
  'firstName',
  'role',
  'email',
  'payrollId',
  'clientName',
  'project',
  'projectCode',
  'bu',
  'milestone',
  'deliverable',
  'approvedOn',
  'taskdate',
  'hours',
  'comment',
  'totalCost',
  'rate',
] as const;

/** Rows fetched per statement while streaming; the file is written page by page, never held whole. */
export const EXPORT_PAGE_SIZE = 5000;

type EntryRow = {
  id: string;
  date: string;
  /** The cells' dates, formatted by the database: MM/DD/YYYY, MM-DD-YYYY, MM/DD/YYYY. */
  task_date: string;
  timesheet_id: string;
  status: string;
  end_date: string;
  approved_on: string | null;
  hours: string;
  comment: string | null;
  user_id: string;
  deliverable_id: string;
};

type PersonRow = {
  id: string;
  last_name: string;
  first_name: string;
  role: string | null;
  email: string | null;
  payroll_id: string | null;
};

type DeliverableRow = {
  id: string;
  deliverable: string;
  milestone: string | null;
  bu: string | null;
  client_name: string | null;
  project: string;
  project_code: string | null;
};

/** Reads the people and deliverables of `rows` not read yet (two statements at most; none once all are known). */
async function learnPeopleAndDeliverables(
  db: DbOrTx,
  projectId: string,
  rows: readonly EntryRow[],
  personOf: Map<string, PersonRow>,
  deliverableOf: Map<string, DeliverableRow>,
): Promise<void> {
  const userIds = [...new Set(rows.map((row) => row.user_id))].filter((id) => !personOf.has(id));
  const deliverableIds = [...new Set(rows.map((row) => row.deliverable_id))].filter(
    (id) => !deliverableOf.has(id),
  );
  const [people, deliverables] = await Promise.all([
    userIds.length === 0
      ? null
      : db.execute<PersonRow>(sql`
          SELECT u.id, u.last_name, u.first_name, u.role, u.payroll_id,
                 (SELECT ue.address FROM user_emails ue WHERE ue.user_id = u.id
                   ORDER BY ue.verified DESC, ue.created_at LIMIT 1) AS email
            FROM users u WHERE u.id = ANY(${sql.param(userIds)}::uuid[])`),
    deliverableIds.length === 0
      ? null
      : db.execute<DeliverableRow>(sql`
          SELECT d.id, d.name AS deliverable, m.name AS milestone, c.name AS client_name, p.name AS project,
                 p.project_code,
                 CASE WHEN coalesce(d.accounting_code, '') <> '' AND coalesce(d.accounting_code_suffix, '') <> ''
                      THEN d.accounting_code || '-' || d.accounting_code_suffix
                      ELSE concat_ws('-', nullif(p.accounting_code, ''), nullif(p.accounting_code_suffix, '')) END AS bu
            FROM deliverables d
            JOIN projects p ON p.id = ${projectId}::uuid
            LEFT JOIN clients c ON c.id = p.client_id
            LEFT JOIN milestones m ON m.id = d.milestone_id
           WHERE d.id = ANY(${sql.param(deliverableIds)}::uuid[])`),
  ]);
  for (const row of people?.rows ?? []) personOf.set(row.id, row);
  for (const row of deliverables?.rows ?? []) deliverableOf.set(row.id, row);
}

/**
 * Yields the CSV rows (as arrays of cells) of one project's task days in a range, ordered by date, in keyset
 * pages (date, entry id) over the project/date index. A page reads only the entries with their sheet and line;
 * the people and the deliverables (with their milestone, BU code, project and client) are read once each,
 * when a page first names them. Rates come from the approved work (C-024): they depend on the deliverable and the person
 * only, and only Approved time has a cost (M-105), so totalCost and rate are blank on rows of sheets that are
 * not approved.
 */
export async function* exportHoursRows(
  db: DbOrTx,
  projectId: string,
  from: IsoDate,
  to: IsoDate,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<string[][]> {
  const work = await findApprovedWork(db, { projectIds: [projectId], from, to });
  // Rates by deliverable, then person; the money cells of each (rate, hours) pair formatted once.
  const rates = new Map<string, Map<string, number>>();
  for (const item of work) {
    const byPerson = rates.get(item.deliverableId) ?? new Map<string, number>();
    rates.set(item.deliverableId, byPerson.set(item.userId, item.rate));
  }
  const moneyCells = new Map<string, [string, string]>();
  const moneyOf = (rate: number, hours: number): [string, string] => {
    const key = `${rate}|${hours}`;
    let cells = moneyCells.get(key);
    if (!cells) {
      const cost = taskCost(hours, rate);
      cells = [formatMoneyExact(cost), hours === 0 ? '' : formatMoneyExact(cost / hours)];
      moneyCells.set(key, cells);
    }
    return cells;
  };
  const personOf = new Map<string, PersonRow>();
  const deliverableOf = new Map<string, DeliverableRow>();
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL = after ? sql`AND (e.date, e.id) > (${after.date}::date, ${after.id}::uuid)` : sql``;
    const result: { rows: EntryRow[] } = await db.execute<EntryRow>(sql`
      SELECT e.id, e.date::text AS date, to_char(e.date, 'MM/DD/YYYY') AS task_date, e.timesheet_id, ts.status,
             to_char(ts.end_date, 'MM-DD-YYYY') AS end_date,
             CASE WHEN ts.status = 'Approved'
                  THEN to_char(coalesce(ts.approved_at, ts.updated_at)::date, 'MM/DD/YYYY') END AS approved_on,
             e.hours::text AS hours, coalesce(e.comment, li.comment) AS comment, e.user_id, e.deliverable_id
        FROM timesheet_entries e
        JOIN timesheets ts ON ts.id = e.timesheet_id
        JOIN timesheet_line_items li ON li.id = e.line_item_id
       WHERE e.project_id = ${projectId}::uuid
         AND e.date BETWEEN ${from}::date AND ${to}::date ${keyset}
       ORDER BY e.date, e.id
       LIMIT ${pageSize}`);
    const rows: EntryRow[] = result.rows;
    if (rows.length === 0) return;
    await learnPeopleAndDeliverables(db, projectId, rows, personOf, deliverableOf);
    yield rows.map((row) => {
      const person = personOf.get(row.user_id);
      const deliverable = deliverableOf.get(row.deliverable_id);
      const hours = Number(row.hours);
      const rate = row.status === 'Approved' ? rates.get(row.deliverable_id)?.get(row.user_id) : undefined;
      const [cost, hourly] = rate === undefined ? ['', ''] : moneyOf(rate, hours);
      return [
        row.timesheet_id,
        row.status,
        row.end_date,
        person?.last_name ?? '',
        person?.first_name ?? '',
        person?.role ?? '',
        person?.email ?? '',
        person?.payroll_id ?? '',
        deliverable?.client_name ?? '',
        deliverable?.project ?? '',
        deliverable?.project_code ?? '',
        deliverable?.bu ?? '',
        deliverable?.milestone ?? '',
        deliverable?.deliverable ?? '',
        row.approved_on ?? '',
        row.task_date,
        String(hours),
        row.comment ?? '',
        cost,
        hourly,
      ];
    });
    if (rows.length < pageSize) return;
    const last: EntryRow = rows[rows.length - 1]!;
    after = { date: last.date, id: last.id };
  }
}
