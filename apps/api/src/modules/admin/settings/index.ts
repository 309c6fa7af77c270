export { registerSettings } from './schema/settings.ts';
