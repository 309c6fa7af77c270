import type { DbOrTx } from '@tally/db';
import { buildMenu, type MenuItem, type MenuViewer, menuShowsArea } from '@tally/domain/shell/menu';
import { readBoolean, toConfigurationValues } from '@tally/domain/super-admin/config';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { cachedConfiguration, listConfigurationRows } from '../../../super-admin/index.ts';
import { isNamedApprover } from '../queries.ts';

/**
 * The counts shown as menu badges, each owned by an area above auth (approvals counts the sheets awaiting
 * the viewer): handed in where the schema is put together, so auth imports none of them.
 */
export interface MenuBadgeCounters {
  approvals: (deps: Pick<AppDeps, 'db'>, viewer: Viewer) => Promise<number>;
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
export async function getMenu(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  badges: MenuBadgeCounters,
): Promise<MenuItem[]> {
  const menuViewer: MenuViewer = { groups: viewer.groups, flags: await menuFlags(deps.db) };
  // Being an approver matters only when it alone would add the Approvals entry.
  const approverOnly =
    !menuShowsArea(menuViewer, 'approvals') &&
    menuShowsArea({ ...menuViewer, isApprover: true }, 'approvals');
  if (approverOnly && viewer.email) menuViewer.isApprover = await isNamedApprover(deps.db, viewer.email);
  if (!menuShowsArea(menuViewer, 'approvals') || !viewer.email) return buildMenu(menuViewer);
  const approvals = await badges.approvals(deps, viewer);
  return buildMenu(menuViewer, { badgeCounts: { approvals } });
}
