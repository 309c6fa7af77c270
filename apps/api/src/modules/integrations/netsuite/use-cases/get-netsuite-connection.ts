import type { AppDeps } from '../../../../deps.ts';
import { NOT_CONNECTED_MESSAGE } from '../messages.ts';

/** What the integration pages need to know: connected or not, and the account their links open. */
export function getNetsuiteConnection(deps: Pick<AppDeps, 'config'>) {
  return {
    connected: deps.config.netsuite !== undefined,
    accountId: deps.config.netsuite?.accountId ?? null,
    message: deps.config.netsuite ? null : NOT_CONNECTED_MESSAGE,
  };
}
