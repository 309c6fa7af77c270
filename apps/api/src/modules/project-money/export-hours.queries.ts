import type { DbOrTx } from '@tally/db';
import { taskCost } from '@tally/domain/cost';
import { csvValue } from '@tally/domain/csv';
import type { IsoDate } from '@tally/domain/dates';
import { formatMoneyExact } from '@tally/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import { findApprovedWork } from '../projects/approved-work.queries.ts';
import { approvedOnSql, buCodeSql } from '../projects/task-day.sql.ts';

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

/** Task days read per statement while streaming; the file is written page by page, never held whole. */
export const EXPORT_PAGE_SIZE = 10_000;

/** One task day as a page reads it: the entry only, no join (the rest is read once per sheet, line, etc.). */
type EntryRow = {
  id: string;
  /** The task date as the file prints it (MM/DD/YYYY), formatted by the database. */
  task_date: string;
  line_item_id: string;
  timesheet_id: string;
  user_id: string;
  deliverable_id: string;
  hours: string;
  comment: string | null;
};

/** What the rows of one page name that earlier pages did not, read in one statement (as JSON). */
type Details = {
  sheets: { id: string; status: string; end_date: string; approved_on: string | null }[] | null;
  lines: { id: string; comment: string | null }[] | null;
  people:
    | {
        id: string;
        last_name: string;
        first_name: string;
        role: string | null;
        email: string | null;
        payroll_id: string | null;
      }[]
    | null;
  deliverables:
    | {
        id: string;
        deliverable: string;
        milestone: string | null;
        bu: string | null;
        client_name: string | null;
        project: string;
        project_code: string | null;
      }[]
    | null;
};

/** A sheet's cells: `timesheetId,status,endDate,` and `approvedOn,` (C-054), with whether it is Approved. */
type Sheet = { head: string; approvedOn: string; approved: boolean };

/**
 * The cells of one line of a sheet for a person and deliverable, from timesheetId to approvedOn (with the
 * trailing comma), its comment (for task days without their own) and the money cells by hours.
 */
type Head = {
  timesheetId: string;
  userId: string;
  deliverableId: string;
  cells: string;
  comment: string | null;
  money: (hours: string) => string;
};

const ids = (values: Iterable<string>) => sql.param([...new Set(values)]);

/**
 * Reads the sheets, lines, people and deliverables of `rows` not read yet, in one statement (none if all are
 * known). Ids are joined from unnest(), not matched with = ANY(): with a page's two thousand line ids the
 * planner chose a sequential scan of every line for ANY (127 ms) over the key look-ups of the join (6 ms).
 */
async function readDetails(
  db: DbOrTx,
  projectId: string,
  rows: readonly EntryRow[],
  known: {
    sheets: Map<string, Sheet>;
    lines: Map<string, string | null>;
    people: Map<string, string>;
    deliverables: Map<string, string>;
    heads: Map<string, Head>;
  },
): Promise<Details | null> {
  const sheetIds = new Set<string>();
  const lineIds = new Set<string>();
  const userIds = new Set<string>();
  const deliverableIds = new Set<string>();
  for (const row of rows) {
    // Most task days belong to a line printed already: one look-up each.
    const head = known.heads.get(row.line_item_id);
    if (
      head &&
      head.timesheetId === row.timesheet_id &&
      head.userId === row.user_id &&
      head.deliverableId === row.deliverable_id
    ) {
      continue;
    }
    if (!known.sheets.has(row.timesheet_id)) sheetIds.add(row.timesheet_id);
    if (!known.lines.has(row.line_item_id)) lineIds.add(row.line_item_id);
    if (!known.people.has(row.user_id)) userIds.add(row.user_id);
    if (!known.deliverables.has(row.deliverable_id)) deliverableIds.add(row.deliverable_id);
  }
  if (sheetIds.size + lineIds.size + userIds.size + deliverableIds.size === 0) return null;
  const result = await db.execute<Details>(sql`
    SELECT
      (SELECT json_agg(json_build_object('id', ts.id, 'status', ts.status,
                'end_date', to_char(ts.end_date, 'MM-DD-YYYY'),
                'approved_on', to_char(${approvedOnSql('ts')}, 'MM/DD/YYYY')))
         FROM unnest(${ids(sheetIds)}::uuid[]) k(id) JOIN timesheets ts ON ts.id = k.id) AS sheets,
      (SELECT json_agg(json_build_object('id', li.id, 'comment', li.comment))
         FROM unnest(${ids(lineIds)}::uuid[]) k(id) JOIN timesheet_line_items li ON li.id = k.id) AS lines,
      (SELECT json_agg(json_build_object('id', u.id, 'last_name', u.last_name, 'first_name', u.first_name,
                'role', u.role, 'payroll_id', u.payroll_id,
                'email', (SELECT ue.address FROM user_emails ue WHERE ue.user_id = u.id
                           ORDER BY ue.verified DESC, ue.created_at LIMIT 1)))
         FROM unnest(${ids(userIds)}::uuid[]) k(id) JOIN users u ON u.id = k.id) AS people,
      (SELECT json_agg(json_build_object('id', d.id, 'deliverable', d.name, 'milestone', m.name,
                'client_name', c.name, 'project', p.name, 'project_code', p.project_code,
                'bu', ${buCodeSql('d', 'p')}))
         FROM unnest(${ids(deliverableIds)}::uuid[]) k(id)
         JOIN deliverables d ON d.id = k.id
         JOIN projects p ON p.id = ${projectId}::uuid
         LEFT JOIN clients c ON c.id = p.client_id
         LEFT JOIN milestones m ON m.id = d.milestone_id
) AS deliverables`);
  return result.rows[0] ?? null;
}

/** Cells joined into CSV text (C-046), each quoted when needed. */
const cellsOf = (...cells: (string | null)[]) => cells.map(csvValue).join(',');

/**
 * Yields the CSV text (lines ending in CRLF, no header) of one project's task days in a range, ordered by
 * date then entry id, one chunk per keyset page (date, entry id) over the project/date index. A page reads
 * the entries alone; the sheets, lines, people and deliverables (with milestone, BU code, project and client)
 * they name are read in one statement per page (people and deliverables once for the whole file), and printed
 * once into the cells every task day of a line shares. The next page is read while one is printed. Rates come from the approved work (C-024): they depend on the deliverable and the person
 * only, and only Approved time has a cost (M-105), so totalCost and rate are blank on rows of sheets that
 * are not approved. So a task day costs a few string joins: no cell array, no per-cell quoting test except
 * its comment's.
 */
export async function* exportHoursCsv(
  db: DbOrTx,
  projectId: string,
  from: IsoDate,
  to: IsoDate,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  const readPage = async (after: { date: string; id: string } | null): Promise<EntryRow[]> => {
    const keyset: SQL = after ? sql`AND (e.date, e.id) > (${after.date}::date, ${after.id}::uuid)` : sql``;
    const result: { rows: EntryRow[] } = await db.execute<EntryRow>(sql`
      SELECT e.id, to_char(e.date, 'MM/DD/YYYY') AS task_date, e.line_item_id, e.timesheet_id, e.user_id,
             e.deliverable_id, e.hours::text AS hours, e.comment
        FROM timesheet_entries e
       WHERE e.project_id = ${projectId}::uuid
         AND e.date BETWEEN ${from}::date AND ${to}::date ${keyset}
       ORDER BY e.date, e.id
       LIMIT ${pageSize}`);
    return result.rows;
  };
  const after = (rows: readonly EntryRow[]) => {
    const last = rows[rows.length - 1]!;
    const [month, day, year] = last.task_date.split('/');
    return { date: `${year}-${month}-${day}`, id: last.id };
  };

  // The first page is read while the rates are.
  const first = readPage(null);
  const [work] = await Promise.all([findApprovedWork(db, { projectIds: [projectId], from, to }), first]);
  const rates = new Map<string, number>();
  for (const item of work) rates.set(`${item.deliverableId}|${item.userId}`, item.rate);
  // The money cells of each (rate, hours) pair, formatted once.
  const moneyByRate = new Map<number, (hours: string) => string>();
  const moneyOf = (rate: number) => {
    let money = moneyByRate.get(rate);
    if (!money) {
      const cells = new Map<string, string>();
      money = (text: string) => {
        let value = cells.get(text);
        if (value === undefined) {
          const hours = Number(text);
          const cost = taskCost(hours, rate);
          value = `,${cellsOf(formatMoneyExact(cost), hours === 0 ? '' : formatMoneyExact(cost / hours))}\r\n`;
          cells.set(text, value);
        }
        return value;
      };
      moneyByRate.set(rate, money);
    }
    return money;
  };
  const noMoney = () => ',,\r\n';
  /** The hours cell of each hours text of the database ('2.50' → ',2.5,'), between task date and comment. */
  const hoursCells = new Map<string, string>();

  const known = {
    sheets: new Map<string, Sheet>(),
    lines: new Map<string, string | null>(),
    people: new Map<string, string>(),
    deliverables: new Map<string, string>(),
    /** Heads by line item id (a line's task days share sheet, person and deliverable), else by all four ids. */
    heads: new Map<string, Head>(),
  };
  const { heads } = known;
  const headOf = (row: EntryRow): Head => {
    let head = heads.get(row.line_item_id);
    if (
      head &&
      head.timesheetId === row.timesheet_id &&
      head.userId === row.user_id &&
      head.deliverableId === row.deliverable_id
    ) {
      return head;
    }
    const key = `${row.line_item_id}|${row.timesheet_id}|${row.user_id}|${row.deliverable_id}`;
    head = heads.get(key);
    if (head) return head;
    const sheet = known.sheets.get(row.timesheet_id)!;
    const rate = sheet.approved ? rates.get(`${row.deliverable_id}|${row.user_id}`) : undefined;
    head = {
      timesheetId: row.timesheet_id,
      userId: row.user_id,
      deliverableId: row.deliverable_id,
      cells: `${sheet.head}${known.people.get(row.user_id) ?? ',,,,'},${known.deliverables.get(row.deliverable_id) ?? ',,,,,'},${sheet.approvedOn}`,
      comment: known.lines.get(row.line_item_id) ?? null,
      money: rate === undefined ? noMoney : moneyOf(rate),
    };
    heads.set(key, head);
    if (!heads.has(row.line_item_id)) heads.set(row.line_item_id, head);
    return head;
  };

  // The next page is asked for as soon as a page arrives, so the database reads it while this one is
  // printed and written (on PGlite, with one connection, the statements simply queue).
  let next: Promise<EntryRow[]> | null = first;
  try {
    while (next) {
      const rows: EntryRow[] = await next;
      next = rows.length === pageSize ? readPage(after(rows)) : null;
      if (rows.length === 0) return;
      // Constant memory: the sheets and lines of earlier pages are forgotten (a line's days rarely straddle two
      // pages; those are read again); people and deliverables are few and kept.
      known.sheets.clear();
      known.lines.clear();
      heads.clear();
      const details = await readDetails(db, projectId, rows, known);
      for (const sheet of details?.sheets ?? []) {
        known.sheets.set(sheet.id, {
          head: `${sheet.id},${csvValue(sheet.status)},${sheet.end_date},`,
          approvedOn: `${sheet.approved_on ?? ''},`,
          approved: sheet.status === 'Approved',
        });
      }
      for (const line of details?.lines ?? []) known.lines.set(line.id, line.comment);
      for (const p of details?.people ?? []) {
        known.people.set(p.id, cellsOf(p.last_name, p.first_name, p.role, p.email, p.payroll_id));
      }
      for (const d of details?.deliverables ?? []) {
        known.deliverables.set(
          d.id,
          cellsOf(d.client_name, d.project, d.project_code, d.bu, d.milestone, d.deliverable),
        );
      }
      // Parts joined once per page: one flat string, no chain of partial strings per line.
      const parts: string[] = [];
      for (const row of rows) {
        const head = headOf(row);
        let hours = hoursCells.get(row.hours);
        if (hours === undefined) {
          hours = `,${Number(row.hours)},`;
          hoursCells.set(row.hours, hours);
        }
        parts.push(
          head.cells,
          row.task_date,
          hours,
          csvValue(row.comment ?? head.comment),
          head.money(row.hours),
        );
      }
      yield parts.join('');
    }
  } finally {
    // Stopped early (the browser went away): the page asked for ahead is not read; its failure is not ours.
    next?.catch(() => {});
  }
}
