export { registerUserSettings } from './schema.ts';
