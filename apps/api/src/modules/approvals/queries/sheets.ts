import type { DbOrTx } from '@tally/db';
import { preparedPerDb, schema } from '@tally/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ApprovalStepJson,
  approvalStepsJson,
  loadTimesheetsByIds,
  parseSheet,
  type SheetJson,
  sheetJsonFields,
  type TimesheetRecord,
  toApprovalRecord,
} from '../../timesheets/index.ts';
import type { SheetDepth, SheetWithSteps } from '../records.ts';
import { awaitingApproverSql } from './lists.ts';

/**
 * What the approvals screen shows of a sheet, and what an approve, decline or cancel decides on: the sheet
 * row with its owner and its approval steps with their approvers (canApprove order), as ONE JSON value per
 * sheet (`timesheets t`, owner `users u`). Lines, entries and timeline are not part of it.
 */
const sheetWithStepsJson = sql<SheetWithStepsJson | string>`json_build_object(
  ${sheetJsonFields}, 'approvals', ${approvalStepsJson})`;

interface SheetWithStepsJson extends SheetJson {
  approvals: ApprovalStepJson[];
}

function toSheetWithSteps(raw: SheetWithStepsJson | string): SheetWithSteps {
  const json: SheetWithStepsJson = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const sheet = parseSheet(json);
  const approvals = json.approvals.map((step) => toApprovalRecord(step, sheet.id));
  return { sheet, approvals };
}

const t = alias(schema.timesheets, 't');
const u = alias(schema.users, 'u');
const record = { record: sheetWithStepsJson };

const sheetsWhere = (db: DbOrTx, where: SQL) =>
  db.select(record).from(t).innerJoin(u, eq(u.id, t.userId)).where(where);

// The pending list, the badge and the decisions' locked read run on every such request.
const prepared = preparedPerDb({
  pending: (db: DbOrTx) =>
    sheetsWhere(db, awaitingApproverSql(sql.placeholder('email'))).prepare('tally_approvals_pending'),
  pendingOfProject: (db: DbOrTx) =>
    sheetsWhere(db, awaitingApproverSql(sql.placeholder('email'), sql.placeholder('projectId'))).prepare(
      'tally_approvals_pending_of_project',
    ),
  pendingCount: (db: DbOrTx) =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(t)
      .where(awaitingApproverSql(sql.placeholder('email')))
      .prepare('tally_approvals_pending_count'),
  lock: (db: DbOrTx) =>
    db
      .select({ id: t.id })
      .from(t)
      .where(eq(t.id, sql.placeholder('id')))
      .for('update')
      .prepare('tally_approvals_lock_sheet'),
  byId: (db: DbOrTx) =>
    sheetsWhere(db, eq(t.id, sql.placeholder('id'))).prepare('tally_approvals_sheet_by_id'),
});

/**
 * Submitted sheets with a step not approved yet naming the e-mail, optionally of one project, with their
 * steps: one prepared statement.
 */
export async function listPendingSheetsWithSteps(
  db: DbOrTx,
  email: string,
  projectId: string | null,
): Promise<SheetWithSteps[]> {
  const rows = projectId
    ? await prepared(db, 'pendingOfProject').execute({ email: email.trim().toLowerCase(), projectId })
    : await prepared(db, 'pending').execute({ email: email.trim().toLowerCase() });
  return rows.map((row) => toSheetWithSteps(row.record));
}

/** How many sheets await the e-mail's approval: the Approvals badge. One prepared statement. */
export async function countPendingSheets(db: DbOrTx, email: string): Promise<number> {
  const [row] = await prepared(db, 'pendingCount').execute({ email: email.trim().toLowerCase() });
  return Number(row?.count ?? 0);
}

/** The given sheets with their steps, in no particular order: one statement whatever their number. */
async function listSheetsWithSteps(db: DbOrTx, ids: readonly string[]): Promise<SheetWithSteps[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await sheetsWhere(db, sql`t.id in (${idList})`);
  return rows.map((row) => toSheetWithSteps(row.record));
}

/**
 * The sheet row locked FOR UPDATE (like timesheets' lockSheet, which every change of a sheet goes through),
 * then the sheet with its steps as the previous holder of the lock left them: two prepared statements, because
 * a statement that waited for the lock still reads the other tables as they were when it started. Only inside
 * a transaction.
 */
export async function lockSheetWithSteps(db: DbOrTx, id: string): Promise<SheetWithSteps | null> {
  const [locked] = await prepared(db, 'lock').execute({ id });
  if (!locked) return null;
  const [row] = await prepared(db, 'byId').execute({ id });
  return row ? toSheetWithSteps(row.record) : null;
}

/** Sheets with their steps as records whose other parts stay empty ('steps': the selection reads none). */
export const stepsOnly = (found: readonly SheetWithSteps[]): TimesheetRecord[] =>
  found.map(({ sheet, approvals }) => ({
    sheet,
    approvals,
    lineItems: [],
    timeline: [],
    attachments: [],
    expenses: [],
  }));

/** By employee name, then week. */
export function byNameThenWeek(records: TimesheetRecord[]): TimesheetRecord[] {
  const key = (r: TimesheetRecord) => `${r.sheet.user.lastName} ${r.sheet.user.firstName}`.toLowerCase();
  return records.sort(
    (a, b) => key(a).localeCompare(key(b)) || a.sheet.endDate.localeCompare(b.sheet.endDate),
  );
}

/**
 * The given sheets at the depth the answer asks for (see sheetDepth), sorted: with their steps only, or
 * everything the Timesheet type shows ('full'). One statement.
 */
export async function loadSorted(
  db: DbOrTx,
  ids: readonly string[],
  depth: SheetDepth,
): Promise<TimesheetRecord[]> {
  const records =
    depth === 'full' ? await loadTimesheetsByIds(db, ids) : stepsOnly(await listSheetsWithSteps(db, ids));
  return byNameThenWeek(records);
}
