import type { DbOrTx } from '@tally/db';
import { readBoolean, readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { cachedConfiguration, listConfigurationRows } from '../../super-admin/index.ts';

/** The configuration the project rules read. */
export interface ProjectSettings {
  /** netsuite-enabled is 'true': the accounting integration owns the data and editing is locked (M-042). */
  lockEditing: boolean;
  /** netsuite-url is set: people come from the accounting system, so the user pickers are hidden (M-061, M-093). */
  accountingUrlSet: boolean;
  resourceAssignments: boolean;
  allowDeductingExpenses: boolean;
  changeOrderPrefix: string | null;
}

/**
 * The settings through the in-process configuration cache (super-admin/configurations/queries.ts), as the
 * timesheet settings: a change shows at once in this process (writers invalidate) and within the cache's
 * lifetime elsewhere.
 */
export function loadProjectSettings(db: DbOrTx): Promise<ProjectSettings> {
  return cachedConfiguration(db, 'project-settings', () => readProjectSettings(db));
}

async function readProjectSettings(db: DbOrTx): Promise<ProjectSettings> {
  const values = toConfigurationValues(await listConfigurationRows(db));
  const prefix = readString(values, 'change-order-prefix').trim();
  return {
    lockEditing: readBoolean(values, 'netsuite-enabled'),
    accountingUrlSet: readString(values, 'netsuite-url').trim() !== '',
    resourceAssignments: readBoolean(values, 'resource-assignments'),
    allowDeductingExpenses: readBoolean(values, 'allow-deducting-expenses-from-project'),
    changeOrderPrefix: prefix === '' ? null : prefix,
  };
}
