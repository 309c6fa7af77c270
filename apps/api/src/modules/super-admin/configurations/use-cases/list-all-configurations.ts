import { CONFIGURATION_CATALOGUE } from '@tally/domain/super-admin/config-catalogue';
import type { AppDeps } from '../../../../deps.ts';
import { listStoredConfigurations } from '../queries.ts';
import { catalogueDefault, type StoredConfiguration } from '../records.ts';

/**
 * Every configuration entry for the super-admin grid (S-003): the stored rows, plus the catalogue keys not
 * stored yet with their defaults (what the portal reads for them), sorted by key.
 */
export async function listAllConfigurations(deps: Pick<AppDeps, 'db'>): Promise<StoredConfiguration[]> {
  const byKey = new Map<string, StoredConfiguration>();
  for (const entry of CONFIGURATION_CATALOGUE) {
    const fallback = catalogueDefault(entry.key);
    if (fallback) byKey.set(entry.key, fallback);
  }
  for (const row of await listStoredConfigurations(deps.db)) byKey.set(row.key, row);
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}
