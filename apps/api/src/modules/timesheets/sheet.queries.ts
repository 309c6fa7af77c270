import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { parseTimesheetStatus } from '@tally/domain/status';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { SheetRecord } from './timesheet.records.ts';

const { timesheets, users } = schema;

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

async function selectSheets(db: DbOrTx, where: SQL | undefined, lock = false): Promise<SheetRecord[]> {
  const query = db
    .select(sheetColumns)
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .where(where)
    .orderBy(asc(timesheets.endDate));
  const rows = lock ? await query.for('update', { of: timesheets }) : await query;
  return rows.map((row) => ({
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
  }));
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

export async function findSheetOfWeek(
  db: DbOrTx,
  userId: string,
  endDate: string,
): Promise<SheetRecord | null> {
  const [sheet] = await selectSheets(db, and(eq(timesheets.userId, userId), eq(timesheets.endDate, endDate)));
  return sheet ?? null;
}

/** The user's sheets whose week ends in [from, to], oldest first. */
export async function findSheetsEndingBetween(
  db: DbOrTx,
  userId: string,
  from: string,
  to: string,
): Promise<SheetRecord[]> {
  return selectSheets(
    db,
    and(eq(timesheets.userId, userId), gte(timesheets.endDate, from), lte(timesheets.endDate, to)),
  );
}
