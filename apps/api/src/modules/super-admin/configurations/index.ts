export { validateReminderSetting } from './inputs.ts';
export {
  CONFIGURATION_CACHE_MS,
  cachedConfiguration,
  companyShortName,
  configuredTimeZone,
  insertMissingConfigurationDefaults,
  invalidateConfigurationCache,
  listConfigurationRows,
} from './queries.ts';
export type { ConfigurationItem, StoredConfiguration } from './records.ts';
export { registerConfigurationAdmin, registerConfigurations } from './schema.ts';
