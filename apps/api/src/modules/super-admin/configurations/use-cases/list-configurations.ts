import { isPublicConfigurationKey } from '@tally/domain/super-admin/config';
import { CONFIGURATION_CATALOGUE } from '@tally/domain/super-admin/config-catalogue';
import type { AppDeps } from '../../../../deps.ts';
import { listConfigurationRows } from '../queries.ts';
import type { ConfigurationItem } from '../records.ts';

/**
 * The configuration entries a caller may read: everything for a signed-in user, the public ones
 * (branding, single-sign-on domain) for anyone. Catalogue defaults fill keys not stored yet.
 */
export async function listConfigurations(
  deps: Pick<AppDeps, 'db'>,
  signedIn: boolean,
): Promise<ConfigurationItem[]> {
  const stored = new Map((await listConfigurationRows(deps.db)).map((row) => [row.key, row.value]));
  const items = new Map<string, string | null>();
  for (const entry of CONFIGURATION_CATALOGUE) items.set(entry.key, entry.defaultValue);
  for (const [key, value] of stored) items.set(key, value);
  return [...items]
    .filter(([key]) => signedIn || isPublicConfigurationKey(key))
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => a.key.localeCompare(b.key));
}
