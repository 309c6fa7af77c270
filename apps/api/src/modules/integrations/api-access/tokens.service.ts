import { type DbOrTx, schema } from '@tally/db';
import {
  TOKEN_MESSAGES,
  type TokenScope,
  tokenExpiryProblem,
  tokenNameProblem,
} from '@tally/domain/integrations/api-access';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { newTokenSecret } from '../../../auth/access-tokens.ts';
import { recordAuditEvent } from '../../../auth/audit.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import { sha256 } from '../../../auth/tokens.ts';
import type { AppDeps } from '../../../deps.ts';
import { apiError, badUserInput, notFound } from '../../../graphql/errors.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const { personalAccessTokens: tokens, users } = schema;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccessTokenRecord {
  id: string;
  name: string;
  prefix: string;
  scope: TokenScope;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  ownerId: string;
  ownerName: string;
}

const isAdmin = (viewer: Viewer) => viewer.groups.includes('admin');

/** Tokens and webhooks are managed from a browser session: a leaked token cannot mint another. */
export function assertSessionViewer(viewer: Viewer): void {
  if (viewer.token) throw apiError('FORBIDDEN', TOKEN_MESSAGES.sessionOnly);
}

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

/**
 * A new token of the viewer: a name, a scope and a lifetime of 30, 90 or 365 days (none: admins only).
 * Answers the secret (shown once; only its hash is kept) with the token.
 */
export async function createPersonalAccessToken(
  deps: Deps,
  viewer: Viewer,
  input: { name: string; scope: TokenScope; expiresInDays: number | null | undefined },
): Promise<{ secret: string; token: AccessTokenRecord }> {
  assertSessionViewer(viewer);
  const problems: Record<string, string> = {};
  const nameProblem = tokenNameProblem(input.name);
  if (nameProblem) problems.name = nameProblem;
  const expiryProblem = tokenExpiryProblem(input.expiresInDays, isAdmin(viewer));
  if (expiryProblem) problems.expiresInDays = expiryProblem;
  if (Object.keys(problems).length > 0) throw badUserInput(problems);
  const now = deps.clock();
  const secret = newTokenSecret();
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null;
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tokens)
      .values({
        userId: viewer.userId,
        name: input.name.trim(),
        tokenHash: sha256(secret),
        prefix: secret.slice(0, 8),
        scope: input.scope,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: tokens.id });
    if (!row) throw new Error('token not written');
    await recordAuditEvent(tx, {
      type: 'access-token-created',
      now,
      userId: viewer.userId,
      metadata: {
        byUserId: viewer.userId,
        accessTokenId: row.id,
        name: input.name.trim(),
        scope: input.scope,
      },
    });
    return row.id;
  });
  const [token] = await listWhere(deps.db, eq(tokens.id, id));
  if (!token) throw notFound('Token');
  return { secret, token };
}

/** The viewer's tokens; an admin sees every token of the portal. Newest first. */
export function listPersonalAccessTokens(deps: Deps, viewer: Viewer): Promise<AccessTokenRecord[]> {
  return listWhere(deps.db, isAdmin(viewer) ? undefined : eq(tokens.userId, viewer.userId));
}

/** Revokes one of the viewer's tokens (an admin: anyone's); requests with it are refused from now on. */
export async function revokePersonalAccessToken(deps: Deps, viewer: Viewer, id: string): Promise<boolean> {
  assertSessionViewer(viewer);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const mine = isAdmin(viewer) ? undefined : eq(tokens.userId, viewer.userId);
    const [row] = await tx
      .select({ id: tokens.id, userId: tokens.userId, name: tokens.name, revokedAt: tokens.revokedAt })
      .from(tokens)
      .where(and(eq(tokens.id, id), mine))
      .for('update');
    if (!row) throw notFound('Token');
    if (row.revokedAt) return true;
    await tx.update(tokens).set({ revokedAt: now, revokedBy: viewer.userId }).where(eq(tokens.id, id));
    await recordAuditEvent(tx, {
      type: 'access-token-revoked',
      now,
      userId: row.userId,
      metadata: { byUserId: viewer.userId, accessTokenId: row.id, name: row.name },
    });
    return true;
  });
}
