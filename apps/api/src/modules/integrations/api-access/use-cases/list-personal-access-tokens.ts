import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { listWhere } from '../queries.ts';
import type { AccessTokenRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const tokens = schema.personalAccessTokens;

const isAdmin = (viewer: Viewer) => viewer.groups.includes('admin');

/** The viewer's tokens; an admin sees every token of the portal. Newest first. */
export function listPersonalAccessTokens(deps: Deps, viewer: Viewer): Promise<AccessTokenRecord[]> {
  return listWhere(deps.db, isAdmin(viewer) ? undefined : eq(tokens.userId, viewer.userId));
}
