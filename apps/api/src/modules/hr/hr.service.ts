import { type DbOrTx, schema } from '@tally/db';
import { isoToCompact } from '@tally/domain/shared/dates';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../graphql/errors.ts';

/** One user of the HR screens: the details the spec names for `users` with details (part 3 §7). */
export interface HrUserRecord {
  id: string;
  firstName: string;
  lastName: string;
  title: string | null;
  imageUrl: string | null;
  employeeType: string | null;
  department: string | null;
  role: string | null;
  payrollId: string | null;
  defaultRate: string | null;
  accountActive: boolean;
  email: string | null;
}

/** A user financial record (part 3 §3): dates YYYYMMDD on the wire. */
export interface FinancialRecord {
  id: string;
  userId: string;
  hourlyCost: number;
  startDate: string;
  endDate: string | null;
}

const userColumns = {
  id: schema.users.id,
  firstName: schema.users.firstName,
  lastName: schema.users.lastName,
  title: schema.users.title,
  imageUrl: schema.users.imageUrl,
  employeeType: schema.users.employeeType,
  department: schema.users.department,
  role: schema.users.role,
  payrollId: schema.users.payrollId,
  defaultRate: schema.users.defaultRate,
  accountActive: schema.users.accountActive,
  // The first address (oldest): the one the user signs in with and is shown by.
  email: sql<string | null>`(SELECT ue.address FROM user_emails ue WHERE ue.user_id = users.id
    ORDER BY ue.created_at, ue.address LIMIT 1)`,
};

/** Every user, sorted by first then last name (the User Hourly Cost table, H-001). */
export function listHrUsers(db: DbOrTx): Promise<HrUserRecord[]> {
  return db
    .select(userColumns)
    .from(schema.users)
    .orderBy(asc(schema.users.firstName), asc(schema.users.lastName), asc(schema.users.id));
}

export async function findHrUser(db: DbOrTx, userId: string): Promise<HrUserRecord> {
  const [user] = await db.select(userColumns).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw notFound('User');
  return user;
}

const toRecord = (row: typeof schema.userFinancials.$inferSelect): FinancialRecord => ({
  id: row.id,
  userId: row.userId,
  hourlyCost: Number(row.hourlyCost),
  startDate: isoToCompact(row.startDate),
  endDate: row.endDate === null ? null : isoToCompact(row.endDate),
});

/** The financial records of many users in one statement, each list ascending by start date (H-002). */
export async function financialsOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, FinancialRecord[]>> {
  const byUser = new Map<string, FinancialRecord[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(schema.userFinancials)
    .where(inArray(schema.userFinancials.userId, [...userIds]))
    .orderBy(
      asc(schema.userFinancials.userId),
      asc(schema.userFinancials.startDate),
      asc(schema.userFinancials.createdAt),
    );
  for (const row of rows) byUser.get(row.userId)?.push(toRecord(row));
  return byUser;
}

export interface FinancialInput {
  userId: string;
  hourlyCost: number;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string | null;
}

/** addUserFinancial (H-007). */
export async function addUserFinancial(db: DbOrTx, input: FinancialInput): Promise<HrUserRecord> {
  const user = await findHrUser(db, input.userId);
  await db.insert(schema.userFinancials).values({
    userId: input.userId,
    hourlyCost: input.hourlyCost.toFixed(2),
    startDate: input.startDate,
    endDate: input.endDate,
  });
  return user;
}

const ofUser = (userId: string, indexId: string) =>
  and(eq(schema.userFinancials.id, indexId), eq(schema.userFinancials.userId, userId));

/** updateUserFinancial (H-008): indexId is the record's _id. */
export async function updateUserFinancial(
  db: DbOrTx,
  input: FinancialInput & { indexId: string },
): Promise<HrUserRecord> {
  const user = await findHrUser(db, input.userId);
  const updated = await db
    .update(schema.userFinancials)
    .set({ hourlyCost: input.hourlyCost.toFixed(2), startDate: input.startDate, endDate: input.endDate })
    .where(ofUser(input.userId, input.indexId))
    .returning({ id: schema.userFinancials.id });
  if (updated.length === 0) throw notFound('Financial record');
  return user;
}

/** removeUserFinancial (H-009). */
export async function removeUserFinancial(
  db: DbOrTx,
  input: { userId: string; indexId: string },
): Promise<HrUserRecord> {
  const user = await findHrUser(db, input.userId);
  const removed = await db
    .delete(schema.userFinancials)
    .where(ofUser(input.userId, input.indexId))
    .returning({ id: schema.userFinancials.id });
  if (removed.length === 0) throw notFound('Financial record');
  return user;
}
