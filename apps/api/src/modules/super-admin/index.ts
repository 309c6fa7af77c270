export {
  CONFIGURATION_CACHE_MS,
  cachedConfiguration,
  companyShortName,
  configuredTimeZone,
  insertMissingConfigurationDefaults,
  invalidateConfigurationCache,
  listConfigurationRows,
  registerConfigurationAdmin,
  registerConfigurations,
  validateReminderSetting,
} from './configurations/index.ts';
