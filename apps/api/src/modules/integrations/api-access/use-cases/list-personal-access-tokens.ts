import { mayManageAllAccessTokens } from '@tally/domain/policies/integrations';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { listAccessTokens } from '../queries.ts';
import type { AccessTokenRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The viewer's tokens; an admin sees every token of the portal. Newest first. */
export function listPersonalAccessTokens(deps: Deps, viewer: Viewer): Promise<AccessTokenRecord[]> {
  return listAccessTokens(deps.db, mayManageAllAccessTokens(viewer) ? null : viewer.userId);
}
