import { createContext, useContext } from 'react';
import type { ShellMeQuery } from '../../graphql/generated/shell/graphql.ts';

export type ShellUser = ShellMeQuery['me'];

export const MeContext = createContext<ShellUser | null>(null);

/** The signed-in user, available to every page inside the shell. */
export function useMe(): ShellUser {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe() is only available inside the shell');
  return me;
}
