import type { DbOrTx } from '@tally/db';
import { readBoolean, readString, toConfigurationValues } from '@tally/domain/config';
import { listConfigurationRows } from '../configurations/configurations.queries.ts';

/** The configuration the project rules read, loaded once per use case. */
export interface ProjectSettings {
  /** netsuite-enabled is 'true': the accounting integration owns the data and editing is locked (M-042). */
  lockEditing: boolean;
  /** netsuite-url is set: people come from the accounting system, so the user pickers are hidden (M-061, M-093). */
  accountingUrlSet: boolean;
  resourceAssignments: boolean;
  allowDeductingExpenses: boolean;
  changeOrderPrefix: string | null;
}

export async function loadProjectSettings(db: DbOrTx): Promise<ProjectSettings> {
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
