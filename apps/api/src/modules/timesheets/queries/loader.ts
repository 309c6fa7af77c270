import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import type { TimeOffTransaction, TimeOffTransactionType } from '@tally/domain/time-off/time-off';
import { parseApprovalStepStatus } from '@tally/domain/timesheets/status';
import { timeOffWindow } from '@tally/domain/timesheets/week';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ApprovalRecord,
  EntryRecord,
  LineItemRecord,
  PersonRecord,
  SheetRecord,
  TimelineRecord,
  TimesheetRecord,
} from '../records.ts';
import { entryVersion } from './entry-version.ts';
import { toDeliverable, toProject } from './lines.ts';
import { type SheetRow, toSheetRecord } from './sheets.ts';

/** The sheet `timesheets t` and its owner `users u`: the key/value pairs of a json_build_object. */
export const sheetJsonFields = sql`
      'id', t.id, 'userId', t.user_id, 'startDate', t.start_date, 'endDate', t.end_date, 'status', t.status,
      'isLocked', t.is_locked, 'documentUrl', t.document_url, 'submittedAt', t.submitted_at,
      'approvedAt', t.approved_at, 'totalHours', t.total_hours, 'billableHours', t.billable_hours,
      'firstName', u.first_name, 'lastName', u.last_name, 'imageUrl', u.image_url,
      'supervisorId', u.supervisor_id, 'employeeType', u.employee_type`;

/**
 * The approval steps of the sheet `timesheets t` with their approvers (canApprove order) as a JSON array: the
 * value of a json_build_object key. Each approver's account is looked up per approver (as a join, PostgreSQL
 * merged every approver against user_emails).
 */
export const approvalStepsJson = sql`coalesce((
    select json_agg(json_build_object(
      'id', a.id, 'projectId', a.project_id, 'status', a.status, 'approvedOn', a.approved_on,
      'actor', case when ac.id is null then null else json_build_object(
        'id', ac.id, 'firstName', ac.first_name, 'lastName', ac.last_name, 'imageUrl', ac.image_url) end,
      'approvers', coalesce((
        select json_agg(json_build_object(
          'email', aa.email, 'userId', who.user_id,
          'firstName', au.first_name, 'lastName', au.last_name, 'imageUrl', au.image_url
        ) order by aa.position)
        from timesheet_approval_approvers aa
        cross join lateral (select coalesce(aa.user_id,
          (select ue.user_id from user_emails ue where ue.address = lower(aa.email))) as user_id) who
        left join users au on au.id = who.user_id
        where aa.approval_id = a.id
      ), '[]')
    ) order by a.position, a.id)
    from timesheet_approvals a
    left join users ac on ac.id = a.approved_by_user_id
    where a.timesheet_id = t.id
  ), '[]')`;

/** The sheet `timesheets t` and its owner `users u` as one JSON value (read with `parseSheet`). */
export const sheetJson = sql<SheetJson | string>`json_build_object(${sheetJsonFields})`;

/**
 * Everything the Timesheet type shows about a sheet (`timesheets t`, owner `users u`) as ONE JSON value:
 * the sheet and its owner, then line items (project, client, deliverable, milestone), entries, approval steps
 * with their approvers, timeline, attachments and expenses, each aggregated to JSON per sheet. With `timeOff`,
 * also the owner's time-off transactions around the week (filtered to the domain's window here), so the
 * balances and the submit rules need no further read.
 */
export function recordJson(options: { timeOff?: boolean }): SQL<RecordJson | string> {
  const timeOff = options.timeOff
    ? sql`coalesce((
        select json_agg(json_build_object('timeOffType', x.time_off_type, 'date', x.date,
          'transactionType', x.transaction_type, 'hours', x.hours))
        from time_off_transactions x
        where x.user_id = t.user_id
          and x.date >= make_date(extract(year from t.end_date)::int - 1, 1, 1) and x.date <= t.end_date
      ), '[]')`
    : sql`null`;
  return sql<RecordJson | string>`json_build_object(
      ${sheetJsonFields},
      'lines', coalesce((
        select json_agg(json_build_object(
          'id', li.id, 'comment', li.comment, 'status', li.status,
          'projectId', p.id, 'projectName', p.name, 'projectCode', p.project_code,
          'projectAccountingCode', p.accounting_code, 'projectAccountingCodeSuffix', p.accounting_code_suffix,
          'clientId', c.id, 'clientName', c.name, 'clientShortName', c.short_name,
          'deliverableId', d.id, 'deliverableProjectId', d.project_id, 'deliverableName', d.name,
          'milestoneName', m.name, 'deliverableAccountingCode', d.accounting_code,
          'deliverableAccountingCodeSuffix', d.accounting_code_suffix,
          'trackAgainstTimeOff', d.track_against_time_off, 'ignoreHoursInTotal', d.ignore_hours_in_total,
          'includeInAllProjects', d.include_in_all_projects, 'disabled', d.disabled, 'deliverableStatus', d.status
        ) order by li.position, li.id)
        from timesheet_line_items li
        join projects p on p.id = li.project_id
        left join clients c on c.id = p.client_id
        left join deliverables d on d.id = li.deliverable_id
        left join milestones m on m.id = d.milestone_id
        where li.timesheet_id = t.id
      ), '[]'),
      'entries', coalesce((
        select json_agg(json_build_object(
          'id', e.id, 'lineItemId', e.line_item_id, 'date', e.date, 'hours', e.hours,
          'comment', e.comment, 'startTime', e.start_time, 'version', ${entryVersion('e')}
        ) order by e.date, e.start_time, e.id)
        from timesheet_entries e where e.timesheet_id = t.id
      ), '[]'),
      'approvals', ${approvalStepsJson},
      'timeline', coalesce((
        select json_agg(json_build_object(
          'id', ev.id, 'date', ev.date, 'type', ev.type, 'metadata', ev.metadata,
          'actor', case when ac.id is null then null else json_build_object(
            'id', ac.id, 'firstName', ac.first_name, 'lastName', ac.last_name, 'imageUrl', ac.image_url) end
        ) order by ev.date, ev.id)
        from timesheet_timeline_events ev
        left join users ac on ac.id = ev.created_by_user_id
        where ev.timesheet_id = t.id
      ), '[]'),
      'attachments', coalesce((
        select json_agg(json_build_object('id', f.id, 'url', f.url, 'description', f.description)
          order by f.created_at, f.id)
        from timesheet_attachments f where f.timesheet_id = t.id
      ), '[]'),
      'expenses', coalesce((
        select json_agg(json_build_object(
          'id', x.id, 'description', x.description, 'amount', x.amount,
          'attachments', coalesce((
            select json_agg(json_build_object('id', xa.id, 'url', xa.url) order by xa.id)
            from timesheet_expense_attachments xa where xa.expense_id = x.id
          ), '[]')
        ) order by x.created_at, x.id)
        from timesheet_expenses x where x.timesheet_id = t.id
      ), '[]'),
      'timeOff', ${timeOff}
    )`;
}

/** The sheets (`timesheets t`, owner `users u`) matching `where`, oldest week first. */
async function selectTimesheetRecords(
  db: DbOrTx,
  where: SQL,
  options: { timeOff?: boolean } = {},
): Promise<TimesheetRecord[]> {
  const result = await db.execute<{ record: RecordJson | string }>(sql`
    select ${recordJson(options)} as record
    from timesheets t
    join users u on u.id = t.user_id
    where ${where}
    order by t.end_date`);
  return result.rows.map((row) => parseRecord(row.record));
}

const t = alias(schema.timesheets, 't');
const u = alias(schema.users, 'u');

// The week page's two reads (a user's week; one sheet by id, after an edit) run on every request: built once
// per database handle and kept by PostgreSQL as named prepared statements on each pooled connection, so the
// large statement is parsed and planned once per connection instead of on every request.
function preparedReads(db: DbOrTx) {
  const record = { record: recordJson({ timeOff: true }) };
  return {
    ofWeek: db
      .select(record)
      .from(t)
      .innerJoin(u, eq(u.id, t.userId))
      .where(and(eq(t.userId, sql.placeholder('userId')), eq(t.endDate, sql.placeholder('endDate'))))
      .prepare('tally_timesheet_of_week'),
    byId: db
      .select(record)
      .from(t)
      .innerJoin(u, eq(u.id, t.userId))
      .where(eq(t.id, sql.placeholder('id')))
      .prepare('tally_timesheet_by_id'),
  };
}

const preparedByDb = new WeakMap<DbOrTx, ReturnType<typeof preparedReads>>();

function prepared(db: DbOrTx): ReturnType<typeof preparedReads> {
  let reads = preparedByDb.get(db);
  if (!reads) {
    reads = preparedReads(db);
    preparedByDb.set(db, reads);
  }
  return reads;
}

/** A value of `recordJson` (parsed by the driver or still text) as the record the GraphQL types show. */
export function parseRecord(raw: RecordJson | string): TimesheetRecord {
  return toRecord(typeof raw === 'string' ? JSON.parse(raw) : raw);
}

interface PersonJson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  imageUrl: string | null;
}

/** One element of `approvalStepsJson`: a step with its approvers and who decided. */
export interface ApprovalStepJson {
  id: string;
  projectId: string | null;
  status: string;
  approvedOn: string | null;
  actor: PersonJson | null;
  approvers: {
    email: string;
    userId: string | null;
    firstName: string | null;
    lastName: string | null;
    imageUrl: string | null;
  }[];
}

export interface SheetJson extends Omit<SheetRow, 'submittedAt' | 'approvedAt'> {
  submittedAt: string | null;
  approvedAt: string | null;
}

export interface RecordJson extends SheetJson {
  lines: (Parameters<typeof toProject>[0] &
    Parameters<typeof toDeliverable>[0] & { id: string; comment: string | null; status: string | null })[];
  entries: (Omit<EntryRecord, 'hours' | 'startTime'> & {
    hours: number | string;
    startTime: number | null;
  })[];
  approvals: ApprovalStepJson[];
  timeline: {
    id: string;
    date: string;
    type: string;
    metadata: Record<string, unknown>;
    actor: PersonJson | null;
  }[];
  attachments: { id: string; url: string | null; description: string | null }[];
  expenses: {
    id: string;
    description: string | null;
    amount: number | string;
    attachments: { id: string; url: string | null }[];
  }[];
  timeOff: { timeOffType: string; date: IsoDate; transactionType: string; hours: number | string }[] | null;
}

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

function person(json: PersonJson | null): PersonRecord | null {
  if (json === null) return null;
  return {
    id: json.id,
    firstName: json.firstName ?? '',
    lastName: json.lastName ?? '',
    imageUrl: json.imageUrl,
  };
}

/** A step of `approvalStepsJson` as the approval record of sheet `timesheetId`. */
export function toApprovalRecord(step: ApprovalStepJson, timesheetId: string): ApprovalRecord {
  return {
    id: step.id,
    timesheetId,
    projectId: step.projectId,
    status: parseApprovalStepStatus(step.status),
    approvedOn: dateOf(step.approvedOn),
    approvedByUser: person(step.actor),
    approvers: step.approvers.map((approver) => ({
      email: approver.email,
      userId: approver.userId,
      name: approver.firstName === null ? null : `${approver.firstName} ${approver.lastName ?? ''}`.trim(),
      image: approver.imageUrl,
    })),
  };
}

function toSheet(json: SheetJson): SheetRecord {
  return toSheetRecord({
    ...json,
    submittedAt: dateOf(json.submittedAt),
    approvedAt: dateOf(json.approvedAt),
  });
}

/** A value of `sheetJson` (parsed by the driver or still text) as the sheet record. */
export function parseSheet(raw: SheetJson | string): SheetRecord {
  return toSheet(typeof raw === 'string' ? JSON.parse(raw) : raw);
}

function toRecord(json: RecordJson): TimesheetRecord {
  const sheet = toSheet(json);
  const entriesByLine = new Map<string, EntryRecord[]>();
  for (const entry of json.entries) {
    const list = entriesByLine.get(entry.lineItemId) ?? [];
    list.push({
      ...entry,
      hours: Number(entry.hours),
      startTime: entry.startTime === null ? null : Number(entry.startTime),
    });
    entriesByLine.set(entry.lineItemId, list);
  }
  const lineItems: LineItemRecord[] = json.lines.map((line, index) => ({
    id: line.id,
    timesheetId: sheet.id,
    index,
    projectId: line.projectId,
    deliverableId: line.deliverableId,
    comment: line.comment,
    status: line.status,
    project: toProject(line),
    deliverable: toDeliverable(line),
    entries: entriesByLine.get(line.id) ?? [],
  }));
  const record: TimesheetRecord = {
    sheet,
    lineItems,
    approvals: json.approvals.map((step) => toApprovalRecord(step, sheet.id)),
    timeline: json.timeline.map(
      (event): TimelineRecord => ({
        id: event.id,
        timesheetId: sheet.id,
        date: new Date(event.date),
        type: event.type,
        metadata: event.metadata,
        createdBy: person(event.actor),
      }),
    ),
    attachments: json.attachments,
    expenses: json.expenses.map((expense) => ({ ...expense, amount: Number(expense.amount) })),
  };
  if (json.timeOff) {
    const window = timeOffWindow(sheet.endDate);
    record.timeOffTransactions = json.timeOff
      .filter((row) => row.date >= window.start && row.date <= window.end)
      .map((row) => ({
        timeOffType: row.timeOffType,
        date: row.date,
        transactionType: row.transactionType as TimeOffTransactionType,
        hours: Number(row.hours),
      })) satisfies TimeOffTransaction[];
  }
  return record;
}

/** The records of the given sheets, in their order: one statement whatever the number of sheets or lines. */
export async function loadTimesheets(db: DbOrTx, sheets: readonly SheetRecord[]): Promise<TimesheetRecord[]> {
  if (sheets.length === 0) return [];
  return loadTimesheetsByIds(
    db,
    sheets.map((sheet) => sheet.id),
  );
}

export async function loadTimesheet(db: DbOrTx, sheet: SheetRecord): Promise<TimesheetRecord> {
  const [record] = await loadTimesheetsByIds(db, [sheet.id]);
  if (!record) throw new Error(`timesheet ${sheet.id} vanished while loading`);
  return record;
}

/** Sheets by id (in the order given), with the owner's time-off transactions when `timeOff`. */
export async function loadTimesheetsByIds(
  db: DbOrTx,
  ids: readonly string[],
  options: { timeOff?: boolean } = {},
): Promise<TimesheetRecord[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const records = await selectTimesheetRecords(db, sql`t.id in (${idList})`, options);
  const byId = new Map(records.map((record) => [record.sheet.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A user's sheet of a week (by its week end), ready for the week page (time-off transactions included). */
export async function loadTimesheetOfWeek(
  db: DbOrTx,
  userId: string,
  endDate: IsoDate,
): Promise<TimesheetRecord | null> {
  const [row] = await prepared(db).ofWeek.execute({ userId, endDate });
  return row ? parseRecord(row.record) : null;
}

/** A user's sheets whose week ends in [from, to], oldest first. */
export async function loadTimesheetsEndingBetween(
  db: DbOrTx,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<TimesheetRecord[]> {
  return selectTimesheetRecords(db, sql`t.user_id = ${userId} and t.end_date between ${from} and ${to}`);
}

/** One sheet as the week page shows it (with the owner's time-off transactions), by id: one statement. */
export async function loadTimesheetById(db: DbOrTx, id: string): Promise<TimesheetRecord | null> {
  const [row] = await prepared(db).byId.execute({ id });
  return row ? parseRecord(row.record) : null;
}
