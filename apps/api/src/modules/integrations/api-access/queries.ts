import { type DbOrTx, schema } from '@tally/db';
import type { TokenScope } from '@tally/domain/integrations/api-access';
import { desc, eq, type SQL } from 'drizzle-orm';
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

export async function listWhere(db: DbOrTx, where: SQL | undefined): Promise<AccessTokenRecord[]> {
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
