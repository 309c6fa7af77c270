import type { AppDeps } from '../../../deps.ts';
import { apiError, conflict } from '../../../graphql/errors.ts';
import { NetsuiteClient, NetsuiteError } from '../../../integrations/netsuite/netsuite-client.ts';

export const NOT_CONNECTED_MESSAGE =
  'The accounting system is not connected: set NETSUITE_ACCOUNT_ID, NETSUITE_CONSUMER_KEY, ' +
  'NETSUITE_CONSUMER_SECRET, NETSUITE_TOKEN_ID and NETSUITE_TOKEN_SECRET on the server.';

/** The NetSuite client of this server; a CONFLICT naming the variables when the integration is off. */
export function netsuiteOf(deps: Pick<AppDeps, 'config'>): NetsuiteClient {
  if (!deps.config.netsuite) throw conflict(NOT_CONNECTED_MESSAGE);
  return new NetsuiteClient(deps.config.netsuite);
}

/** What the integration pages need to know: connected or not, and the account their links open. */
export function netsuiteConnection(deps: Pick<AppDeps, 'config'>) {
  return {
    connected: deps.config.netsuite !== undefined,
    accountId: deps.config.netsuite?.accountId ?? null,
    message: deps.config.netsuite ? null : NOT_CONNECTED_MESSAGE,
  };
}

/** A NetSuite failure as the API's error (the detail as message); anything else is rethrown. */
export function asApiError(error: unknown): never {
  if (error instanceof NetsuiteError) {
    throw apiError('CONFLICT', error.message, { netsuiteStatus: error.status, netsuiteCode: error.code });
  }
  throw error;
}
