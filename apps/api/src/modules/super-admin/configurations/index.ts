export { CONFIGURATION_CACHE_MS, cachedConfiguration, invalidateConfigurationCache } from './cache.ts';
export { validateReminderSetting } from './key-rules.ts';
export {
  companyShortName,
  configuredTimeZone,
  insertMissingConfigurationDefaults,
  listConfigurationRows,
} from './queries.ts';
export type { ConfigurationItem, StoredConfiguration } from './records.ts';
export { registerConfigurationAdmin, registerConfigurations } from './schema.ts';
