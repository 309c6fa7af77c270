import type { DbOrTx } from '@tally/db';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { findUser, listEmails } from '../queries.ts';
import type { EmailRow, UserRefRecord, UserRow } from '../records.ts';

/**
 * The signed-in user, loaded piece by piece as fields ask: `{ me { _id } }` costs nothing beyond the
 * session lookup, and the user row is read at most once per request.
 */
export class MeRecord {
  private userRow: Promise<UserRow> | undefined;

  constructor(
    private readonly db: DbOrTx,
    readonly viewer: Viewer,
  ) {}

  user(): Promise<UserRow> {
    this.userRow ??= findUser(this.db, this.viewer.userId).then((user) => {
      if (!user) throw new Error(`session user ${this.viewer.userId} vanished`);
      return user;
    });
    return this.userRow;
  }

  emails(): Promise<EmailRow[]> {
    return listEmails(this.db, [this.viewer.userId]);
  }

  async supervisor(): Promise<UserRefRecord | null> {
    const { supervisorId } = await this.user();
    if (!supervisorId) return null;
    const [user, emails] = await Promise.all([
      findUser(this.db, supervisorId),
      listEmails(this.db, [supervisorId]),
    ]);
    return user ? { user, emails } : null;
  }
}

export function getMe(deps: Pick<AppDeps, 'db'>, viewer: Viewer): MeRecord {
  return new MeRecord(deps.db, viewer);
}
