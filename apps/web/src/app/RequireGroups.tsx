import { type GroupName, hasAnyGroup } from '@tally/domain/groups';
import { Navigate, Outlet } from 'react-router';
import { useMe } from './shell/meContext.ts';

/** Route guard: users outside every listed group go back to `/`; the server enforces the same. */
export function RequireGroups({ groups }: { groups: readonly GroupName[] }) {
  const me = useMe();
  if (!hasAnyGroup(me.groups, groups)) return <Navigate to="/" replace />;
  return <Outlet />;
}
