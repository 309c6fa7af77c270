import { type DbOrTx, schema } from '@tally/db';
import type { TokenScope } from '@tally/domain/integrations/api-access';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AccessTokenRecord } from './records.ts';

const tokens = schema.personalAccessTokens;
const users = schema.users;

const selection = {
  id: tokens.id,
  name: tokens.name,
  prefix: tokens.prefix,
  scope: tokens.scope,
  createdAt: tokens.createdAt,
  expiresAt: tokens.expiresAt,
  lastUsedAt: tokens.lastUsedAt,
  revokedAt: tokens.revokedAt,
  ownerId: tokens.userId,
  firstName: users.firstName,
  lastName: users.lastName,
};

async function listWhere(db: DbOrTx, where: SQL | undefined): Promise<AccessTokenRecord[]> {
  const rows = await db
    .select(selection)
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(where)
    .orderBy(desc(tokens.createdAt), tokens.id);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    scope: row.scope as TokenScope,
    ownerName: `${firstName} ${lastName}`.trim(),
  }));
}

/** The tokens of one owner (every token when `ownerId` is null), newest first. */
export function listAccessTokens(db: DbOrTx, ownerId: string | null): Promise<AccessTokenRecord[]> {
  return listWhere(db, ownerId === null ? undefined : eq(tokens.userId, ownerId));
}

export async function findAccessToken(db: DbOrTx, id: string): Promise<AccessTokenRecord | null> {
  const [token] = await listWhere(db, eq(tokens.id, id));
  return token ?? null;
}

export type NewAccessToken = typeof tokens.$inferInsert;

export async function insertAccessToken(db: DbOrTx, values: NewAccessToken): Promise<string> {
  const [row] = await db.insert(tokens).values(values).returning({ id: tokens.id });
  if (!row) throw new Error('token not written');
  return row.id;
}

/** The token, locked until the transaction ends; of `ownerId` only unless null. */
export async function lockAccessToken(db: DbOrTx, id: string, ownerId: string | null) {
  const [row] = await db
    .select({ id: tokens.id, userId: tokens.userId, name: tokens.name, revokedAt: tokens.revokedAt })
    .from(tokens)
    .where(and(eq(tokens.id, id), ownerId === null ? undefined : eq(tokens.userId, ownerId)))
    .for('update');
  return row ?? null;
}

export async function markAccessTokenRevoked(db: DbOrTx, id: string, now: Date, byUserId: string) {
  await db.update(tokens).set({ revokedAt: now, revokedBy: byUserId }).where(eq(tokens.id, id));
}
