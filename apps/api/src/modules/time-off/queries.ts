import { type DbOrTx, schema } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { type TimeOffBalance, timeOffBalances } from '@tally/domain/time-off/time-off';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TimeOffReportRecord, TimeOffTransactionRecord } from './records.ts';

const t = schema.timeOffTransactions;

const columns = {
  id: t.id,
  userId: t.userId,
  timeOffType: t.timeOffType,
  date: t.date,
  transactionType: t.transactionType,
  hours: t.hours,
};

/** Same day: RESET, then ROLLOVER, EARNED, TAKEN (the order the balance counts them in). */
const typeOrder = sql`CASE ${t.transactionType} WHEN 'RESET' THEN 0 WHEN 'ROLLOVER' THEN 1 WHEN 'EARNED' THEN 2 ELSE 3 END`;

const toRecord = (
  row: { hours: string } & Omit<TimeOffTransactionRecord, 'hours'>,
): TimeOffTransactionRecord => ({
  ...row,
  hours: Number(row.hours),
});

/** A user's transactions dated in [start, end], by date (time_off_transactions_user_id_idx). */
export async function listTransactions(
  db: DbOrTx,
  input: { userId: string; start: IsoDate; end: IsoDate },
): Promise<TimeOffTransactionRecord[]> {
  const rows = await db
    .select(columns)
    .from(t)
    .where(and(eq(t.userId, input.userId), gte(t.date, input.start), lte(t.date, input.end)))
    .orderBy(asc(t.date), asc(t.timeOffType), typeOrder, asc(t.createdAt), asc(t.id));
  return rows.map(toRecord);
}

/** Balances of many users over [start, end] in one statement (the HR time-off table, H-015). */
export async function balancesOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
  range: { start: IsoDate; end: IsoDate },
): Promise<Map<string, TimeOffBalance[]>> {
  const byUser = new Map<string, TimeOffBalance[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select(columns)
    .from(t)
    .where(and(inArray(t.userId, [...userIds]), gte(t.date, range.start), lte(t.date, range.end)));
  const grouped = new Map<string, TimeOffTransactionRecord[]>();
  for (const row of rows.map(toRecord)) {
    const list = grouped.get(row.userId) ?? [];
    list.push(row);
    grouped.set(row.userId, list);
  }
  for (const [userId, list] of grouped) byUser.set(userId, timeOffBalances(list));
  return byUser;
}

export async function insertTransaction(
  db: DbOrTx,
  input: Omit<TimeOffTransactionRecord, 'id'>,
): Promise<TimeOffTransactionRecord> {
  const [row] = await db
    .insert(t)
    .values({ ...input, hours: input.hours.toFixed(2) })
    .returning(columns);
  return toRecord(row!);
}

/** The terms of the 'Time Off' taxonomy (U-013), in their order. */
export async function timeOffTypeNames(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ name: schema.taxonomyTerms.name })
    .from(schema.taxonomyTerms)
    .innerJoin(schema.taxonomies, eq(schema.taxonomies.id, schema.taxonomyTerms.taxonomyId))
    .where(eq(schema.taxonomies.name, 'Time Off'))
    .orderBy(asc(schema.taxonomyTerms.order), asc(schema.taxonomyTerms.name));
  return rows.map((row) => row.name);
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Every transaction dated in [start, end] with its user, by user name, type and date: one statement through
 * time_off_transactions_date_idx (migration 0014).
 */
export async function timeOffReport(
  db: DbOrTx,
  start: IsoDate,
  end: IsoDate,
): Promise<TimeOffReportRecord[]> {
  const rows = await db
    .select({
      ...columns,
      name: sql<string>`${schema.users.firstName} || ' ' || ${schema.users.lastName}`,
      payrollId: schema.users.payrollId,
      email: sql<string | null>`(SELECT ue.address FROM user_emails ue WHERE ue.user_id = ${t.userId}
        ORDER BY ue.created_at, ue.address LIMIT 1)`,
    })
    .from(t)
    .innerJoin(schema.users, eq(schema.users.id, t.userId))
    .where(and(gte(t.date, start), lte(t.date, end)))
    .orderBy(
      asc(schema.users.firstName),
      asc(schema.users.lastName),
      asc(t.userId),
      asc(t.timeOffType),
      asc(t.date),
      typeOrder,
      asc(t.createdAt),
      asc(t.id),
    );
  return rows.map((row) => ({ ...row, hours: Number(row.hours) }));
}
