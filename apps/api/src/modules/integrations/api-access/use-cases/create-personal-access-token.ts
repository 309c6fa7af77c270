import { type TokenScope, tokenExpiryProblem, tokenNameProblem } from '@tally/domain/integrations/api-access';
import { mayManageAllAccessTokens } from '@tally/domain/policies/integrations';
import { newTokenSecret } from '../../../../auth/access-tokens.ts';
import { recordAuditEvent } from '../../../../auth/audit.ts';
import type { Viewer } from '../../../../auth/sessions.ts';
import { sha256 } from '../../../../auth/tokens.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, notFound } from '../../../../graphql/errors.ts';
import { assertSessionViewer } from '../guards.ts';
import { findAccessToken, insertAccessToken } from '../queries.ts';
import type { AccessTokenRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const DAY_MS = 24 * 60 * 60 * 1000;

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
  const expiryProblem = tokenExpiryProblem(input.expiresInDays, mayManageAllAccessTokens(viewer));
  if (expiryProblem) problems.expiresInDays = expiryProblem;
  if (Object.keys(problems).length > 0) throw badUserInput(problems);
  const now = deps.clock();
  const secret = newTokenSecret();
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null;
  const id = await deps.db.transaction(async (tx) => {
    const tokenId = await insertAccessToken(tx, {
      userId: viewer.userId,
      name: input.name.trim(),
      tokenHash: sha256(secret),
      prefix: secret.slice(0, 8),
      scope: input.scope,
      createdAt: now,
      expiresAt,
    });
    await recordAuditEvent(tx, {
      type: 'access-token-created',
      now,
      userId: viewer.userId,
      metadata: {
        byUserId: viewer.userId,
        accessTokenId: tokenId,
        name: input.name.trim(),
        scope: input.scope,
      },
    });
    return tokenId;
  });
  const token = await findAccessToken(deps.db, id);
  if (!token) throw notFound('Token');
  return { secret, token };
}
