import type { AppDeps } from '../../../deps.ts';
import { apiError, conflict } from '../../../graphql/errors.ts';
import { NetsuiteClient, NetsuiteError } from '../../../integrations/netsuite/netsuite-client.ts';
import { NOT_CONNECTED_MESSAGE } from './messages.ts';

/** The NetSuite client of this server; a CONFLICT naming the variables when the integration is off. */
export function netsuiteOf(deps: Pick<AppDeps, 'config'>): NetsuiteClient {
  if (!deps.config.netsuite) throw conflict(NOT_CONNECTED_MESSAGE);
  return new NetsuiteClient(deps.config.netsuite);
}

/** A NetSuite failure as the API's error (the detail as message); anything else is rethrown. */
export function asApiError(error: unknown): never {
  if (error instanceof NetsuiteError) {
    throw apiError('CONFLICT', error.message, { netsuiteStatus: error.status, netsuiteCode: error.code });
  }
  throw error;
}
