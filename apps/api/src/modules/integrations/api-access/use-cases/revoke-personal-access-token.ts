import { mayManageAllAccessTokens } from '@tally/domain/policies/integrations';
import { recordAuditEvent } from '../../../../auth/audit.ts';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { assertSessionViewer } from '../guards.ts';
import { lockAccessToken, markAccessTokenRevoked } from '../queries.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Revokes one of the viewer's tokens (an admin: anyone's); requests with it are refused from now on. */
export async function revokePersonalAccessToken(deps: Deps, viewer: Viewer, id: string): Promise<boolean> {
  assertSessionViewer(viewer);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockAccessToken(tx, id, mayManageAllAccessTokens(viewer) ? null : viewer.userId);
    if (!row) throw notFound('Token');
    if (row.revokedAt) return true;
    await markAccessTokenRevoked(tx, id, now, viewer.userId);
    await recordAuditEvent(tx, {
      type: 'access-token-revoked',
      now,
      userId: row.userId,
      metadata: { byUserId: viewer.userId, accessTokenId: row.id, name: row.name },
    });
    return true;
  });
}
