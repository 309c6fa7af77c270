import { schema } from '@tally/db';
import { and, eq } from 'drizzle-orm';
import { recordAuditEvent } from '../../../../auth/audit.ts';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { assertSessionViewer } from '../session-viewer.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const tokens = schema.personalAccessTokens;

const isAdmin = (viewer: Viewer) => viewer.groups.includes('admin');

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
