import type { AppDeps } from '../../../../deps.ts';
import type { SuiteqlRow } from '../../../../integrations/netsuite/netsuite-client.ts';
import { asApiError, netsuiteOf } from '../guards.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

export const SUITEQL_ROW_CAP = 1000;

/** admin.suiteql: the first 1000 rows of a query, as NetSuite returns them. */
export async function runSuiteql(deps: Deps, query: string): Promise<SuiteqlRow[]> {
  const client = netsuiteOf(deps);
  const page = await client.suiteql(query, { limit: SUITEQL_ROW_CAP, offset: 0 }).catch(asApiError);
  return page.items;
}
