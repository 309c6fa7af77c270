import { type GroupName, hasAnyGroup } from '@tally/domain/auth/groups';
import { Outlet } from 'react-router';
import { NoAccess } from './NoAccess.tsx';
import { useMe } from './shell/meContext.ts';

/**
 * Route guard: a user outside every listed group stays signed in, inside the shell, and is told the page
 * is not theirs and whom to ask, instead of being sent to `/` (which is the sign-in page, so it looked like a
 * sign-out). The server enforces the same groups on every operation.
 */
export function RequireGroups({ groups }: { groups: readonly GroupName[] }) {
  const me = useMe();
  if (!hasAnyGroup(me.groups, groups)) return <NoAccess groups={groups} />;
  return <Outlet />;
}
