import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { parseTimesheetStatus } from '@tally/domain/timesheets/status';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SheetRecord } from '../records.ts';

const { timesheets, timesheetEntries, users } = schema;

const sheetColumns = {
  id: timesheets.id,
  userId: timesheets.userId,
  startDate: timesheets.startDate,
  endDate: timesheets.endDate,
  status: timesheets.status,
  isLocked: timesheets.isLocked,
  documentUrl: timesheets.documentUrl,
  submittedAt: timesheets.submittedAt,
  approvedAt: timesheets.approvedAt,
  totalHours: timesheets.totalHours,
  billableHours: timesheets.billableHours,
  firstName: users.firstName,
  lastName: users.lastName,
  imageUrl: users.imageUrl,
  supervisorId: users.supervisorId,
  employeeType: users.employeeType,
};

/** The columns of `sheetColumns` as read (numeric totals as text, timestamps as Date). */
export interface SheetRow {
  id: string;
  userId: string;
  startDate: string;
  endDate: string;
  status: string;
  isLocked: boolean;
  documentUrl: string | null;
  submittedAt: Date | null;
  approvedAt: Date | null;
  totalHours: string | number;
  billableHours: string | number;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  supervisorId: string | null;
  employeeType: string | null;
}

async function selectSheets(db: DbOrTx, where: SQL | undefined, lock = false): Promise<SheetRecord[]> {
  const query = db
    .select(sheetColumns)
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .where(where)
    .orderBy(asc(timesheets.endDate));
  const rows = lock ? await query.for('update', { of: timesheets }) : await query;
  return rows.map(toSheetRecord);
}

/** A sheet row with its owner's columns (as `sheetColumns` names them) as the loader's record. */
export function toSheetRecord(row: SheetRow): SheetRecord {
  return {
    id: row.id,
    userId: row.userId,
    startDate: row.startDate,
    endDate: row.endDate,
    status: parseTimesheetStatus(row.status),
    isLocked: row.isLocked,
    documentUrl: row.documentUrl,
    submittedAt: row.submittedAt,
    approvedAt: row.approvedAt,
    totalHours: Number(row.totalHours),
    billableHours: Number(row.billableHours),
    user: { id: row.userId, firstName: row.firstName, lastName: row.lastName, imageUrl: row.imageUrl },
    supervisorId: row.supervisorId,
    employeeType: row.employeeType,
  };
}

export async function findSheetsByIds(db: DbOrTx, ids: readonly string[]): Promise<SheetRecord[]> {
  if (ids.length === 0) return [];
  return selectSheets(db, inArray(timesheets.id, [...ids]));
}

/** The sheet row locked FOR UPDATE: every change of a sheet's lines, hours or status goes through it. */
export async function lockSheet(db: DbOrTx, id: string): Promise<SheetRecord | null> {
  const [sheet] = await selectSheets(db, eq(timesheets.id, id), true);
  return sheet ?? null;
}

/** The sheet holding a day entry, locked FOR UPDATE like `lockSheet` (an entry never changes sheet). */
export async function lockSheetOfTask(db: DbOrTx, taskId: string): Promise<SheetRecord | null> {
  const sheetOfTask = db
    .select({ id: timesheetEntries.timesheetId })
    .from(timesheetEntries)
    .where(eq(timesheetEntries.id, taskId));
  const [sheet] = await selectSheets(db, eq(timesheets.id, sql`(${sheetOfTask})`), true);
  return sheet ?? null;
}
