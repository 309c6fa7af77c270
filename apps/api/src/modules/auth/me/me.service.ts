import type { DbOrTx } from '@tally/db';
import { buildMenu, type MenuItem, type MenuViewer, menuShowsArea } from '@tally/domain/shell/menu';
import { readBoolean, toConfigurationValues } from '@tally/domain/super-admin/config';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { countAwaitingSheets } from '../../approvals/approvals.lists.ts';
import { cachedConfiguration, listConfigurationRows } from '../../super-admin/index.ts';
import { type EmailRow, findUser, isNamedApprover, listEmails, type UserRow } from './me.queries.ts';

export interface UserRefRecord {
  user: UserRow;
  emails: EmailRow[];
}

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

/** The configuration flags the menu reads, through the in-process configuration cache. */
function menuFlags(db: DbOrTx): Promise<MenuViewer['flags']> {
  return cachedConfiguration(db, 'menu-flags', async () => {
    const configurations = toConfigurationValues(await listConfigurationRows(db));
    return { 'vaccine-tracker-enabled': readBoolean(configurations, 'vaccine-tracker-enabled') };
  });
}

/**
 * The viewer's side menu; the Approvals badge (sheets awaiting the viewer's approval, counted as the pending
 * list finds them) only when that entry is in the menu.
 */
export async function getMenu(deps: Pick<AppDeps, 'db'>, viewer: Viewer): Promise<MenuItem[]> {
  const menuViewer: MenuViewer = { groups: viewer.groups, flags: await menuFlags(deps.db) };
  // Being an approver matters only when it alone would add the Approvals entry.
  const approverOnly =
    !menuShowsArea(menuViewer, 'approvals') &&
    menuShowsArea({ ...menuViewer, isApprover: true }, 'approvals');
  if (approverOnly && viewer.email) menuViewer.isApprover = await isNamedApprover(deps.db, viewer.email);
  if (!menuShowsArea(menuViewer, 'approvals') || !viewer.email) return buildMenu(menuViewer);
  const approvals = await countAwaitingSheets(deps, viewer);
  return buildMenu(menuViewer, { badgeCounts: { approvals } });
}
