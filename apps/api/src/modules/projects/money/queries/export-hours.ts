import type { DbOrTx } from '@tally/db';
import { taskCost } from '@tally/domain/projects/cost';
import type { IsoDate } from '@tally/domain/shared/dates';
import { type SQL, sql } from 'drizzle-orm';
import { csvCell, exportDate } from '../../../../exports/cells.ts';
import type { ExportColumn, ExportKind } from '../../../../exports/columns.ts';
import { findApprovedWork } from '../../queries/approved-work.ts';
import {
  type DeliverableDetails,
  type EntryRow,
  type PersonDetails,
  projectRoleOf,
  readDetails,
  type SheetDetails,
} from './export-hours-details.ts';

/**
 * The Export Hours file's columns (M-114: the daily-snapshot columns of F-017, in its order, restricted to
 * the project), after the timesheet id; bu (C-053) beside the project code.
 */
export const EXPORT_HOURS_FIELDS = [
  ['timesheetId', 'text'],
  ['endDate', 'date'],
  ['status', 'text'],
  ['lastName', 'text'],
  ['firstName', 'text'],
  ['payrollId', 'text'],
  ['department', 'text'],
  ['email', 'text'],
  ['clientName', 'text'],
  ['project', 'text'],
  ['projectCode', 'text'],
  ['bu', 'text'],
  ['milestone', 'text'],
  ['deliverable', 'text'],
  ['taskdate', 'date'],
  ['hours', 'hours'],
  ['role', 'text'],
  ['rate', 'money'],
  ['name', 'text'],
  ['totalCost', 'money'],
  ['supervisor', 'text'],
  ['approvers', 'text'],
  ['approvedOn', 'date'],
  ['comment', 'text'],
  ['classification', 'text'],
] as const satisfies readonly (readonly [string, ExportKind])[];

export const EXPORT_HOURS_COLUMNS = EXPORT_HOURS_FIELDS.map(([header]) => header);

/** A row of the XLSX file: the values of EXPORT_HOURS_FIELDS in order. */
export type ExportHoursRow = readonly (string | number | null)[];

/** The columns for the export module (XLSX): each reads its place of a row. */
export const EXPORT_HOURS_EXPORT_COLUMNS: readonly ExportColumn<ExportHoursRow>[] = EXPORT_HOURS_FIELDS.map(
  ([header, kind], index) => ({
    header,
    kind,
    ...(header === 'timesheetId' ? { width: 38 } : header === 'comment' ? { width: 40 } : {}),
    value: (row: ExportHoursRow) => row[index] ?? null,
  }),
);

/** Task days read per statement while streaming; the file is written page by page, never held whole. */
export const EXPORT_PAGE_SIZE = 10_000;

/**
 * What the task days of one line share (sheet, person, deliverable), printed once: the CSV text around the
 * task day's own cells and the same as values for XLSX.
 */
type Head = {
  timesheetId: string;
  userId: string;
  deliverableId: string;
  /** `timesheetId,…,deliverable,` */
  pre: string;
  /** `role,rate,name,` */
  mid: string;
  /** `,supervisor,approvers,approvedOn,` */
  post: string;
  /** `,classification\r\n` */
  tail: string;
  comment: string | null;
  /** The rate applied (C-024), for Approved sheets only. */
  rate: number | undefined;
  values: {
    pre: ExportHoursRow;
    role: string | null;
    name: string;
    post: ExportHoursRow;
    classification: string | null;
  };
};

const text = (value: string | null) => csvCell(value, 'text');

/** One page of task days, each with its head, as the CSV and XLSX printers consume them. */
type Page = { rows: EntryRow[]; heads: Head[] };

/**
 * The pages of one project's task days in a range, ordered by date then entry id, by keyset (date, entry id)
 * over the project/date index. A page reads the entries alone; the sheets, lines, people and deliverables
 * they name are read in one statement per page (people and deliverables once for the whole file), and printed
 * once into the head every task day of a line shares. The next page is read while one is printed. Rates come
 * from the approved work (C-024): they depend on the deliverable and the person only, and only Approved time
 * has a cost (M-105), so totalCost and rate are blank on rows of sheets that are not approved.
 */
async function* exportHoursPages(
  db: DbOrTx,
  projectId: string,
  from: IsoDate,
  to: IsoDate,
  pageSize: number,
): AsyncGenerator<Page> {
  const readPage = async (after: EntryRow | null): Promise<EntryRow[]> => {
    const keyset: SQL = after
      ? sql`AND (e.date, e.id) > (${after.task_date}::date, ${after.id}::uuid)`
      : sql``;
    const result: { rows: EntryRow[] } = await db.execute<EntryRow>(sql`
      SELECT e.id, e.date::text AS task_date, e.line_item_id, e.timesheet_id, e.user_id,
             e.deliverable_id, e.hours::text AS hours, e.comment
        FROM timesheet_entries e
       WHERE e.project_id = ${projectId}::uuid
         AND e.date BETWEEN ${from}::date AND ${to}::date ${keyset}
       ORDER BY e.date, e.id
       LIMIT ${pageSize}`);
    return result.rows;
  };

  // The first page is read while the rates are.
  const first = readPage(null);
  const [work] = await Promise.all([findApprovedWork(db, { projectIds: [projectId], from, to }), first]);
  const rates = new Map<string, number>();
  for (const item of work) rates.set(`${item.deliverableId}|${item.userId}`, item.rate);

  const sheets = new Map<string, SheetDetails>();
  const lines = new Map<string, string | null>();
  const people = new Map<string, { details: PersonDetails; pre: string; role: string | null }>();
  const deliverables = new Map<string, { details: DeliverableDetails; pre: string }>();
  /** Heads by line item id (a line's task days share sheet, person and deliverable), else by all four ids. */
  const heads = new Map<string, Head>();
  const sameHead = (head: Head | undefined, row: EntryRow): head is Head =>
    head !== undefined &&
    head.timesheetId === row.timesheet_id &&
    head.userId === row.user_id &&
    head.deliverableId === row.deliverable_id;

  const headOf = (row: EntryRow): Head => {
    let head = heads.get(row.line_item_id);
    if (sameHead(head, row)) return head;
    const key = `${row.line_item_id}|${row.timesheet_id}|${row.user_id}|${row.deliverable_id}`;
    head = heads.get(key);
    if (head) return head;
    const sheet = sheets.get(row.timesheet_id)!;
    const person = people.get(row.user_id)!;
    const deliverable = deliverables.get(row.deliverable_id)!;
    const p = person.details;
    const d = deliverable.details;
    const rate = sheet.status === 'Approved' ? rates.get(`${row.deliverable_id}|${row.user_id}`) : undefined;
    const name = `${p.first_name} ${p.last_name}`;
    head = {
      timesheetId: row.timesheet_id,
      userId: row.user_id,
      deliverableId: row.deliverable_id,
      pre: `${sheet.id},${exportDate(sheet.end_date)},${text(sheet.status)},${person.pre},${deliverable.pre},`,
      mid: `${text(person.role)},${rate === undefined ? '' : csvCell(rate, 'money')},${text(name)},`,
      post: `,${text(p.supervisor)},${text(sheet.approvers)},${sheet.approved_on ? exportDate(sheet.approved_on) : ''},`,
      tail: `,${text(d.classification)}\r\n`,
      comment: lines.get(row.line_item_id) ?? null,
      rate,
      values: {
        pre: [
          sheet.id,
          sheet.end_date,
          sheet.status,
          p.last_name,
          p.first_name,
          p.payroll_id,
          p.department,
          p.email,
          d.client_name,
          d.project,
          d.project_code,
          d.bu,
          d.milestone,
          d.deliverable,
        ],
        role: person.role,
        name,
        post: [p.supervisor, sheet.approvers, sheet.approved_on],
        classification: d.classification,
      },
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
      next = rows.length === pageSize ? readPage(rows[rows.length - 1]!) : null;
      if (rows.length === 0) return;
      // Constant memory: the sheets and lines of earlier pages are forgotten (a line's days rarely straddle two
      // pages; those are read again); people and deliverables are few and kept.
      sheets.clear();
      lines.clear();
      heads.clear();
      const wanted = {
        sheets: new Set<string>(),
        lines: new Set<string>(),
        people: new Set<string>(),
        deliverables: new Set<string>(),
      };
      for (const row of rows) {
        if (!sheets.has(row.timesheet_id)) wanted.sheets.add(row.timesheet_id);
        if (!lines.has(row.line_item_id)) wanted.lines.add(row.line_item_id);
        if (!people.has(row.user_id)) wanted.people.add(row.user_id);
        if (!deliverables.has(row.deliverable_id)) wanted.deliverables.add(row.deliverable_id);
      }
      const details = await readDetails(db, projectId, wanted);
      for (const sheet of details?.sheets ?? []) sheets.set(sheet.id, sheet);
      for (const line of details?.lines ?? []) lines.set(line.id, line.comment);
      for (const p of details?.people ?? []) {
        const pre = [p.last_name, p.first_name, p.payroll_id, p.department, p.email].map(text).join(',');
        people.set(p.id, { details: p, pre, role: projectRoleOf(p) });
      }
      for (const d of details?.deliverables ?? []) {
        const pre = [d.client_name, d.project, d.project_code, d.bu, d.milestone, d.deliverable]
          .map(text)
          .join(',');
        deliverables.set(d.id, { details: d, pre });
      }
      yield { rows, heads: rows.map(headOf) };
    }
  } finally {
    // Stopped early (the browser went away): the page asked for ahead is not read; its failure is not ours.
    next?.catch(() => {});
  }
}

/**
 * The CSV text (lines ending in CRLF, no header) of one project's task days in a range, one chunk per page.
 * A task day costs a few string joins: its date, hours and cost cells are formatted once per distinct value.
 */
export async function* exportHoursCsv(
  db: DbOrTx,
  projectId: string,
  from: IsoDate,
  to: IsoDate,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  const dates = new Map<string, string>();
  const hoursCells = new Map<string, string>();
  const costCells = new Map<string, string>();
  for await (const { rows, heads } of exportHoursPages(db, projectId, from, to, pageSize)) {
    // Parts joined once per page: one flat string, no chain of partial strings per line.
    const parts: string[] = [];
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index]!;
      const head = heads[index]!;
      let date = dates.get(row.task_date);
      if (date === undefined) {
        date = exportDate(row.task_date);
        dates.set(row.task_date, date);
      }
      let hours = hoursCells.get(row.hours);
      if (hours === undefined) {
        hours = `,${csvCell(row.hours, 'hours')},`;
        hoursCells.set(row.hours, hours);
      }
      let cost = '';
      if (head.rate !== undefined) {
        const key = `${head.rate}|${row.hours}`;
        cost = costCells.get(key) ?? '';
        if (cost === '') {
          cost = csvCell(taskCost(Number(row.hours), head.rate), 'money');
          costCells.set(key, cost);
        }
      }
      parts.push(
        head.pre,
        date,
        hours,
        head.mid,
        cost,
        head.post,
        text(row.comment ?? head.comment),
        head.tail,
      );
    }
    yield parts.join('');
  }
}

/** The same task days as rows of values (XLSX), one chunk per page. */
export async function* exportHoursRows(
  db: DbOrTx,
  projectId: string,
  from: IsoDate,
  to: IsoDate,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportHoursRow[]> {
  for await (const { rows, heads } of exportHoursPages(db, projectId, from, to, pageSize)) {
    yield rows.map((row, index) => {
      const head = heads[index]!;
      const hours = Number(row.hours);
      const { values } = head;
      return [
        ...values.pre,
        row.task_date,
        hours,
        values.role,
        head.rate ?? null,
        values.name,
        head.rate === undefined ? null : taskCost(hours, head.rate),
        ...values.post,
        row.comment ?? head.comment,
        values.classification,
      ];
    });
  }
}
