import type { ConfigurationEdit } from '@tally/domain/super-admin/config-edit';
import { configurationKeyError, validateConfigurationEdit } from '@tally/domain/super-admin/config-edit';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, notFound } from '../../../../graphql/errors.ts';
import { validateReminderSetting } from '../inputs.ts';
import { findStoredConfiguration, invalidateConfigurationCache, saveConfiguration } from '../queries.ts';
import { catalogueDefault, type StoredConfiguration } from '../records.ts';

/**
 * updateConfig (S-004..S-011): value, description and type required (a clearable key may be emptied, which
 * switches its feature off), the value valid for its type. The
 * in-process configuration cache is dropped so every reader sees the new value at once.
 */
export async function updateConfiguration(
  deps: Pick<AppDeps, 'db'>,
  input: { id: string } & ConfigurationEdit,
): Promise<StoredConfiguration> {
  const key = input.id.trim();
  const existing = (await findStoredConfiguration(deps.db, key)) ?? catalogueDefault(key);
  if (!existing) throw notFound('Configuration');
  const errors = validateConfigurationEdit(input, key);
  if (!errors.value && !errors.valueType && input.value.trim() !== '') {
    const value = input.value.trim();
    const keyError = configurationKeyError(key, value) ?? validateReminderSetting(key, value);
    if (keyError) errors.value = keyError;
  }
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const saved = await saveConfiguration(deps.db, {
    key,
    value: input.value.trim(),
    description: input.description.trim(),
    valueType: input.valueType.trim() as StoredConfiguration['valueType'],
  });
  invalidateConfigurationCache();
  return saved;
}
